"""TenantAPIView: the one place where a request becomes a tenant.

Every API view that touches tenant data subclasses it. It authenticates the key, applies the plan's rate
limit, checks the key's scope, and exposes `self.tenant`, which views pass explicitly to services and
selectors. Subclasses cannot replace these steps: overriding them raises TypeError at import time.
"""

from __future__ import annotations

from functools import partial

from rest_framework.exceptions import AuthenticationFailed, NotAuthenticated
from rest_framework.views import APIView

from memoryos.api import idempotency
from memoryos.api.errors import ForbiddenError
from memoryos.api.ratelimit import check_rate_limit
from tenants.models import Scope, Tenant
from tenants.services import usage_record

_READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_SEALED = (
    "initial",
    "tenant",
    "principal",
    "actor",
    "authentication_classes",
    "permission_classes",
    "get_authenticators",
    "get_permissions",
    "finalize_response",
)


class TenantAPIView(APIView):
    #: Scope a key needs, by HTTP method. Reads need memories:read and writes memories:write by default.
    required_scopes: dict[str, str] = {}
    #: When set, the scope every method needs unless `required_scopes` names the method (AdminAPIView).
    default_scope: str | None = None
    #: Which rate-limit bucket a method counts against: "read" or "write".
    rate_kinds: dict[str, str] = {}
    #: The write methods whose responses are kept under an Idempotency-Key and replayed to its retries. A view
    #: whose response must not be stored (a new API key's secret) leaves its method out: it runs every time.
    idempotent_methods: frozenset[str] = frozenset({"POST", "PUT", "PATCH", "DELETE"})

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        overridden = [name for name in _SEALED if name in cls.__dict__]
        if overridden:
            raise TypeError(
                f"{cls.__name__} overrides {', '.join(overridden)}: tenant resolution is sealed in "
                "TenantAPIView (see docs/tenancy.md)."
            )

    def _rate_kind(self, method: str) -> str:
        return self.rate_kinds.get(method, "read" if method in _READ_METHODS else "write")

    def _required_scope(self, method: str) -> str:
        default = self.default_scope or (Scope.MEMORIES_READ if method in _READ_METHODS else Scope.MEMORIES_WRITE)
        return self.required_scopes.get(method, default)

    def accepts_idempotency_key(self, method: str) -> bool:
        """Whether a request of this method keeps its response under its Idempotency-Key: writes, not searches."""
        return self._rate_kind(method) == "write" and method in self.idempotent_methods

    def initial(self, request, *args, **kwargs):
        kind = self._rate_kind(request.method)
        try:
            super().initial(request, *args, **kwargs)  # authentication + IsAuthenticated
        except (NotAuthenticated, AuthenticationFailed):
            check_rate_limit(request, kind=kind)  # by client address: a 429 here beats guessing keys
            raise
        self._ratelimit = check_rate_limit(request, kind=kind, principal=request.user)
        scope = self._required_scope(request.method)
        if not request.user.has_scope(scope):
            raise ForbiddenError(f"This API key lacks the '{scope}' scope.", details={"required_scope": str(scope)})
        handler = getattr(self, request.method.lower(), None)  # None: DRF answers 405 next
        if handler is not None and self.accepts_idempotency_key(request.method):
            key = idempotency.request_key(request)
            if key is not None:
                # DRF calls the handler it finds on the view next: this instance's (a view instance serves one
                # request) runs the class's in one transaction with the key (memoryos/api/idempotency.py).
                setattr(self, request.method.lower(), partial(idempotency.run_once, self, handler, key))

    @property
    def principal(self):
        return self.request.user

    @property
    def tenant(self) -> Tenant:
        return self.request.user.tenant

    @property
    def actor(self) -> str:
        """Who made a change, for history rows and logs: the key's display prefix, never the secret."""
        return f"key:{self.request.user.api_key.prefix}"

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        state = getattr(self, "_ratelimit", None)
        if state is not None:
            for name, value in state.headers().items():
                response.setdefault(name, value)
        principal = getattr(request, "_user", None)
        if principal is not None and getattr(principal, "is_authenticated", False):
            kind = self._rate_kind(request.method)
            usage_record(tenant_id=principal.tenant.pk, **{f"{kind}_requests": 1})
        return response


# A view under /v1/admin: every method, present and future, needs the `admin` scope. (A comment, not a
# docstring: drf-spectacular would copy a docstring into every admin operation's description.)
class AdminAPIView(TenantAPIView):
    default_scope = Scope.ADMIN

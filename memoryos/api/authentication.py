"""API-key authentication: `Authorization: Bearer mos_…` resolves to one tenant, once per request."""

from __future__ import annotations

import hmac
from dataclasses import dataclass

from rest_framework.authentication import BaseAuthentication, get_authorization_header
from rest_framework.exceptions import AuthenticationFailed

from memoryos.api import errors
from memoryos.api.context import bind
from tenants import keys
from tenants.models import ApiKey, Tenant
from tenants.selectors import api_key_by_hash
from tenants.services import api_key_mark_used


@dataclass(frozen=True)
class Principal:
    """What a request is authenticated as: a tenant, through one of its keys."""

    tenant: Tenant
    api_key: ApiKey

    is_authenticated = True
    is_anonymous = False

    def has_scope(self, scope: str) -> bool:
        return scope in self.api_key.scopes


class ApiKeyAuthentication(BaseAuthentication):
    keyword = b"bearer"

    def authenticate(self, request):
        header = get_authorization_header(request).split()
        if not header:
            return None
        if header[0].lower() != self.keyword or len(header) != 2:
            raise AuthenticationFailed("Use the header 'Authorization: Bearer mos_…'.")
        try:
            raw = header[1].decode("ascii")
        except UnicodeDecodeError as exc:
            raise AuthenticationFailed("Invalid API key.") from exc
        if not keys.looks_like_key(raw):
            raise AuthenticationFailed("Invalid API key.")

        digest = keys.hash_key(raw)
        api_key = api_key_by_hash(digest)
        # The lookup is by hash; the comparison that decides is constant-time all the same.
        if api_key is None or not hmac.compare_digest(api_key.key_hash, digest):
            raise AuthenticationFailed("Invalid API key.")
        if not api_key.is_usable():
            raise AuthenticationFailed("This API key has expired or been revoked.")
        if not api_key.tenant.is_active:
            raise errors.ForbiddenError("This tenant is suspended.")
        api_key_mark_used(api_key=api_key)
        bind(tenant=api_key.tenant.slug, key_prefix=api_key.prefix)
        return Principal(tenant=api_key.tenant, api_key=api_key), api_key

    def authenticate_header(self, request) -> str:
        # Makes DRF answer 401 (with WWW-Authenticate), not 403, when credentials are missing.
        return 'Bearer realm="memoryos"'

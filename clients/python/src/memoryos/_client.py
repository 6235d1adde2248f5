"""The two shells: `MemoryOS` sends with httpx.Client and sleeps with time.sleep; `AsyncMemoryOS` sends
with httpx.AsyncClient and sleeps with asyncio.sleep. Everything else is the core's (_base.py) and the
endpoints' (_api.py), so the two clients cannot drift apart."""

from __future__ import annotations

import asyncio
import time
from typing import (
    TYPE_CHECKING,
    Any,
    AsyncIterator,
    Awaitable,
    Callable,
    Iterator,
    Mapping,
    Optional,
    Type,
    TypeVar,
    Union,
    cast,
)

import httpx

from . import _api
from ._base import DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT, BaseClient, Call, bind_signature
from .types import ApiKey, Memory, Session

if TYPE_CHECKING:
    from typing_extensions import Concatenate, ParamSpec

    P = ParamSpec("P")

T = TypeVar("T")
Item = TypeVar("Item")


# --- Turning an endpoint into a method -----------------------------------------------------------------


def _sync(endpoint: Callable[P, Call[T]]) -> Callable[Concatenate[Any, P], T]:
    def method(self: Any, /, *args: P.args, **kwargs: P.kwargs) -> T:
        return cast(T, self._client._request(endpoint(*args, **kwargs)))

    bind_signature(method, endpoint)
    return method


def _async(endpoint: Callable[P, Call[T]]) -> Callable[Concatenate[Any, P], Awaitable[T]]:
    async def method(self: Any, /, *args: P.args, **kwargs: P.kwargs) -> T:
        return cast(T, await self._client._request(endpoint(*args, **kwargs)))

    bind_signature(method, endpoint, "Awaitable[{}]")
    return method


def _sync_pages(endpoint: Callable[P, Call[Any]], item: Type[Item]) -> Callable[Concatenate[Any, P], Iterator[Item]]:
    def method(self: Any, /, *args: P.args, **kwargs: P.kwargs) -> Iterator[Item]:
        return cast(Iterator[Item], self._client._iterate(endpoint(*args, **kwargs)))

    bind_signature(method, endpoint, f"Iterator[{item.__name__}]")
    method.__name__ = method.__qualname__ = "iter"
    method.__doc__ = "Every matching item, page after page (`limit` is the page size): `for m in ...iter()`."
    return method


def _async_pages(
    endpoint: Callable[P, Call[Any]], item: Type[Item]
) -> Callable[Concatenate[Any, P], AsyncIterator[Item]]:
    def method(self: Any, /, *args: P.args, **kwargs: P.kwargs) -> AsyncIterator[Item]:
        return cast(AsyncIterator[Item], self._client._iterate(endpoint(*args, **kwargs)))

    bind_signature(method, endpoint, f"AsyncIterator[{item.__name__}]")
    method.__name__ = method.__qualname__ = "iter"
    method.__doc__ = "Every matching item, page after page (`limit` is the page size): `async for m in ...iter()`."
    return method


class _Resource:
    def __init__(self, client: Any) -> None:
        self._client = client


# --- Sync ----------------------------------------------------------------------------------------------


class Memories(_Resource):
    create = _sync(_api.memories__create)
    batch = _sync(_api.memories__batch)
    list = _sync(_api.memories__list)
    iter = _sync_pages(_api.memories__list, Memory)
    get = _sync(_api.memories__get)
    update = _sync(_api.memories__update)
    delete = _sync(_api.memories__delete)
    history = _sync(_api.memories__history)


class Sessions(_Resource):
    create = _sync(_api.sessions__create)
    get = _sync(_api.sessions__get)


class AdminKeys(_Resource):
    create = _sync(_api.admin_keys__create)
    list = _sync(_api.admin_keys__list)
    iter = _sync_pages(_api.admin_keys__list, ApiKey)
    get = _sync(_api.admin_keys__get)
    rotate = _sync(_api.admin_keys__rotate)
    revoke = _sync(_api.admin_keys__revoke)


class AdminSessions(_Resource):
    list = _sync(_api.admin_sessions__list)
    iter = _sync_pages(_api.admin_sessions__list, Session)
    replay = _sync(_api.admin_sessions__replay)


class AdminUsers(_Resource):
    export = _sync(_api.admin_users__export)
    delete = _sync(_api.admin_users__delete)


class AdminSettings(_Resource):
    get = _sync(_api.admin_settings__get)
    update = _sync(_api.admin_settings__update)


class Admin(_Resource):
    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.keys = AdminKeys(client)
        self.sessions = AdminSessions(client)
        self.users = AdminUsers(client)
        self.settings = AdminSettings(client)


class MemoryOS(BaseClient):
    """Synchronous client. `MemoryOS()` reads MEMORYOS_API_KEY and MEMORYOS_BASE_URL; use it in `with`
    (or call `close()`) to release its connections.

    Retries 408, 409, 429, 5xx and connection errors `max_retries` times (default 2), honouring
    Retry-After; writes carry one Idempotency-Key across their retries."""

    search = _sync(_api.search)
    get_context = _sync(_api.get_context)
    usage = _sync(_api.usage)

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: Union[float, httpx.Timeout, None] = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        headers: Optional[Mapping[str, str]] = None,
        http_client: Optional[httpx.Client] = None,
    ) -> None:
        super().__init__(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries, headers=headers)
        self._http = http_client or httpx.Client(timeout=timeout)
        self.memories = Memories(self)
        self.sessions = Sessions(self)
        self.admin = Admin(self)

    def _request(self, call: Call[T]) -> T:
        idempotency_key = self._idempotency_key(call)
        retries_taken = 0
        while True:
            try:
                response = self._http.request(**self._build(call, idempotency_key, retries_taken))
            except httpx.TransportError as exc:
                delay = self._delay_after_transport_error(exc, retries_taken)
            else:
                if response.is_success:
                    return cast(T, self._decode(response))
                delay = self._delay_after_error_response(response, retries_taken)
                response.close()
            time.sleep(delay)
            retries_taken += 1

    def _iterate(self, call: Optional[Call[Any]]) -> Iterator[Any]:
        while call is not None:
            page = self._request(call)
            yield from page["data"]
            call = call.next_page(page)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> MemoryOS:
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()


# --- Async ---------------------------------------------------------------------------------------------


class AsyncMemories(_Resource):
    create = _async(_api.memories__create)
    batch = _async(_api.memories__batch)
    list = _async(_api.memories__list)
    iter = _async_pages(_api.memories__list, Memory)
    get = _async(_api.memories__get)
    update = _async(_api.memories__update)
    delete = _async(_api.memories__delete)
    history = _async(_api.memories__history)


class AsyncSessions(_Resource):
    create = _async(_api.sessions__create)
    get = _async(_api.sessions__get)


class AsyncAdminKeys(_Resource):
    create = _async(_api.admin_keys__create)
    list = _async(_api.admin_keys__list)
    iter = _async_pages(_api.admin_keys__list, ApiKey)
    get = _async(_api.admin_keys__get)
    rotate = _async(_api.admin_keys__rotate)
    revoke = _async(_api.admin_keys__revoke)


class AsyncAdminSessions(_Resource):
    list = _async(_api.admin_sessions__list)
    iter = _async_pages(_api.admin_sessions__list, Session)
    replay = _async(_api.admin_sessions__replay)


class AsyncAdminUsers(_Resource):
    export = _async(_api.admin_users__export)
    delete = _async(_api.admin_users__delete)


class AsyncAdminSettings(_Resource):
    get = _async(_api.admin_settings__get)
    update = _async(_api.admin_settings__update)


class AsyncAdmin(_Resource):
    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.keys = AsyncAdminKeys(client)
        self.sessions = AsyncAdminSessions(client)
        self.users = AsyncAdminUsers(client)
        self.settings = AsyncAdminSettings(client)


class AsyncMemoryOS(BaseClient):
    """Asynchronous client with the same methods as `MemoryOS`, awaited. Use `async with` (or `await
    close()`); `async for memory in client.memories.iter(...)` walks every page."""

    search = _async(_api.search)
    get_context = _async(_api.get_context)
    usage = _async(_api.usage)

    def __init__(
        self,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        timeout: Union[float, httpx.Timeout, None] = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        headers: Optional[Mapping[str, str]] = None,
        http_client: Optional[httpx.AsyncClient] = None,
    ) -> None:
        super().__init__(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries, headers=headers)
        self._http = http_client or httpx.AsyncClient(timeout=timeout)
        self.memories = AsyncMemories(self)
        self.sessions = AsyncSessions(self)
        self.admin = AsyncAdmin(self)

    async def _request(self, call: Call[T]) -> T:
        idempotency_key = self._idempotency_key(call)
        retries_taken = 0
        while True:
            try:
                response = await self._http.request(**self._build(call, idempotency_key, retries_taken))
            except httpx.TransportError as exc:
                delay = self._delay_after_transport_error(exc, retries_taken)
            else:
                if response.is_success:
                    return cast(T, self._decode(response))
                delay = self._delay_after_error_response(response, retries_taken)
                await response.aclose()
            await asyncio.sleep(delay)
            retries_taken += 1

    async def _iterate(self, call: Optional[Call[Any]]) -> AsyncIterator[Any]:
        while call is not None:
            page = await self._request(call)
            for item in page["data"]:
                yield item
            call = call.next_page(page)

    async def close(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncMemoryOS:
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        await self.close()

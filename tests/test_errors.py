import re


def test_request_id_is_generated(account):
    response = account.client.get("/v1/memories")
    assert re.fullmatch(r"req_[0-9a-f]{32}", response["X-Request-ID"])


def test_request_id_is_echoed_and_in_errors(account):
    response = account.client.get("/v1/memories/not-a-uuid", HTTP_X_REQUEST_ID="abc-123")
    assert response["X-Request-ID"] == "abc-123"
    assert response.status_code == 404
    assert response.json()["error"]["request_id"] == "abc-123"


def test_malformed_request_id_is_replaced(account):
    response = account.client.get("/v1/memories", HTTP_X_REQUEST_ID="bad id\nwith newline")
    assert response["X-Request-ID"].startswith("req_")


def test_unknown_route_is_404_envelope(client, db):
    response = client.get("/v1/nothing-here")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "NOT_FOUND"
    assert response["X-Request-ID"]


def test_method_not_allowed_envelope(account):
    response = account.client.put("/v1/memories", {}, format="json")
    assert response.status_code == 405
    assert response.json()["error"]["code"] == "METHOD_NOT_ALLOWED"


def test_malformed_json_is_validation_error(account):
    response = account.client.post("/v1/memories", data="{not json", content_type="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "VALIDATION_ERROR"


def test_non_json_content_type_is_415(account):
    response = account.client.post("/v1/memories", data="content=x", content_type="application/x-www-form-urlencoded")
    assert response.status_code == 415
    assert response.json()["error"]["code"] == "UNSUPPORTED_MEDIA_TYPE"


def test_health_and_ready(client, db):
    assert client.get("/health").json() == {"status": "ok"}
    ready = client.get("/ready")
    assert ready.status_code == 200
    assert ready.json() == {"status": "ok", "checks": {"database": "ok", "vectors": "ok", "cache": "ok"}}


def test_ready_reports_a_vector_size_the_store_does_not_have(client, db, settings):
    settings.EMBEDDING_DIMENSIONS = 1536  # the column was made with 384: every create and search would fail
    response = client.get("/ready")
    assert response.status_code == 503
    detail = response.json()["checks"]["vectors"]
    assert "makes 1536-dimension vectors, but the vector column holds 384" in detail
    assert "Set EMBEDDING_DIMENSIONS=384, or resize the column with manage.py reembed --resize" in detail


def test_ready_reports_cache_outage(client, db, settings):
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
        }
    }
    response = client.get("/ready")
    assert response.status_code == 503
    assert response.json()["checks"]["cache"].startswith("error")

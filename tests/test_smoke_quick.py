def test_create_and_get(account):
    r = account.client.post("/v1/memories", {"content": "I prefer dark roast coffee", "content_type": "preference"}, format="json")
    assert r.status_code == 201, r.json()
    body = r.json()
    assert body["memory_nature"] == "semantic"
    r2 = account.client.get(f"/v1/memories/{body['id']}")
    assert r2.status_code == 200
    assert r2.json()["content"] == "I prefer dark roast coffee"

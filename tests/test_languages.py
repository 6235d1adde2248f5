"""Text in other languages and scripts: a tenant's full-text search in its own language (stemming and stop words),
Chinese, Japanese and Korean words found inside sentences written without spaces between words, and canonically
equivalent Unicode (NFC and NFD) taken as the same text."""

import importlib
import time
import unicodedata

import pytest
from django.db import connection

from memories.maintenance import text_reindex
from memories.models import Memory
from memories.services import tenant_text_language_set
from memories.sql import STORED_STATEMENT, lexemes_sql, statement_keys
from memoryos.api.errors import ValidationFailed
from memoryos.languages import TEXT_LANGUAGES
from tenants.models import Tenant
from tests.conftest import own_indexes

MEMORIES = {
    "ja": [
        "田中さんは東京に住んでいます。",
        "田中さんはコーヒーが好きです。",
        "田中さんは犬を飼っています。",
        "田中さんはエンジニアとして働いています。",
    ],
    "zh": ["我住在北京。", "我每天早上喝咖啡。", "我养了一只猫。", "我在医院当护士。"],
    "ko": ["민수는 서울에 살고 있다.", "민수는 커피를 좋아한다.", "민수는 고양이를 키운다.", "민수는 의사로 일한다."],
}
# (language, query, the memory it asks for): one word of that memory, written inside its sentence without spaces.
QUESTIONS = [
    ("ja", "東京", 0),
    ("ja", "コーヒー", 1),
    ("ja", "犬", 2),  # one ideograph is a word
    ("ja", "田中さんはどこに住んでいますか", 0),
    ("zh", "北京", 0),
    ("zh", "咖啡", 1),
    ("zh", "猫", 2),
    ("ko", "서울", 0),  # Korean writes spaces, but glues its particles on: "서울에", in Seoul
    ("ko", "커피", 1),
    ("ko", "고양이", 2),
]


def _load(account):
    for language, texts in MEMORIES.items():
        items = [{"content": text, "user_id": f"u-{language}"} for text in texts]
        response = account.client.post("/v1/memories/batch", {"memories": items}, format="json")
        assert response.status_code == 201, response.json()


def _lexemes(text: str, language: str = "english") -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT lexeme FROM unnest({lexemes_sql('%s', '%s')})", [language, text])  # noqa: S608
        return {row[0] for row in cursor.fetchall()}


@pytest.mark.parametrize(("language", "query", "answer"), QUESTIONS)
def test_a_word_inside_a_sentence_without_spaces_finds_its_memory(account, other, language, query, answer):
    _load(account)
    _load(other)
    body = {"query": query, "user_id": f"u-{language}"}
    response = account.client.post("/v1/search", body, format="json")
    assert response.status_code == 200, response.json()
    results = response.json()["results"]
    # At the default threshold, first, and with no memory of another tenant among the results.
    assert results, f"{query!r} found nothing"
    assert results[0]["content"] == MEMORIES[language][answer]
    assert results[0]["text_score"] > 0
    ids = {row["id"] for row in results}
    assert ids <= {str(pk) for pk in Memory.unscoped.filter(tenant=account.tenant).values_list("pk", flat=True)}


def test_the_context_block_cites_the_memory_a_japanese_question_asks_for(account, other):
    _load(account)
    _load(other)
    response = account.client.post("/v1/context", {"query": "東京", "user_id": "u-ja"}, format="json")
    assert response.status_code == 200, response.json()
    body = response.json()
    tokyo = Memory.unscoped.get(tenant=account.tenant, content=MEMORIES["ja"][0])
    assert f"[mem_{tokyo.pk}]" in body["context"]
    assert {citation["memory_id"] for citation in body["citations"]} <= {
        str(pk) for pk in Memory.unscoped.filter(tenant=account.tenant).values_list("pk", flat=True)
    }


def test_runs_of_these_scripts_become_pairs_of_characters_and_han_characters_stand_alone_too(db):
    assert _lexemes("東京に住む") == {"東京", "京に", "に住", "住む", "東", "京", "住"}
    assert _lexemes("서울에 살고") == {"서울", "울에", "살고"}  # Hangul syllables: pairs only
    assert _lexemes("犬") == {"犬"}
    assert _lexemes("I like 咖啡 a lot") == {"like", "咖啡", "咖", "啡", "lot"}


@pytest.mark.parametrize(
    "text",
    [
        "Plain English, with numbers 42 and punctuation!",
        "Ünïcödé café, naïve façade",
        "Иван живёт в Москве",
        "🙂 emoji",
    ],
)
def test_text_without_these_scripts_keeps_the_lexemes_it_had(db, text):
    with connection.cursor() as cursor:
        cursor.execute("SELECT memoryos_search_text(%s) = %s, to_tsvector('english', %s)::text", [text, text, text])
        unchanged, plain = cursor.fetchone()
    assert unchanged
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {lexemes_sql('%s', '%s')}::text", ["english", text])
        assert cursor.fetchone()[0] == plain


def test_the_statement_key_of_a_text_is_that_of_a_memory_storing_it(account):
    """Ingestion compares a new text's statement key (memories.sql.statement_keys) with stored memories'
    (STORED_STATEMENT over search_vector): both must put the text through the same function."""
    text = "田中さんは東京に住んでいます。"
    response = account.client.post("/v1/memories", {"content": text}, format="json")
    assert response.status_code == 201
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {STORED_STATEMENT.format(alias='m')} FROM memories_memory m WHERE m.id = %s",  # noqa: S608
            [response.json()["id"]],
        )
        stored = cursor.fetchone()[0]
    assert statement_keys([text], language="english") == [stored]


@pytest.mark.parametrize(
    ("stored", "asked"),
    [
        ("We met at the cafe\u0301 on Rue Cler", "café"),  # e + combining acute, asked with é
        ("We met at the café on Rue Cler", "cafe\u0301"),
        (unicodedata.normalize("NFD", "민수는 서울에 살고 있다."), "서울"),  # Hangul as its letters (jamo)
    ],
)
def test_canonically_equivalent_text_is_stored_and_searched_as_one(account, stored, asked):
    response = account.client.post("/v1/memories", {"content": stored}, format="json")
    assert response.status_code == 201
    assert response.json()["content"] == unicodedata.normalize("NFC", stored)
    results = account.client.post("/v1/search", {"query": asked}, format="json").json()["results"]
    assert [row["id"] for row in results] == [response.json()["id"]]


def test_a_patch_and_a_session_store_nfc_too(account):
    created = account.client.post("/v1/memories", {"content": "first"}, format="json").json()
    patched = account.client.patch(f"/v1/memories/{created['id']}", {"content": "cafe\u0301"}, format="json")
    assert patched.status_code == 200
    assert patched.json()["content"] == "café"
    from ingestion.serializers import SessionCreateSerializer

    payload = SessionCreateSerializer(data={"conversation": "User: I love the cafe\u0301 downstairs."})
    assert payload.is_valid(), payload.errors
    assert payload.validated_data["conversation"] == "User: I love the café downstairs."


def test_the_migrations_keep_every_index_over_the_lexemes(account):
    """Migrations 0020 (pairs of characters) and 0021 (the memory's language) drop the generated column and add it
    again: the indexes over it, the shared one and each large tenant's own, are built again with the same
    definitions, and the new column holds what each one's expression makes."""
    cjk = importlib.import_module("memories.migrations.0020_search_text_cjk")
    language = importlib.import_module("memories.migrations.0021_memory_text_language")
    _load(account)
    own_indexes(account)

    def definitions():
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'memories_memory' "
                "AND indexdef LIKE '%%search_vector%%' ORDER BY indexname"
            )
            return cursor.fetchall()

    def tokyo_matches() -> bool:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT search_vector @@ '東京'::tsquery FROM memories_memory WHERE tenant_id = %s", [account.tenant.pk]
            )
            return any(row[0] for row in cursor.fetchall())

    before = definitions()
    assert {name for name, _ in before} >= {"memory_tenant_search_gin", f"memory_search_gin_t_{account.tenant.pk.hex}"}
    with connection.schema_editor(atomic=False) as editor:
        language.backwards(None, editor)
        assert definitions() == before
        assert tokyo_matches()  # 0020's column: English, with the pairs
        cjk.backwards(None, editor)
        assert definitions() == before
        assert not tokyo_matches()  # one lexeme a sentence, as before 0020
        cjk.forwards(None, editor)
        language.forwards(None, editor)
    assert definitions() == before
    results = account.client.post("/v1/search", {"query": "東京", "user_id": "u-ja"}, format="json").json()["results"]
    assert [row["content"] for row in results][:1] == [MEMORIES["ja"][0]]


# --- A tenant's text language --------------------------------------------------------------------------------

GERMAN = ["Anna hat zwei Katzen.", "Anna trinkt morgens Kaffee.", "Anna wohnt in München."]


def _search(account, query: str) -> list[dict]:
    response = account.client.post("/v1/search", {"query": query, "threshold": 0}, format="json")
    assert response.status_code == 200, response.json()
    return response.json()["results"]


def _store(account, texts: list[str]) -> list[str]:
    response = account.client.post("/v1/memories/batch", {"memories": [{"content": t} for t in texts]}, format="json")
    assert response.status_code == 201, response.json()
    return [row["id"] for row in response.json()["data"]]


def test_every_language_a_tenant_may_name_is_a_configuration_of_the_database(db):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT cfgname FROM pg_ts_config c JOIN pg_namespace n ON n.oid = c.cfgnamespace "
            "WHERE n.nspname = 'pg_catalog'"
        )
        available = {row[0] for row in cursor.fetchall()}
    assert set(TEXT_LANGUAGES) <= available


def test_a_tenant_in_german_finds_a_word_in_another_form_and_one_in_english_does_not(account, other):
    _set(account, "german")
    for owner in (account, other):
        _store(owner, GERMAN)
    assert set(Memory.unscoped.filter(tenant=account.tenant).values_list("text_language", flat=True)) == {"german"}
    assert set(Memory.unscoped.filter(tenant=other.tenant).values_list("text_language", flat=True)) == {"english"}
    assert _lexemes("Anna hat zwei Katzen.", "german") == {"anna", "zwei", "katz"}  # "hat" is a stop word
    found = _search(account, "Katze")
    assert found[0]["content"] == GERMAN[0] and found[0]["text_score"] > 0
    assert {row["id"] for row in found} <= {
        str(pk) for pk in Memory.unscoped.filter(tenant=account.tenant).values_list("pk", flat=True)
    }
    # In English, "Katzen" and "Katze" are two words: the other tenant's memory is found by its vector alone.
    assert not any(row["text_score"] > 0 for row in _search(other, "Katze"))


def _set(account, language: str) -> None:
    """A change of the tenant's language and its re-indexing, as manage.py set_text_language runs them."""
    tenant_text_language_set(tenant=account.tenant, language=language)
    text_reindex(tenant_id=account.tenant.pk)


# Cached results are dropped when a transaction commits: these tests really commit.
@pytest.mark.django_db(transaction=True)
def test_changing_the_language_reindexes_the_tenants_memories_alone_and_the_next_search_sees_it(account, other):
    ids = _store(account, GERMAN)
    _store(other, GERMAN)
    tenant_text_language_set(tenant=other.tenant, language="french")  # marked, not re-indexed
    before = _search(account, "Katze")  # cached for a minute, unless the change invalidates it
    assert not any(row["text_score"] > 0 for row in before)
    assert tenant_text_language_set(tenant=account.tenant, language="german")
    # Queries are in German at once; the memories are not yet.
    assert not any(row["text_score"] > 0 for row in _search(account, "Katze"))
    assert text_reindex(tenant_id=account.tenant.pk, batch_size=2) == {account.tenant.slug: 3}
    assert set(Memory.unscoped.filter(pk__in=ids).values_list("text_language", flat=True)) == {"german"}
    assert set(Memory.unscoped.filter(tenant=other.tenant).values_list("text_language", flat=True)) == {"english"}
    assert Tenant.objects.get(pk=other.tenant.pk).text_reindexing  # only the tenant asked for
    assert not Tenant.objects.get(pk=account.tenant.pk).text_reindexing
    after = _search(account, "Katze")
    assert after[0]["content"] == GERMAN[0] and after[0]["text_score"] > 0
    assert not any(row["text_score"] > 0 for row in _search(other, "Katze"))
    # The same language again: nothing to do.
    account.tenant.refresh_from_db()
    assert not tenant_text_language_set(tenant=account.tenant, language="german")


def test_a_memory_written_by_a_request_that_read_the_old_language_takes_the_new_one(account):
    stale = Tenant.objects.get(pk=account.tenant.pk)  # what a request authenticated before the change holds
    _set(account, "german")
    from memories.services import memory_create

    late = memory_create(tenant=stale, actor="api", data={"content": GERMAN[0]})
    assert Memory.unscoped.get(pk=late.pk).text_language == "german"
    assert _search(account, "Katze")[0]["text_score"] > 0


def test_a_change_during_a_reindex_is_followed_and_the_mark_stays_until_every_memory_has_it(account):
    _store(account, GERMAN)
    tenant_text_language_set(tenant=account.tenant, language="german")
    from memories import sql

    assert sql.reindex_text(tenant_id=account.tenant.pk, batch_size=1) == 1
    Tenant.objects.filter(pk=account.tenant.pk).update(text_language="french")  # as a PATCH in between would
    assert not sql.reindex_text_done(account.tenant.pk)
    assert text_reindex(tenant_id=account.tenant.pk) == {account.tenant.slug: 3}
    assert set(Memory.unscoped.filter(tenant=account.tenant).values_list("text_language", flat=True)) == {"french"}
    assert not Tenant.objects.get(pk=account.tenant.pk).text_reindexing


def test_an_unknown_language_is_refused_and_changes_nothing(account):
    _store(account, GERMAN[:1])
    with pytest.raises(ValidationFailed, match="Unknown text language 'klingon'"):
        tenant_text_language_set(tenant=account.tenant, language="klingon")
    assert Tenant.objects.get(pk=account.tenant.pk).text_language == "english"
    assert set(Memory.unscoped.filter(tenant=account.tenant).values_list("text_language", flat=True)) == {"english"}


def test_the_statement_key_of_a_text_is_that_of_a_memory_storing_it_in_the_tenants_language(account):
    _set(account, "german")
    (memory_id,) = _store(account, ["Anna trinkt keinen Kaffee."])
    with connection.cursor() as cursor:
        statement = f"SELECT {STORED_STATEMENT.format(alias='m')} FROM memories_memory m WHERE m.id = %s"  # noqa: S608
        cursor.execute(statement, [memory_id])
        stored = cursor.fetchone()[0]
    keys = statement_keys(["Anna trinkt keinen Kaffee.", "Anna trinkt Kaffee."], language="german")
    assert keys[0] == stored
    # "keinen" is a German stop word, so the lexemes are the same: the negation still tells the two apart.
    assert keys[0] != keys[1] and keys[0].endswith(" !")


@pytest.mark.parametrize(
    ("language", "denied", "said"),
    [
        ("german", "Er isst nicht gern Fisch.", "Er isst gern Fisch."),
        ("french", "Il ne boit pas de café.", "Il boit du café."),
        ("spanish", "Nunca bebe café.", "Bebe café."),
        ("portuguese", "Ele não bebe café.", "Ele bebe café."),
        ("russian", "Он не пьёт кофе.", "Он пьёт кофе."),
    ],
)
def test_a_denial_states_something_else_in_other_languages_too(db, language, denied, said):
    first, second = statement_keys([denied, said], language=language)
    assert first.endswith(" !") and not second.endswith(" !")


def test_the_usage_answer_names_the_tenants_language(account):
    _set(account, "french")
    assert account.client.get("/v1/usage").json()["tenant"]["text_language"] == "french"


def test_a_new_tenant_takes_the_text_language_setting(db, settings):
    from tenants.models import Plan
    from tenants.services import tenant_create

    settings.TEXT_LANGUAGE = "spanish"
    plan = Plan.objects.get(name="free")
    assert tenant_create(name="Uno", plan=plan).text_language == "spanish"
    assert tenant_create(name="Dos", plan=plan, text_language="simple").text_language == "simple"


@pytest.mark.django_db(transaction=True)
def test_the_api_changes_the_language_and_reindexes_in_the_background(account, other):
    _store(account, GERMAN)
    _store(other, GERMAN)
    assert account.client.get("/v1/admin/settings").json() == {"text_language": "english", "text_index": "ready"}
    response = account.client.patch("/v1/admin/settings", {"text_language": "german"}, format="json")
    assert response.status_code == 200, response.json()
    assert response.json()["text_language"] == "german"
    deadline = time.monotonic() + 30
    while account.client.get("/v1/admin/settings").json()["text_index"] != "ready":
        assert time.monotonic() < deadline, "the re-indexing did not finish"
        time.sleep(0.05)
    assert set(Memory.unscoped.filter(tenant=account.tenant).values_list("text_language", flat=True)) == {"german"}
    assert _search(account, "Katze")[0]["text_score"] > 0
    # The other tenant: its settings, its memories and its searches as they were.
    assert other.client.get("/v1/admin/settings").json() == {"text_language": "english", "text_index": "ready"}
    assert set(Memory.unscoped.filter(tenant=other.tenant).values_list("text_language", flat=True)) == {"english"}
    assert not any(row["text_score"] > 0 for row in _search(other, "Katze"))


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"text_language": "klingon"}, "text_language"),
        ({"text_language": None}, "text_language"),
        ({"text_language": "german", "name": "x"}, "name"),
    ],
)
def test_the_settings_refuse_bad_input_and_change_nothing(account, body, field):
    response = account.client.patch("/v1/admin/settings", body, format="json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "VALIDATION_ERROR" and field in error["details"]["fields"]
    tenant = Tenant.objects.get(pk=account.tenant.pk)
    assert (tenant.text_language, tenant.text_reindexing) == ("english", False)


def test_an_empty_change_or_the_same_language_changes_nothing(account):
    for body in ({}, {"text_language": "english"}):
        response = account.client.patch("/v1/admin/settings", body, format="json")
        assert response.json() == {"text_language": "english", "text_index": "ready"}
    tenant = Tenant.objects.get(pk=account.tenant.pk)
    assert (tenant.text_language, tenant.text_reindexing) == ("english", False)


def test_the_settings_need_the_admin_scope(make_account):
    reader = make_account(scopes=["memories:read", "memories:write"])
    assert reader.client.get("/v1/admin/settings").status_code == 403
    assert reader.client.patch("/v1/admin/settings", {"text_language": "german"}, format="json").status_code == 403
    assert Tenant.objects.get(pk=reader.tenant.pk).text_language == "english"

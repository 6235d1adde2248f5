"""Text in other scripts than Latin: Chinese, Japanese and Korean words found inside sentences written without
spaces between words, and canonically equivalent Unicode (NFC and NFD) taken as the same text."""

import importlib
import unicodedata

import pytest
from django.db import connection

from memories.models import Memory
from memories.sql import STORED_STATEMENT, lexemes_sql, statement_keys
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


def _lexemes(text: str) -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT lexeme FROM unnest({lexemes_sql('%s')})", [text])  # noqa: S608
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
        cursor.execute(f"SELECT {lexemes_sql('%s')}::text", [text])
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
    assert statement_keys([text]) == [stored]


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


def test_the_migration_keeps_every_index_over_the_lexemes(account):
    """Migration 0020 drops the generated column and adds it again: the indexes over it, the shared one and each
    large tenant's own, are built again with the same definitions, and the new column holds the pairs."""
    migration = importlib.import_module("memories.migrations.0020_search_text_cjk")
    _load(account)
    own_indexes(account)

    def definitions():
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'memories_memory' "
                "AND indexdef LIKE '%%search_vector%%' ORDER BY indexname"
            )
            return cursor.fetchall()

    before = definitions()
    assert {name for name, _ in before} >= {"memory_tenant_search_gin", f"memory_search_gin_t_{account.tenant.pk.hex}"}
    with connection.schema_editor(atomic=False) as editor:
        migration.backwards(None, editor)
        assert definitions() == before
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT search_vector @@ '東京'::tsquery FROM memories_memory WHERE tenant_id = %s", [account.tenant.pk]
            )
            assert not any(row[0] for row in cursor.fetchall())  # one lexeme a sentence, as before
        migration.forwards(None, editor)
    assert definitions() == before
    results = account.client.post("/v1/search", {"query": "東京", "user_id": "u-ja"}, format="json").json()["results"]
    assert [row["content"] for row in results][:1] == [MEMORIES["ja"][0]]

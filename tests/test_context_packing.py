"""The packing invariant, property-tested: token_count is exact and never exceeds max_tokens."""

import random
import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from search import tokens
from search.context import (
    NEAR_DUPLICATE_JACCARD,
    TITLE,
    TRUNCATED,
    Candidate,
    _near_duplicate,
    _Said,
    line_for,
    pack,
)
from search.selectors import MIN_LINE_TOKENS

SECTIONS = ["pinned", "long", "medium", "short"]

candidate_strategy = st.builds(
    Candidate,
    memory_id=st.uuids().map(str),
    content=st.one_of(
        st.text(max_size=40),
        st.text(alphabet=st.characters(codec="utf-8"), max_size=400),
        st.text(alphabet="ab \n\t.,!?日本語🙂é", min_size=200, max_size=3000),
        st.sampled_from(["<|endoftext|>", "   ", "", "- [mem_x] fake citation\n## Pinned\n"]),
    ),
    section=st.sampled_from(SECTIONS),
    score=st.floats(min_value=0, max_value=1),
    content_hash=st.text(alphabet="0123456789abcdef", max_size=4),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    candidates=st.lists(candidate_strategy, max_size=25),
    max_tokens=st.one_of(st.integers(min_value=0, max_value=60), st.integers(min_value=0, max_value=8000)),
    tokenizer=st.sampled_from(tokens.TOKENIZERS),
)
def test_token_count_is_exact_and_within_budget(candidates, max_tokens, tokenizer):
    packed = pack(candidates, max_tokens=max_tokens, tokenizer=tokenizer)
    assert packed.token_count == tokens.count(packed.text, tokenizer)
    assert packed.token_count <= max_tokens
    if packed.text:
        assert packed.text.startswith(TITLE)
    # The count is additive over lines (the packer's premise), so the greedy budget was never an estimate.
    assert packed.token_count == sum(tokens.count(line, tokenizer) for line in packed.text.splitlines(keepends=True))
    for item in packed.items:
        assert f"[mem_{item['memory_id']}]" in packed.text


def _candidate(content, section="long", score=0.5):
    return Candidate(
        memory_id=str(uuid.uuid4()), content=content, section=section, score=score, content_hash=str(hash(content))
    )


def test_budget_too_small_for_a_header_gives_empty_text():
    packed = pack([_candidate("I like tea")], max_tokens=3, tokenizer="o200k_base")
    assert packed.text == "" and packed.token_count == 0 and packed.items == []


def test_one_memory_larger_than_the_budget_is_truncated_and_marked():
    big = _candidate("The quick brown fox jumps over the lazy dog. " * 400)
    packed = pack([big], max_tokens=200, tokenizer="o200k_base")
    assert 150 < packed.token_count <= 200
    assert packed.items[0]["truncated"] is True
    assert TRUNCATED in packed.text


def test_pinned_first_then_long_term_then_recent():
    recent = _candidate("short-term note about lunch", "short", 0.99)
    long_term = _candidate("long-term fact about the user", "long", 0.5)
    pinned = _candidate("pinned instruction: answer in French", "pinned", 0.1)
    packed = pack([recent, long_term, pinned], max_tokens=500, tokenizer="o200k_base")
    assert packed.text.index("## Pinned") < packed.text.index("## Long-term knowledge") < packed.text.index("## Recent")
    assert [item["section"] for item in packed.items] == ["pinned", "long", "short"]


def test_near_duplicates_are_packed_once():
    a = _candidate("Alice prefers dark roast coffee in the morning", score=0.9)
    b = _candidate("alice prefers dark roast coffee in the morning!", score=0.8)
    c = _candidate("Bob cycles to work", score=0.7)
    packed = pack([a, b, c], max_tokens=500, tokenizer="o200k_base")
    assert [item["memory_id"] for item in packed.items] == [a.memory_id, c.memory_id]


def test_a_changed_number_or_a_denial_is_not_a_near_duplicate():
    # Over 0.9 of their words in common, but the words that differ are a time or a denial: two facts, both packed.
    train = (
        "User takes the {} train from Porto Campanha to Lisbon Oriente every Monday morning for the weekly "
        "planning meeting with the product design team."
    )
    snacks = (
        "User will {}eat roasted peanuts, walnuts, almonds, cashews, pistachios, hazelnuts and pecans as "
        "lightly salted snacks at work."
    )
    said = [train.format("7:40"), train.format("8:40"), snacks.format(""), snacks.format("never ")]
    restated = train.format("7:40").upper()  # the same words: packed once
    candidates = [_candidate(text, score=0.9 - n / 10) for n, text in enumerate([*said, restated])]
    packed = pack(candidates, max_tokens=2000, tokenizer="o200k_base")
    assert [item["memory_id"] for item in packed.items] == [c.memory_id for c in candidates[:4]]


def test_greedy_skips_what_does_not_fit_and_takes_smaller_ones():
    huge = _candidate("word " * 3000, score=0.9)
    small = _candidate("a small fact", score=0.1)
    packed = pack([huge, small], max_tokens=100, tokenizer="cl100k_base")
    assert [item["memory_id"] for item in packed.items] == [small.memory_id]


@pytest.mark.parametrize("tokenizer", tokens.TOKENIZERS)
def test_counts_match_the_reference_encodings(tokenizer):
    # Known counts: "hello world" is 2 tokens in both encodings.
    assert tokens.count("hello world", tokenizer) == 2
    assert tokens.count("<|endoftext|>", tokenizer) > 1  # special-token text is ordinary text here


@pytest.mark.parametrize("tokenizer", tokens.TOKENIZERS)
def test_no_line_is_shorter_than_the_context_hit_bound_assumes(tokenizer):
    """/v1/context ranks ⌈max_tokens / MIN_LINE_TOKENS⌉ hits (search/selectors.py): a line with a
    one-character memory, over 2,000 seeded random ids, is never cheaper than that."""
    rng = random.Random(23)
    costs = [
        tokens.count(
            line_for(
                Candidate(
                    memory_id=str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                    content="x",
                    section="long",
                    score=1.0,
                    content_hash="",
                )
            ),
            tokenizer,
        )
        for _ in range(2000)
    ]
    assert min(costs) >= MIN_LINE_TOKENS


def _jaccard_duplicate(said: _Said, chosen: list[_Said]) -> bool:
    """Near-duplicate by its definition, pair by pair: what `_near_duplicate` answers faster."""
    for other in chosen:
        union = len(said.words | other.words)
        similar = union and len(said.words & other.words) / union >= NEAR_DUPLICATE_JACCARD
        if (
            similar
            and said.denies == other.denies
            and not any(c.isdigit() for w in said.words ^ other.words for c in w)
        ):
            return True
    return False


_WORDS = [a + b for a in "abcd" for b in "xyz"]  # twelve words without a digit, and two numbers
_word_sets = st.frozensets(st.sampled_from([*_WORDS, "7", "8"]), max_size=12)


@settings(max_examples=400, deadline=None)
@given(said=_word_sets, chosen=st.lists(_word_sets, max_size=8), denies=st.lists(st.booleans(), min_size=9, max_size=9))
def test_the_near_duplicate_check_answers_as_its_definition(said, chosen, denies):
    """Sizes too far apart are ruled out before any set is built: the answer is the same as the definition's,
    at the threshold itself too (9 words of 10 in common)."""
    mine = _Said(said, denies[0])
    others = [_Said(words, flag) for words, flag in zip(chosen, denies[1:], strict=False)]
    assert _near_duplicate(mine, others) == _jaccard_duplicate(mine, others)


@pytest.mark.parametrize("size", [10, 20, 30, 50, 100])
def test_a_pair_exactly_at_the_threshold_is_a_near_duplicate(size):
    words = frozenset(f"{a}{b}{c}" for a in "abcde" for b in "fghij" for c in "klmn")  # 100 words, no digit
    words = frozenset(sorted(words)[:size])
    fewer = frozenset(sorted(words)[: size * 9 // 10])
    assert _near_duplicate(_Said(fewer, False), [_Said(words, False)])

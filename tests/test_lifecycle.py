"""Lifecycle jobs (SPEC §8): decay, promote, prune, consolidate — formulas, overrides, history, counters,
idempotence, the advisory lock, batches, isolation between tenants, cache invalidation and the commands."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from io import StringIO

import psycopg
import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.utils import timezone

from memories import lifecycle, services, sql
from memories.models import LifecycleRun, Memory, MemoryEmbedding, MemoryEvent
from tenants.models import Tenant


def add(account, content, *, age_days: float = 0, accessed_days: float | None = None, **fields) -> Memory:
    memory = services.memory_create(tenant=account.tenant, actor="test", data={"content": content, **fields})
    now = timezone.now()
    Memory.objects.for_tenant(account.tenant).filter(pk=memory.pk).update(
        created_at=now - timedelta(days=age_days),
        updated_at=now - timedelta(days=age_days),
        content_changed_at=now - timedelta(days=age_days),
        last_accessed_at=None if accessed_days is None else now - timedelta(days=accessed_days),
    )
    return Memory.objects.for_tenant(account.tenant).get(pk=memory.pk)


def fresh(memory: Memory) -> Memory | None:
    return Memory.unscoped.filter(pk=memory.pk).first()


def count(account) -> int:
    return Tenant.objects.get(pk=account.tenant.pk).memory_count


# --- decay ------------------------------------------------------------------------------------------------


def test_decay_halves_relevance_every_half_life_of_the_tier(account):
    short = add(account, "short one", tier="short", importance_score=0.8, age_days=1)
    medium = add(account, "medium one", tier="medium", importance_score=0.8, age_days=14)
    long = add(account, "long one", tier="long", importance_score=0.8, age_days=90)
    pinned = add(account, "pinned one", tier="short", importance_score=0.8, age_days=30, pinned=True)
    read = add(account, "read just now", tier="short", importance_score=0.8, age_days=30, accessed_days=0)
    report = lifecycle.run("decay")
    assert fresh(short).relevance_score == pytest.approx(0.4, abs=0.01)
    assert fresh(medium).relevance_score == pytest.approx(0.2, abs=0.01)
    assert fresh(long).relevance_score == pytest.approx(0.4, abs=0.01)
    assert fresh(pinned).relevance_score == pinned.relevance_score  # pinned memories do not decay
    assert fresh(read).relevance_score == pytest.approx(0.8, abs=0.01)  # Δt counts from the last access
    assert report.changed == 3 and not report.skipped
    assert lifecycle.run("decay").changed == 0  # idempotent
    run = LifecycleRun.objects.filter(job="decay").first()
    assert run.finished_at is not None and run.changed == 0


def test_overrides_tenant_over_plan_over_defaults(make_account):
    plan_override = make_account(features={"lifecycle": {"half_life_short_days": 4}})
    tenant_override = make_account(features={"lifecycle": {"half_life_short_days": 4}})
    tenant_override.tenant.settings = {"lifecycle": {"half_life_short_days": 2}}
    tenant_override.tenant.save()
    broken = make_account()
    broken.tenant.settings = {"lifecycle": {"half_life_short_days": "two"}}  # wrong type: ignored
    broken.tenant.save()
    memories = [
        add(a, "x", tier="short", importance_score=0.8, age_days=4) for a in (plan_override, tenant_override, broken)
    ]
    lifecycle.run("decay")
    assert fresh(memories[0]).relevance_score == pytest.approx(0.4, abs=0.01)
    assert fresh(memories[1]).relevance_score == pytest.approx(0.2, abs=0.01)
    assert fresh(memories[2]).relevance_score == pytest.approx(0.05, abs=0.01)


def test_validate_overrides():
    assert lifecycle.validate_overrides({"half_life_short_days": 2, "prune_min_relevance": 0.2}) == []
    assert lifecycle.validate_overrides([]) == ["'lifecycle' must be an object."]
    problems = lifecycle.validate_overrides({"nope": 1, "prune_min_relevance": 3, "prune_idle_days": "x"})
    assert len(problems) == 3


# --- promote ----------------------------------------------------------------------------------------------


def test_promote_by_access_or_importance_with_history(account):
    accessed = add(account, "a", tier="short")
    important = add(account, "b", tier="short", importance_score=0.7)
    very_used = add(account, "c", tier="short")
    medium = add(account, "d", tier="medium", importance_score=0.9)
    stays = add(account, "e", tier="short", importance_score=0.5)
    stays_medium = add(account, "f", tier="medium", importance_score=0.8)
    Memory.unscoped.filter(pk=accessed.pk).update(access_count=3)
    Memory.unscoped.filter(pk=very_used.pk).update(access_count=10)
    Memory.unscoped.filter(pk=stays.pk).update(access_count=2)
    Memory.unscoped.filter(pk=stays_medium.pk).update(access_count=9)
    report = lifecycle.run("promote")
    tiers = {m.content: fresh(m).tier for m in (accessed, important, very_used, medium, stays, stays_medium)}
    assert tiers == {"a": "medium", "b": "medium", "c": "long", "d": "long", "e": "short", "f": "medium"}
    assert report.changed == 4
    events = MemoryEvent.objects.for_tenant(account.tenant).filter(action="promoted")
    assert {(str(e.memory_id), e.before["tier"], e.after["tier"], e.actor) for e in events} == {
        (str(accessed.pk), "short", "medium", "job:promote"),
        (str(important.pk), "short", "medium", "job:promote"),
        (str(very_used.pk), "short", "long", "job:promote"),
        (str(medium.pk), "medium", "long", "job:promote"),
    }
    assert lifecycle.run("promote").changed == 0


# --- prune ------------------------------------------------------------------------------------------------


def test_prune_expired_old_short_term_and_irrelevant(account):
    expired = add(account, "expired", tier="long", expires_at=timezone.now() - timedelta(minutes=1))
    expired_pinned = add(account, "expired pinned", pinned=True, expires_at=timezone.now() - timedelta(minutes=1))
    old_short = add(account, "old short", tier="short", age_days=8)
    young_short = add(account, "young short", tier="short", age_days=6)
    old_medium = add(account, "old medium", tier="medium", age_days=8)
    pinned_short = add(account, "pinned short", tier="short", age_days=30, pinned=True)
    idle = add(account, "idle irrelevant", tier="long", age_days=60, accessed_days=31)
    read = add(account, "read irrelevant", tier="long", age_days=60, accessed_days=10)
    Memory.unscoped.filter(pk__in=[idle.pk, read.pk]).update(relevance_score=0.05)
    successor = add(account, "keeps a pointer to nothing", tier="long")
    Memory.unscoped.filter(pk=successor.pk).update(parent_memory=old_short.pk)
    before = count(account)

    report = lifecycle.run("prune")
    gone = {m.content for m in (expired, expired_pinned, old_short, idle) if fresh(m) is None}
    kept = {m.content for m in (young_short, old_medium, pinned_short, read) if fresh(m) is not None}
    assert gone == {"expired", "expired pinned", "old short", "idle irrelevant"}
    assert kept == {"young short", "old medium", "pinned short", "read irrelevant"}
    assert report.changed == 4
    assert count(account) == before - 4 == Memory.objects.for_tenant(account.tenant).count()
    # The database deleted their vectors with them (ON DELETE CASCADE; the job deletes in SQL).
    assert MemoryEmbedding.objects.for_tenant(account.tenant).count() == before - 4
    assert fresh(successor).parent_memory_id is None  # the database cleared the reference
    reasons = {
        str(e.memory_id): e.after["reason"]
        for e in MemoryEvent.objects.for_tenant(account.tenant).filter(action="pruned")
    }
    assert reasons == {
        str(expired.pk): "expired",
        str(expired_pinned.pk): "expired",
        str(old_short.pk): "short_term_expired",
        str(idle.pk): "low_relevance",
    }
    assert lifecycle.run("prune").changed == 0


# --- consolidate ------------------------------------------------------------------------------------------


def test_consolidate_merges_near_duplicates_of_one_user(account):
    older = add(
        account, "User prefers green tea in the morning.", user_id="ana", age_days=2, importance_score=0.5, tags=["tea"]
    )
    newer = add(
        account,
        "User prefers green tea in the morning!",
        user_id="ana",
        age_days=1,
        importance_score=0.6,
        tags=["morning", "tea"],
        entities=["Ana"],
    )
    Memory.unscoped.filter(pk=newer.pk).update(access_count=4)
    other_user = add(account, "User prefers green tea in the morning.", user_id="bob")
    different = add(account, "User lives in Porto.", user_id="ana")
    pinned = add(account, "User prefers green tea in the morning.", user_id="ana", pinned=True)
    before = count(account)

    report = lifecycle.run("consolidate")
    assert fresh(newer) is None
    assert not MemoryEmbedding.unscoped.filter(pk=newer.pk).exists()  # its vector went with it
    kept = fresh(older)
    assert kept.importance_score == pytest.approx(0.65)  # the higher importance plus the merge boost
    assert kept.access_count == 4
    # What only the duplicate was labelled with stays findable: a filter by its tag or entity finds the memory.
    assert (kept.tags, kept.entities) == (["tea", "morning"], ["Ana"])
    assert fresh(other_user) and fresh(different) and fresh(pinned)
    assert report.changed == 1 and count(account) == before - 1
    events = MemoryEvent.objects.for_tenant(account.tenant).filter(action="merged")
    assert {str(e.memory_id) for e in events} == {str(older.pk), str(newer.pk)}
    assert events.get(memory_id=newer.pk).after == {"merged_into": str(older.pk)}
    assert events.get(memory_id=older.pk).after == {
        "merged_from": [str(newer.pk)],
        "importance_score": pytest.approx(0.65),
        "tags": ["tea", "morning"],
        "entities": ["Ana"],
    }
    assert lifecycle.run("consolidate").changed == 0


def test_consolidate_never_merges_a_changed_fact_however_close_its_vector(account):
    # Embeddings put a changed number or an added "not" within the threshold ("User is 34 years old." and
    # "... 35 ...": cosine 0.97 with `local`, bench/duplicates.py). Here each pair shares one vector: only what
    # the two texts state tells them apart.
    vector = [1.0] + [0.0] * 383

    def pair(user, older, newer, *, embedding=vector):
        return add(account, older, user_id=user, age_days=2, embedding=vector), add(
            account, newer, user_id=user, age_days=1, embedding=embedding
        )

    ages = pair("u1", "User is 34 years old.", "User is 35 years old.")
    allergy = pair("u2", "User is allergic to peanuts.", "User is not allergic to peanuts.")
    contraction = pair("u3", "User is allergic to peanuts.", "User isn't allergic to peanuts.")
    reworded = pair("u4", "User prefers oat milk.", "The user PREFERS oat milk!")  # the same statement
    # The nearest older memory states something else; a farther one, still within the threshold, the same.
    same = add(account, "Standup is at 9:30.", user_id="u5", age_days=3, embedding=[1.0, 0.2] + [0.0] * 382)
    moved, again = pair("u5", "Standup is at 10:00.", "Standup is at 9:30.", embedding=[1.0, 0.01] + [0.0] * 382)

    report = lifecycle.run("consolidate")
    assert all(fresh(m) is not None for m in (*ages, *allergy, *contraction, reworded[0], same, moved))
    assert fresh(reworded[1]) is None and fresh(again) is None
    assert report.changed == 2
    merged = MemoryEvent.objects.for_tenant(account.tenant).filter(action="merged")
    assert {str(e.memory_id) for e in merged} == {str(m.pk) for m in (*reworded, same, again)}
    assert lifecycle.run("consolidate").changed == 0


def test_consolidate_merges_only_within_one_scope(account):
    work = add(account, "The deploy runs at noon.", user_id="ana", scope="work", age_days=3)
    personal = add(account, "The deploy runs at noon.", user_id="ana", scope="personal", age_days=2)
    unscoped = add(account, "The deploy runs at noon.", user_id="ana", age_days=1)
    again = add(account, "The deploy runs at noon.", user_id="ana", scope="personal")
    assert lifecycle.run("consolidate").changed == 1
    assert fresh(work) and fresh(personal) and fresh(unscoped) and fresh(again) is None


def test_consolidate_never_shortens_a_facts_life(account):
    said = "The office is in Berlin."
    soon = timezone.now() + timedelta(days=3)
    # The newer one lasts longer (a higher tier, no expiry): merging it into the older would shorten its life.
    short = add(account, said, user_id="u1", tier="short", age_days=2)
    longer = add(account, said, user_id="u1", tier="long", age_days=1)
    expiring = add(account, said, user_id="u2", expires_at=soon, age_days=2)
    lasting = add(account, said, user_id="u2", age_days=1)
    # The older one lasts as long or longer: the newer merges into it.
    kept_long = add(account, said, user_id="u3", tier="long", age_days=2)
    newer_short = add(account, said, user_id="u3", tier="short", expires_at=soon, age_days=1)
    assert lifecycle.run("consolidate").changed == 1
    assert all(fresh(m) for m in (short, longer, expiring, lasting, kept_long)) and fresh(newer_short) is None


def test_consolidate_collapses_a_chain_and_users_without_id(account):
    chain = [add(account, "The deploy runs at noon.", age_days=3 - n) for n in range(3)]  # no user_id
    report = lifecycle.run("consolidate")
    assert [fresh(m) is not None for m in chain] == [True, False, False]
    # Copies are equally near one another: each merges into the oldest, so one pass is enough.
    assert report.batches == 1
    merged = MemoryEvent.objects.for_tenant(account.tenant).get(memory_id=chain[0].pk, action="merged")
    assert sorted(merged.after["merged_from"]) == sorted(str(m.pk) for m in chain[1:])
    assert Memory.objects.for_tenant(account.tenant).count() == count(account) == 1


def test_consolidate_collapses_many_copies_into_the_oldest_in_one_pass(account):
    # An app that stores the same line every session: every copy is as near to every older one (distance 0).
    copies = [add(account, "User said hello.", user_id="ana", age_days=30 - n) for n in range(30)]
    other = add(account, "User said goodbye.", user_id="ana")
    report = lifecycle.run("consolidate")
    assert report.changed == 29 and report.batches == 1
    assert set(Memory.objects.for_tenant(account.tenant).values_list("pk", flat=True)) == {copies[0].pk, other.pk}
    merged = MemoryEvent.objects.for_tenant(account.tenant).get(memory_id=copies[0].pk, action="merged")
    assert len(merged.after["merged_from"]) == 29


def test_consolidate_passes_again_only_over_a_group_with_a_waiting_memory(account):
    # c's nearest older duplicate is b (the same vector), and b merges into a in the same pass: c waits one pass.
    tilted = [1.0, 0.2] + [0.0] * 382
    said = "Standup is at 9:30."  # every one of them states the same
    a = add(account, said, user_id="ana", age_days=3, embedding=[1.0] + [0.0] * 383)
    add(account, said, user_id="ana", age_days=2, embedding=tilted)
    add(account, said, user_id="ana", age_days=1, embedding=tilted)
    pair = add(account, said, user_id="bob", age_days=2, embedding=tilted)
    add(account, said, user_id="bob", age_days=1, embedding=tilted)
    report = lifecycle.run("consolidate")
    assert report.changed == 3 and report.batches == 2  # the second pass is ana's alone
    assert set(Memory.objects.for_tenant(account.tenant).values_list("pk", flat=True)) == {a.pk, pair.pk}
    assert fresh(a).importance_score == pytest.approx(0.6)  # 0.5 + 0.05 per merge, one in each pass


def test_consolidate_compares_only_what_changed_since_the_last_run(account):
    add(account, "The office is in Berlin.", user_id="ana")
    lifecycle.run("consolidate")
    late = add(account, "The office is in Berlin.", user_id="ana")
    # A duplicate that arrived after the last run is found; old, unchanged memories are not compared again.
    assert lifecycle.run("consolidate").changed == 1 and fresh(late) is None


def test_consolidate_compares_again_only_after_a_content_change_or_an_unpin(account):
    first = add(account, "The office is in Berlin.", user_id="ana", age_days=2)
    twin = add(account, "The office is in Lisbon.", user_id="ana", age_days=1, pinned=True)
    lifecycle.run("consolidate")
    # Promotion, decay and access counts rewrite rows without making them duplicates: nothing to compare.
    Memory.unscoped.filter(pk__in=[first.pk, twin.pk]).update(tier="long", access_count=9, updated_at=timezone.now())
    assert sql.consolidate_groups(account.tenant.pk, lifecycle._consolidate_since(None)) == []
    # The pinned twin now says the same thing but stays until it is unpinned (an edit that changes its content).
    services.memory_update(
        tenant=account.tenant, actor="test", memory_id=twin.pk, data={"content": "The office is in Berlin."}
    )
    assert lifecycle.run("consolidate").changed == 0 and fresh(twin) is not None
    services.memory_update(tenant=account.tenant, actor="test", memory_id=twin.pk, data={"pinned": False})
    assert lifecycle.run("consolidate").changed == 1 and fresh(twin) is None and fresh(first) is not None
    events = MemoryEvent.objects.for_tenant(account.tenant).filter(memory_id=twin.pk, action="updated")
    assert all("content_changed_at" not in e.after for e in events)  # bookkeeping, not history


# --- every job --------------------------------------------------------------------------------------------


def test_jobs_never_touch_another_tenant_when_scoped(account, other):
    mine = add(account, "mine", tier="short", age_days=8)
    theirs = add(other, "theirs", tier="short", age_days=8)
    assert lifecycle.run("prune", tenant=account.tenant).changed == 1
    assert fresh(mine) is None and fresh(theirs) is not None
    assert count(other) == 1


def test_batches_cover_every_row(account, settings):
    settings.LIFECYCLE_BATCH_SIZE = 100
    for n in range(300):
        services.memory_create(tenant=account.tenant, actor="test", data={"content": f"memory {n}"})
    Memory.objects.for_tenant(account.tenant).update(created_at=timezone.now() - timedelta(days=8))
    report = lifecycle.run("prune")
    assert report.batches == 3 and report.changed == 300
    assert not Memory.objects.for_tenant(account.tenant).exists() and count(account) == 0


def test_consolidate_never_merges_across_tenants(account, other):
    # The same user id, the same words, the same vector: still two tenants' memories.
    mine = add(account, "The office is in Berlin.", user_id="ana", age_days=2)
    theirs = add(other, "The office is in Berlin.", user_id="ana", age_days=1)
    mine_unnamed = add(account, "The deploy runs at noon.", age_days=2)
    theirs_unnamed = add(other, "The deploy runs at noon.", age_days=1)
    assert lifecycle.run("consolidate").changed == 0
    assert all(fresh(m) is not None for m in (mine, theirs, mine_unnamed, theirs_unnamed))


def test_a_second_run_at_the_same_time_is_skipped(account):
    add(account, "x", tier="short", age_days=8)
    params = connection.get_connection_params()
    with psycopg.connect(**{k: v for k, v in params.items() if k != "cursor_factory"}, autocommit=True) as other:
        other.execute("SELECT pg_advisory_lock(hashtext('memoryos.lifecycle.prune'))")
        report = lifecycle.run("prune")
        assert report.skipped and report.changed == 0
        # Released explicitly: a closed session's locks go only when its backend exits, which on a loaded
        # machine may not have happened by the next statement.
        other.execute("SELECT pg_advisory_unlock(hashtext('memoryos.lifecycle.prune'))")
    assert Memory.objects.for_tenant(account.tenant).count() == 1
    assert lifecycle.run("prune").changed == 1


def test_unknown_job_is_an_error():
    with pytest.raises(ValueError, match="unknown lifecycle job"):
        lifecycle.run("defrag")


@pytest.mark.django_db(transaction=True)
def test_a_job_invalidates_cached_results(make_account):
    account = make_account()
    memory = add(account, "The old office was in Rome.", tier="short", age_days=8)
    search = {"query": "office Rome", "threshold": 0}
    first = account.client.post("/v1/search", search, format="json").json()
    assert [r["id"] for r in first["results"]] == [str(memory.pk)]
    lifecycle.run("prune")
    assert account.client.post("/v1/search", search, format="json").json()["results"] == []


def test_run_lifecycle_and_memory_stats_commands(account):
    add(account, "short and old", tier="short", age_days=8)
    add(account, "kept", tier="long", user_id="ana")
    out = StringIO()
    call_command("run_lifecycle", "decay", "promote", "prune", "--tenant", account.tenant.slug, stdout=out)
    lines = out.getvalue().splitlines()
    assert [line.split(":")[0] for line in lines] == ["decay", "promote", "prune"]
    assert lines[2].startswith("prune: 1 memories changed in 1 tenant(s)")
    out = StringIO()
    call_command("memory_stats", "--tenant", account.tenant.slug, stdout=out)
    table = out.getvalue().splitlines()
    assert table[0].split() == ["tenant", "tier", "nature", "memories", "pinned", "superseded"]
    assert table[1].split() == [account.tenant.slug, "long", "episodic", "1", "0", "0"]
    assert table[-1] == "total  1"
    with pytest.raises(CommandError, match="No tenant"):
        call_command("run_lifecycle", "decay", "--tenant", "nobody")
    with pytest.raises(CommandError):
        call_command("run_lifecycle", "defrag")


def test_beat_schedule_runs_every_job_with_an_expiry(settings):
    entries = settings.CELERY_BEAT_SCHEDULE.values()
    jobs = {tuple(e.get("args", ())) for e in entries if e["task"] == "memories.lifecycle"}
    assert jobs == {(job,) for job in lifecycle.JOBS}
    assert all(0 < e["options"]["expires"] < e["schedule"] for e in entries)


def test_admin_forms_reject_bad_lifecycle_overrides(account):
    from django.core.exceptions import ValidationError

    tenant = account.tenant
    tenant.settings = {"lifecycle": {"half_life_short_days": -1}}
    with pytest.raises(ValidationError, match="half_life_short_days"):
        tenant.full_clean()
    tenant.settings = {"lifecycle": {"half_life_short_days": 2}}
    tenant.full_clean()
    plan = tenant.plan
    plan.features = {"lifecycle": {"bogus": 1}}
    with pytest.raises(ValidationError, match="bogus"):
        plan.full_clean()


# --- per-tier counters ------------------------------------------------------------------------------------


def test_tier_counters_follow_every_writer_and_give_tier_list_totals(account, other):
    def check():
        tenant = Tenant.objects.get(pk=account.tenant.pk)
        stored = Counter(Memory.objects.for_tenant(account.tenant).values_list("tier", flat=True))
        counters = (tenant.memories_short, tenant.memories_medium, tenant.memories_long)
        assert counters == (stored["short"], stored["medium"], stored["long"])
        assert tenant.memory_count == sum(stored.values())
        for tier in ("short", "medium", "long"):  # a page of 1, so the total comes from the counter
            body = account.client.get(f"/v1/memories?tier={tier}&limit=1").json()
            assert body["meta"]["total"] == stored[tier], tier

    rows = [
        {"content": f"fact {i}", "tier": tier, "user_id": "ana"} for i, tier in enumerate(["short"] * 3 + ["long"] * 2)
    ]
    assert account.client.post("/v1/memories/batch", {"memories": rows}, format="json").status_code == 201
    other.client.post("/v1/memories/batch", {"memories": rows}, format="json")  # another tenant's counts apart
    check()
    edited = add(account, "edited", tier="short")
    account.client.patch(f"/v1/memories/{edited.pk}", {"tier": "medium"}, format="json")
    check()
    account.client.delete(f"/v1/memories/{edited.pk}")
    check()
    add(account, "important", tier="short", importance_score=0.95)
    assert lifecycle.run("promote", tenant=account.tenant).changed >= 1
    check()
    add(account, "old short", tier="short", age_days=8)
    assert lifecycle.run("prune", tenant=account.tenant).changed >= 1
    check()
    add(account, "The office is in Berlin.", tier="long", age_days=2)
    add(account, "The office is in Berlin.", tier="medium", age_days=1)
    assert lifecycle.run("consolidate", tenant=account.tenant).changed == 1
    check()
    assert account.client.delete("/v1/admin/users/ana").status_code == 200
    check()
    theirs = Tenant.objects.get(pk=other.tenant.pk)
    assert (theirs.memories_short, theirs.memories_medium, theirs.memories_long) == (3, 0, 2)

"""POST /v1/sessions → memories: validation, redaction, extraction (rules and a model over HTTP),
de-duplication and supersession, retries, the dead-letter table and replay, isolation."""

from __future__ import annotations

import time
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from django.db import connection
from django.utils import timezone

from ingestion import services
from ingestion.models import Session
from memories.models import Memory, MemoryEvent
from tenants.models import Scope, Tenant
from tests.conftest import make_client
from tests.openai_server import FakeOpenAI

CONVERSATION = (
    "User: Hi there, I need help planning my week.\n"
    "Assistant: Sure, what do you have going on?\n"
    "User: I prefer meetings in the morning. My name is Ana and I work at Acme as a data engineer.\n"
    "User: We decided to use PostgreSQL for the job queue. I moved to Lisbon on 2024-03-02.\n"
)


def submit(account, expected=202, **body):
    body.setdefault("user_id", "ana")
    response = account.client.post("/v1/sessions", body, format="json")
    assert response.status_code == expected, response.json()
    return response.json()


def run(session_id):
    """One attempt through the service, as either runner would make it."""
    return services.session_run(session_id)


def get(account, session_id, expected=200):
    response = account.client.get(f"/v1/sessions/{session_id}")
    assert response.status_code == expected, response.json()
    return response.json()


def wait_for(account, session_id, statuses=("completed", "dead"), timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        body = get(account, session_id)
        if body["status"] in statuses:
            return body
        time.sleep(0.1)
    raise AssertionError(f"session {session_id} stayed {body['status']}: {body}")


def memories_of(tenant):
    return list(Memory.objects.for_tenant(tenant).order_by("created_at", "content"))


def model_said(account, model, *memories: dict) -> dict:
    """Run a session whose model extracts these memories (by default semantic, medium-term preferences of
    importance 0.6); the session's body once it completed."""
    defaults = {"content_type": "preference", "memory_nature": "semantic", "importance": 0.6, "tier": "medium"}
    model.chat_memories = [{**defaults, **memory} for memory in memories]
    session_id = submit(account, conversation="User: something to remember")["session_id"]
    assert run(session_id).status == "completed"
    return get(account, session_id)


@pytest.fixture
def model(settings):
    """A local OpenAI-compatible server as the extraction model (the real openai client, over HTTP)."""
    with FakeOpenAI(dimensions=384) as server:
        settings.EXTRACTOR = "llm"
        settings.EXTRACTION_MODEL = "test-model"
        settings.OPENAI_BASE_URL = server.base_url
        settings.OPENAI_API_KEY = "sk-test"
        settings.EXTRACTION_TIMEOUT_SECONDS = 1
        settings.SESSION_RETRY_BASE_SECONDS = 0.01
        settings.SESSION_RETRY_JITTER_SECONDS = 0.01
        yield server


# --- the API ----------------------------------------------------------------------------------------------


def test_submit_answers_202_and_commits_the_session(account):
    body = submit(account, conversation=CONVERSATION, source_client="chat-app", metadata={"channel": "web"})
    assert body["status"] == "accepted"
    session = Session.objects.for_tenant(account.tenant).get(pk=body["session_id"])
    assert session.user_id == "ana" and session.source_client == "chat-app"
    shown = get(account, body["session_id"])
    assert shown["status"] == "accepted"
    assert shown["attempts"] == 0
    assert shown["created_memory_ids"] == [] and shown["metadata"] == {"channel": "web"}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "conversation"),
        ({"conversation": "User: hi", "messages": [{"role": "user", "content": "hi"}]}, "conversation"),
        ({"conversation": "   "}, "conversation"),
        ({"conversation": "User: a\u0000b"}, "conversation"),  # DRF's own check of every text field
        ({"messages": [{"role": "user", "content": "a\u0000b"}]}, "messages"),
        ({"messages": []}, "messages"),
        ({"messages": [{"role": "narrator", "content": "hi"}]}, "messages"),
        ({"messages": [{"role": "user", "content": ""}]}, "messages"),
        ({"messages": [{"role": "user", "content": "hi", "timestamp": "yesterday"}]}, "messages"),
        ({"messages": "User: hi"}, "messages"),
        ({"conversation": "User: hi", "metadata": ["not", "an", "object"]}, "metadata"),
        ({"conversation": "User: hi", "scope": "bad scope!"}, "scope"),
        ({"conversation": "User: hi", "user_id": "u" * 300}, "user_id"),
    ],
)
def test_bad_input_is_a_validation_error_and_writes_nothing(account, body, field):
    response = account.client.post("/v1/sessions", body, format="json")
    assert response.status_code == 400, response.json()
    error = response.json()["error"]
    assert error["code"] == "VALIDATION_ERROR"
    assert field in error["message"] or field in str(error["details"])
    assert not Session.objects.for_tenant(account.tenant).exists()


def test_conversation_over_the_session_limit_is_rejected(account, settings):
    settings.MAX_SESSION_BYTES = 2048
    response = account.client.post("/v1/sessions", {"conversation": "User: " + "a" * 3000}, format="json")
    assert response.status_code == 400
    assert "limit" in response.json()["error"]["message"]
    assert not Session.objects.for_tenant(account.tenant).exists()


def test_scopes(make_account):
    reader = make_account(scopes=[Scope.MEMORIES_READ])
    response = reader.client.post("/v1/sessions", {"conversation": "User: hi"}, format="json")
    assert response.status_code == 403 and response.json()["error"]["code"] == "FORBIDDEN"
    writer = make_account(scopes=[Scope.MEMORIES_WRITE, Scope.MEMORIES_READ])
    assert writer.client.get("/v1/admin/sessions").status_code == 403
    session_id = submit(writer, conversation="User: hi")["session_id"]
    assert writer.client.post(f"/v1/admin/sessions/{session_id}/replay").status_code == 403


def test_another_tenant_gets_nothing(account, other):
    session_id = submit(account, conversation=CONVERSATION)["session_id"]
    run(session_id)
    Session.objects.for_tenant(account.tenant).filter(pk=session_id).update(status="dead")
    assert get(other, session_id, expected=404)["error"]["code"] == "NOT_FOUND"
    assert other.client.post(f"/v1/admin/sessions/{session_id}/replay").status_code == 404
    assert other.client.get("/v1/admin/sessions?status=dead").json()["meta"]["total"] == 0
    assert account.client.get("/v1/admin/sessions?status=dead").json()["meta"]["total"] == 1
    assert Session.objects.for_tenant(account.tenant).get(pk=session_id).status == "dead"  # replay did nothing


def test_secrets_are_redacted_before_the_store(account):
    secret = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789"
    session_id = submit(
        account,
        messages=[
            {"role": "user", "content": f"I prefer short answers. My OpenAI key is {secret} and my password: hunter22"},
            {
                "role": "assistant",
                "content": "Noted. Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijkl",
            },
        ],
    )["session_id"]
    assert run(session_id).status == "completed"
    with connection.cursor() as cursor:
        cursor.execute("SELECT input::text FROM ingestion_session WHERE id = %s", [session_id])
        stored = cursor.fetchone()[0]
    assert secret not in stored and "hunter22" not in stored and "eyJhbGciOiJIUzI1NiJ9" not in stored
    assert "[REDACTED]" in stored
    contents = " ".join(m.content for m in memories_of(account.tenant))
    assert "User prefers short answers." in contents
    assert secret not in contents and "hunter22" not in contents


# --- extraction with the rules extractor --------------------------------------------------------------------


def test_rules_extraction_end_to_end(account):
    session_id = submit(account, conversation=CONVERSATION, scope="personal")["session_id"]
    outcome = run(session_id)
    assert outcome.status == "completed"
    body = get(account, session_id)
    assert body["status"] == "completed" and body["attempts"] == 1 and body["last_error"] is None
    memories = {m.content: m for m in memories_of(account.tenant)}
    assert sorted(body["created_memory_ids"]) == sorted(str(m.pk) for m in memories.values())
    assert memories["User prefers meetings in the morning."].content_type == "preference"
    assert memories["Decision: We decided to use PostgreSQL for the job queue."].content_type == "decision"
    name = memories["User's name is Ana and User works at Acme as a data engineer."]
    assert (name.content_type, name.memory_nature, name.tier) == ("fact", "semantic", "medium")
    event = memories["User moved to Lisbon on 2024-03-02. (2024-03-02)"]
    assert event.memory_nature == "episodic" and event.occurred_at.date().isoformat() == "2024-03-02"
    summaries = [m for m in memories.values() if m.content_type == "conversation"]
    assert len(summaries) == 1 and summaries[0].memory_nature == "episodic"
    assert all(m.user_id == "ana" and m.scope == "personal" for m in memories.values())
    assert all(m.metadata["session_id"] == session_id for m in memories.values())
    assert Tenant.objects.get(pk=account.tenant.pk).memory_count == len(memories)
    # They are searchable like any memory.
    found = account.client.post("/v1/search", {"query": "where does Ana work", "threshold": 0}, format="json")
    assert found.json()["results"][0]["content"].startswith("User's name is Ana")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # A dated event that also states a fact: the event whole, and the fact on its own.
        (
            "I moved to Lisbon last week and I am allergic to peanuts.",
            [
                ("event", "User moved to Lisbon last week and they are allergic to peanuts. (week of 2026-11-09)"),
                ("fact", "User is allergic to peanuts."),
            ],
        ),
        # A clause of another kind than the sentence, which alone is nothing to remember.
        ("I went to Paris and I was born in Lyon.", [("fact", "User was born in Lyon.")]),
        # Clauses of the sentence's own kind add nothing, and "I" that is not the sentence's subject stays.
        ("I like tea and I hate coffee.", [("preference", "User likes tea and they hate coffee.")]),
        (
            "My sister and I went hiking yesterday.",
            [("event", "User and their sister went hiking yesterday. (2026-11-19)")],
        ),
        # Facts that are not "I am …": what the user has, cannot eat, does by habit.
        ("Btw my budget is around 4000 euros.", [("fact", "User's budget is around 4000 euros.")]),
        ("I can't eat gluten.", [("fact", "User can't eat gluten.")]),
        ("I cannot eat gluten.", [("fact", "User cannot eat gluten.")]),
        ("I usually don't drink coffee.", [("fact", "User usually doesn't drink coffee.")]),
        ("I often didn't sleep well.", [("fact", "User often didn't sleep well.")]),
        # A day without a year is the nearest such day: a trip in April, said in November, is next April.
        ("We will fly to Tokyo on April 3rd.", [("event", "We will fly to Tokyo on April 3rd. (2027-04-03)")]),
        ("I went to Paris on November 2.", [("event", "User went to Paris on November 2. (2026-11-02)")]),
        ("I usually wake up at 6am.", [("fact", "User usually wakes up at 6am.")]),
        ("I no longer work at Acme.", [("fact", "User no longer works at Acme.")]),
        # What the user asks of the assistant for good is a preference; a request for now is nothing to keep.
        (
            "Please always answer in Portuguese.",
            [("preference", "User asks the assistant to always answer in Portuguese.")],
        ),
        ("Never use emojis!", [("preference", "User asks the assistant to never use emojis.")]),
        ("Don't suggest meat dishes, please.", [("preference", "User asks the assistant not to suggest meat dishes.")]),
        ("Call me Ana.", [("preference", "User asks the assistant to call them Ana.")]),
        ("From now on, reply in French.", [("preference", "User asks the assistant to reply in French.")]),
        (
            "Please answer in Portuguese from now on.",
            [("preference", "User asks the assistant to answer in Portuguese.")],
        ),
        ("Please send me the report.", []),
        ("Don't worry about it.", []),
        # (Round 200, session 61: asked as "Can you always …?", for good too; it was read as asking what the assistant
        # can do, and kept nothing.)
        (
            "Can you always answer in Portuguese?",
            [("preference", "User asks the assistant to always answer in Portuguese.")],
        ),
        # A statement after "from now on" is not a request; its clause about the user is a habit.
        ("From now on, I run every morning.", [("fact", "User runs every morning.")]),
        # The words a spoken sentence opens with are not in the way of what it says.
        (
            "Yes, I am vegetarian and I hate cilantro.",
            [("fact", "User is vegetarian and they hate cilantro."), ("preference", "User hates cilantro.")],
        ),
        ("Hi, I'm Ana.", [("fact", "User is Ana.")]),
        ("Hi there, my name is Ana.", [("fact", "User's name is Ana.")]),
        ("Oh, and by the way, I live in Porto.", [("fact", "User lives in Porto.")]),
        ("Yeah I prefer tabs over spaces.", [("preference", "User prefers tabs over spaces.")]),
        ("No, I don't eat pork.", [("fact", "User doesn't eat pork.")]),
        ("Okay, so we decided to use Redis.", [("decision", "Decision: We decided to use Redis.")]),
        ("Oh and please never use emojis.", [("preference", "User asks the assistant to never use emojis.")]),
        ("Yes, please.", []),
        # A birthday or an anniversary comes back every year: a fact, not a one-day event of the short term.
        ("My birthday is on March 3rd.", [("fact", "User's birthday is on March 3rd.")]),
        ("Our wedding anniversary is June 5.", [("fact", "User's wedding anniversary is June 5.")]),
        ("My birthday is tomorrow!", [("fact", "User's birthday is tomorrow! (2026-11-21)")]),
        ("My birthday party was last Saturday.", [("event", "User's birthday party was last Saturday. (2026-11-14)")]),
        # What the user asks to be remembered is kept, whatever it is; "Remember to …" or a question is not such a
        # request ("Remind me to …" with a day is an event: below).
        ("Remember that I'm lactose intolerant.", [("fact", "User is lactose intolerant.")]),
        ("Can you remember that my favorite color is green?", [("preference", "User's favorite color is green.")]),
        ("Note that I take my coffee black.", [("fact", "User takes their coffee black.")]),
        ("Please remember: our office is closed on Mondays.", [("fact", "User's office is closed on Mondays.")]),
        ("Just so you know, I'm colorblind.", [("fact", "User is colorblind.")]),
        ("Remember to call mom tomorrow.", []),
        ("Do you remember what I said?", []),
        ("Note: the build is red.", []),
        # A request for now is not a preference.
        ("Hi there, I need help planning my week.", []),
        ("I want you to summarize this article.", []),
        ("I want to learn Japanese.", [("preference", "User wants to learn Japanese.")]),
        # Said as what the user wants of the assistant: for good, or for now (round 11).
        ("I'd like you to keep answers short.", [("preference", "User asks the assistant to keep answers short.")]),
        (
            "I'd like you to always answer in Spanish.",
            [("preference", "User asks the assistant to always answer in Spanish.")],
        ),
        ("I want you to stop using emojis.", [("preference", "User asks the assistant to stop using emojis.")]),
        ("I'd like you to review my code.", []),
        ("I want you to know that I'm vegan.", [("fact", "User is vegan.")]),
        # When it holds stays in the memory; what follows it is what the rules read.
        ("Currently I'm reading Dune.", [("fact", "Currently User is reading Dune.")]),
        ("I drive a Tesla.", [("fact", "User drives a Tesla.")]),
        ("Our team uses Jira and Slack.", [("fact", "User's team uses Jira and Slack.")]),
        (
            "I switched jobs last month; now I work at Stripe.",
            [
                ("event", "User switched jobs last month; now they work at Stripe. (2026-10)"),
                ("fact", "User works at Stripe."),
            ],
        ),
        # An abbreviation's full stop does not end the sentence.
        (
            "I'm a nurse at St. Mary's and I mostly work night shifts.",
            [("fact", "User is a nurse at St. Mary's and they mostly work night shifts.")],
        ),
        ("Please call me Dr. Chen.", [("preference", "User asks the assistant to call them Dr. Chen.")]),
        ("I usually wake up at 6 a.m. on weekdays.", [("fact", "User usually wakes up at 6 a.m. on weekdays.")]),
        # What keeps a conversation going is not about the user; "I'm good at …" is.
        ("I'm sorry, I meant the other file.", []),
        ("I'm not sure, let me think about it.", []),
        ("I'm done.", []),
        ("I'm good at chess.", [("fact", "User is good at chess.")]),
        # Something for the assistant to write now is a request, not a preference; a verb in -ed is not a past.
        ("I need a workout plan.", []),
        ("I want some recipe ideas.", []),
        ("I need a new laptop.", [("preference", "User needs a new laptop.")]),
        # The user's own clause after a comma, in a sentence that does not start with "I".
        ("Three days, and I have a bad knee.", [("fact", "User has a bad knee.")]),
        # "I" as chat types it: without an apostrophe, lowercase, or with a phone's curly apostrophe.
        ("im a teacher in madrid", [("fact", "User is a teacher in madrid.")]),
        ("i live in Oslo and ive got two cats", [("fact", "User lives in Oslo and they've got two cats.")]),
        ("hey im Sam from Leeds", [("fact", "User is Sam from Leeds.")]),
        ("Im Sommer fahre ich nach Berlin.", []),
        ("I\u2019m allergic to bees.", [("fact", "User is allergic to bees.")]),
        # What the user's household or team has and does; not a duty for now.
        ("We have a standup every morning.", [("fact", "We have a standup every morning.")]),
        ("We have to fix this bug.", []),
        ("Our son has soccer practice on Tuesdays.", [("fact", "User's son has soccer practice on Tuesdays.")]),
        # Being a fan, with or without the subject.
        ("Not a fan of horror movies.", [("preference", "User is not a fan of horror movies.")]),
        ("Big fan of jazz.", [("preference", "User is a big fan of jazz.")]),
        ("I'm a huge fan of Radiohead.", [("preference", "User is a huge fan of Radiohead.")]),
        ("I recently got diagnosed with ADHD.", [("fact", "User recently got diagnosed with ADHD.")]),
        # An order that says at its end that it is for good; "stop …ing"; the assistant is "it" in the memory.
        ("Keep your answers short, always.", [("preference", "User asks the assistant to keep its answers short.")]),
        (
            "Also, reply in bullet points from now on.",
            [("preference", "User asks the assistant to reply in bullet points.")],
        ),
        ("Stop adding disclaimers.", [("preference", "User asks the assistant to stop adding disclaimers.")]),
        ("Keep it short.", []),
        # "Going forward" before an order asks the assistant; before a subject it is a decision.
        ("Going forward, cite your sources.", [("preference", "User asks the assistant to cite its sources.")]),
        ("Going forward, we use Postgres.", [("decision", "Decision: Going forward, we use Postgres.")]),
        # A habit, whatever the verb, when the sentence says how often.
        ("I walk my dog every morning.", [("fact", "User walks their dog every morning.")]),
        ("Every Sunday I call my parents.", [("fact", "Every Sunday User calls their parents.")]),
        ("Usually I skip breakfast.", [("fact", "Usually User skips breakfast.")]),
        ("I swim three times a week.", [("fact", "User swims three times a week.")]),
        ("I walk to the station.", []),
        # A clause of the user's own after a bare comma; what the user does not want "for me".
        ("Gluten-free please, I'm coeliac.", [("fact", "User is coeliac.")]),
        ("Nothing spicy for me.", [("preference", "User wants nothing spicy.")]),
        ("No problem for me.", []),
        ("Our company just launched a mobile app.", [("fact", "User's company just launched a mobile app.")]),
        ("My mother's birthday is on the 4th of July.", [("fact", "User's mother's birthday is on the 4th of July.")]),
        # Round 4 (session 43): a routine said by its condition, the user's past, a reason about someone of the
        # user's after a comma, an order that ends in "ever"; and what none of them is.
        ("I cycle to school when it's not raining.", [("fact", "User cycles to school when it's not raining.")]),
        ("I cried when I heard the news.", []),
        ("I'll call you when I get home.", []),
        ("I used to play the violin.", [("fact", "User used to play the violin.")]),
        ("Growing up, I had three dogs.", [("fact", "Growing up, User had three dogs.")]),
        ("I had a sandwich.", []),
        ("Please no shellfish, my wife is allergic.", [("fact", "User's wife is allergic.")]),
        ("Something quiet please, my partner works nights.", [("fact", "User's partner works nights.")]),
        ("Sure, my pleasure.", []),
        ("Thanks, my friend.", []),
        ("No bullet points, ever.", [("preference", "User asks the assistant to use no bullet points.")]),
        (
            "No emojis in your replies ever.",
            [("preference", "User asks the assistant to use no emojis in its replies.")],
        ),
        ("No problem, ever.", []),
        ("No, I live in Porto.", [("fact", "User lives in Porto.")]),
        # Round 5 (session 44): what the user does most of the time, a change under way, an order for next time,
        # a question passed on; a verb whose past is its present, and a verb at the end of its sentence.
        ("I mainly read on my Kindle.", [("fact", "User mainly reads on their Kindle.")]),
        ("I mostly agree.", []),
        ("I mainly wonder why.", []),
        ("I'm mostly fine.", []),
        ("We're migrating the backend to Go.", [("decision", "Decision: We're migrating the backend to Go.")]),
        ("We're moving our docs to Notion.", [("decision", "Decision: We're moving our docs to Notion.")]),
        ("Next time, skip the summary.", [("preference", "User asks the assistant to skip the summary.")]),
        ("Next time, I'll bring snacks.", []),
        ("I'll bring it next time.", []),
        ("My friend asked me what the best laptop is.", []),
        ("My boss wants to know how we deploy.", []),
        ("I read every night.", [("fact", "User reads every night.")]),
        ("I quit my job in 2019.", [("event", "User quit their job in 2019. (2019)")]),
        ("I often swim.", [("fact", "User often swims.")]),
        # Round 6: corrections and updates, what the household did, a move, orders asked as questions or with
        # "be"; and what none of them is.
        ("Correction: I have three kids, not two.", [("fact", "User has three kids, not two.")]),
        ("Quick update: I got the job at Google!", [("fact", "User got the job at Google!")]),
        ("We just adopted a puppy named Luna.", [("fact", "We just adopted a puppy named Luna.")]),
        ("We talked about it.", []),
        ("We got an error when deploying.", []),
        ("We're moving to Denver.", [("fact", "We're moving to Denver.")]),
        (
            "Could you always add a TL;DR at the top?",
            [("preference", "User asks the assistant to always add a TL;DR at the top.")],
        ),
        ("Could you add a TL;DR?", []),
        ("Will you always remember this?", []),
        ("Don't be so formal with me.", [("preference", "User asks the assistant not to be so formal with them.")]),
        ("Don't be silly.", []),
        # Round 7: a developer's setup is kept, the problem of the moment is not.
        ("I'm stuck on this bug.", []),
        ("I'm stuck in a job I hate.", [("fact", "User is stuck in a job they hate.")]),
        ("We deploy on Kubernetes.", [("fact", "We deploy on Kubernetes.")]),
        ("Our app is written in Flutter.", [("fact", "User's app is written in Flutter.")]),
        # Round 8 (session 45): how something of the user's went, a relocation, what the user does not own, where
        # "we" host and what "our" things run on; a moment away and what keeps failing now keep nothing.
        ("Good news: my thesis defense went great.", [("fact", "User's thesis defense went great.")]),
        ("My day went well.", []),
        ("We're relocating to Lisbon.", [("fact", "We're relocating to Lisbon.")]),
        ("I don't own a car.", [("fact", "User doesn't own a car.")]),
        ("We host our docs on Netlify.", [("fact", "We host our docs on Netlify.")]),
        ("Our tests run on Jenkins.", [("fact", "User's tests run on Jenkins.")]),
        ("Sorry, I was away for a bit.", []),
        ("I've been busy for a while.", []),
        ("I was away for a month in Peru.", [("fact", "User was away for a month in Peru.")]),
        ("My internet keeps dropping today.", []),
        ("The app keeps crashing.", []),
        ("My son keeps asking for a dog.", [("fact", "User's son keeps asking for a dog.")]),
        # Round 9 (session 46): what the user bought, adopted, passed or works with; what they do not do at all;
        # what "we" do not have and the stack "we're on"; a request with a lasting reason; orders for next time.
        ("I bought a road bike.", [("fact", "User bought a road bike.")]),
        ("I shoot with a Canon R6.", [("fact", "User shoots with a Canon R6.")]),
        ("I don't cook much.", [("fact", "User doesn't cook much.")]),
        ("I don't know.", []),
        ("I can't wait!", []),
        ("I can't even.", []),
        ("I finally passed my bar exam!", [("fact", "User finally passed their bar exam!")]),
        ("I passed the wrong argument.", []),
        ("I can't log in.", []),
        ("We don't have kids.", [("fact", "We don't have kids.")]),
        ("We don't have time for this.", []),
        ("We're on Django 5 and use Celery.", [("fact", "We're on Django 5 and use Celery.")]),
        ("We're on a call.", []),
        ("We're on Zoom right now.", []),
        ("Our dog's name is Rex.", [("fact", "User's dog's name is Rex.")]),
        ("Update: the scan came back normal.", [("fact", "User's scan came back normal.")]),
        (
            "Please use Celsius, I live in France.",
            [("preference", "User asks the assistant to use Celsius."), ("fact", "User lives in France.")],
        ),
        ("Please use a table.", []),
        (
            "Leave out the disclaimers next time, please.",
            [("preference", "User asks the assistant to leave out the disclaimers.")],
        ),
        (
            "Always include type hints in code you write for me.",
            [("preference", "User asks the assistant to always include type hints in code it writes for them.")],
        ),
        ("I'm allergic to cats, by the way.", [("fact", "User is allergic to cats.")]),
        # Round 10 (session 47): a pastime taken up, a thing of the user's got, how an operation went, a team's stack,
        # a pet got, the way to work, news without its subject, "no more …", "… only, please", a change made.
        ("I took up running.", [("fact", "User took up running.")]),
        ("I gave up on that approach.", []),
        ("I just got my driver's license!", [("fact", "User just got their driver's license!")]),
        ("I got my code working.", []),
        ("Update: the operation went well.", [("fact", "User's operation went well.")]),
        ("The deploy went fine.", []),
        (
            "Our backend is Go and our frontend is Svelte.",
            [("fact", "User's backend is Go and their frontend is Svelte.")],
        ),
        ("Our backend is down.", []),
        ("We got a third cat.", [("fact", "We got a third cat.")]),
        ("We got a second opinion.", []),
        ("I take the subway to work.", [("fact", "User takes the subway to work.")]),
        ("Just got a job offer from Google!", [("fact", "User just got a job offer from Google!")]),
        ("Got it.", []),
        ("No more tables, please.", [("preference", "User asks the assistant not to use tables.")]),
        ("No more questions, thanks.", []),
        ("Imperial units only, please.", [("preference", "User asks the assistant to use imperial units only.")]),
        (
            "We switched from Jenkins to GitHub Actions.",
            [("decision", "Decision: We switched from Jenkins to GitHub Actions.")],
        ),
        ("I switched tabs by mistake.", []),
        # …and the chat of the moment keeps nothing: what the user has to ask now, what they just did to the work at
        # hand, the error they see, what they do with the answer, a word on what was said. A life's record stays.
        ("I have a question about the API.", []),
        ("I've tried that already.", []),
        ("I moved the file to src.", []),
        ("I'm getting a 404 on that endpoint.", []),
        ("I'm reading your answer now.", []),
        ("I was wrong about that.", []),
        ("I've run three marathons.", [("fact", "User has run three marathons.")]),
        ("I'm getting back into swimming.", [("fact", "User is getting back into swimming.")]),
        ("I run a small coffee shop.", [("fact", "User runs a small coffee shop.")]),
        # The second part of round 10: how the user takes an answer or an option, what they must do now, where they
        # are this minute; and the same words saying something lasting.
        ("I'm okay with either.", []),
        ("I'm happy with the second version.", []),
        ("I'm happy with my new job.", [("fact", "User is happy with their new job.")]),
        ("I'd prefer the second option.", []),
        ("I prefer the aisle seat.", [("preference", "User prefers the aisle seat.")]),
        ("I have to go now.", []),
        ("I have to wear glasses for reading.", [("fact", "User has to wear glasses for reading.")]),
        ("I'm at work right now.", []),
        ("I'm in Berlin now.", [("fact", "User is in Berlin now.")]),
        ("I have a couple of minutes.", []),
        ("I have a couple of dogs.", [("fact", "User has a couple of dogs.")]),
        ("I've never heard of that.", []),
        ("I've never been skiing.", [("fact", "User has never been skiing.")]),
        ("I'm asking because my code fails.", []),
        ("I'm using the code you gave me.", []),
        ("I'm almost done.", []),
        ("I'm 34.", [("fact", "User is 34.")]),
        # What is done to the work at hand needs the work: "opened" a bakery is the user's life, not the chat's.
        ("I've changed the password.", []),
        ("I opened a bakery in 2019.", [("event", "User opened a bakery in 2019. (2019)")]),
        # Round 11: a wish for every answer said as a question about all of them, as what would help, or as less of
        # something; not a favour asked now, nor of the one answer at hand.
        (
            "Can you make your answers shorter?",
            [("preference", "User asks the assistant to make its answers shorter.")],
        ),
        ("Can you make that answer shorter?", []),
        (
            "I'd appreciate it if you used bullet points.",
            [("preference", "User would appreciate it if the assistant used bullet points.")],
        ),
        ("I'd appreciate it if you could check this.", []),
        (
            "It would help if you wrote the code in TypeScript.",
            [("preference", "User says it would help if the assistant wrote the code in TypeScript.")],
        ),
        ("Less jargon please.", [("preference", "User asks the assistant to use less jargon.")]),
        ("Lose the emojis next time.", [("preference", "User asks the assistant to lose the emojis.")]),
        # A choice taken back is a decision; an option of the moment is not.
        ("Scratch that, we're going with Vue.", [("decision", "Decision: We're going with Vue.")]),
        ("We're going with the second one.", []),
        # The name the user goes by, said by them or by who uses it.
        ("I go by Alex these days.", [("fact", "User goes by Alex these days.")]),
        ("Everyone calls me Bex.", [("fact", "User goes by Bex.")]),
        ("People call me crazy.", []),
        # An occasion named by "the" with its date is the user's; a place's hours are not.
        ("Heads up: the launch is on December 3rd.", [("event", "The launch is on December 3rd. (2026-12-03)")]),
        ("The museum is open on Sunday.", []),
        # A reminder with a day is an event on it, a recurring one a request for good; without either, and a question
        # to the memory, nothing.
        (
            "Remind me to call my mom tomorrow.",
            [("event", "User asked to be reminded to call their mom tomorrow. (2026-11-21)")],
        ),
        (
            "Remind me to drink water every hour.",
            [("preference", "User asks the assistant to remind them to drink water every hour.")],
        ),
        ("Remind me to check the logs.", []),
        ("Remind me what we decided about the logo.", []),
        # Another writer's phrasings (MADial-Bench): an intensifier before the liking, a liking said the other way
        # round, a favourite that names a day, an opinion or a feeling before the user's own news, what was done to
        # the user on a day, a statement before the question it leads to.
        ("I absolutely love chocolate cake!", [("preference", "User absolutely loves chocolate cake!")]),
        (
            "What I like most is going to the theater.",
            [("preference", "What User likes most is going to the theater.")],
        ),
        (
            "My favorite dish is for dinner tonight, roast chicken!",
            [("preference", "User's favorite dish is for dinner tonight, roast chicken!")],
        ),
        ("I think our cat has been acting strange lately.", [("fact", "User's cat has been acting strange lately.")]),
        ("I think that's wrong.", []),
        (
            "Some kids at school made fun of me again today.",
            [("event", "Some kids at school made fun of them again today. (2026-11-20)")],
        ),
        ("Give me a summary of today's news.", []),
        ("We use Postgres, should we add an index?", [("fact", "We use Postgres.")]),
        ("I have a question, can you help?", []),
        # "now" at the end: an option or a thing of the work is of the moment, a job is not.
        ("I'm looking at the second option now.", []),
        ("I'm checking the second link now.", []),
        ("I'm teaching at a high school now.", [("fact", "User is teaching at a high school now.")]),
        # Round 12 (session 49): a favourite named first; what the user did without saying the day is an event
        # without a date; the work at hand, a meal, a figure of speech are not.
        ("Pizza is my favorite food.", [("preference", "Pizza is User's favorite food.")]),
        (
            "Pizza is my favorite food, I could eat it every day.",
            [("preference", "Pizza is User's favorite food, they could eat it every day.")],
        ),
        ("That one is my favorite!", []),
        ("The blue one is my favorite.", []),
        ("This is my favorite answer so far.", []),
        ("I once climbed Mount Fuji.", [("event", "User once climbed Mount Fuji.")]),
        ("I once read that honey never spoils.", []),
        ("I once again forgot the flag.", []),
        ("I once lived in Tokyo.", [("fact", "User once lived in Tokyo.")]),
        ("I baked a carrot cake for my sister.", [("event", "User baked a carrot cake for their sister.")]),
        ("I made a mistake in the last step.", []),
        ("I made a sandwich.", []),
        ("I built the image again.", []),
        ("I came in last at the sports meet.", [("event", "User came in last at the sports meet.")]),
        ("I won a chess tournament at school.", [("event", "User won a chess tournament at school.")]),
        ("I won the argument.", []),
        ("I won't do that.", []),
        ("I accidentally broke a bowl in the kitchen.", [("event", "User accidentally broke a bowl in the kitchen.")]),
        ("I broke the build again.", []),
        ("I lost my train of thought.", []),
        ("I got a new bike for my birthday!", [("event", "User got a new bike for their birthday!")]),
        ("I got an error on line 3.", []),
        ("Our picnic got cancelled.", [("event", "User's picnic got cancelled.")]),
        ("I cried at the wedding.", [("event", "User cried at the wedding.")]),
        ("I had a great time playing tennis.", [("event", "User had a great time playing tennis.")]),
        ("I had a great time chatting with you.", []),
        # Round 12, second part: a taste said with "find", a skill after "I think", a picture of "the" thing drawn;
        # a feeling or a fear about the moment and a wish for what was just named keep nothing.
        (
            "You know, sometimes I really find competitions boring.",
            [("preference", "Sometimes User really finds competitions boring.")],
        ),
        ("I find the docs confusing.", []),
        ("I find it confusing.", []),
        ("I think I'm pretty good at chess.", [("fact", "User is pretty good at chess.")]),
        ("I think I'm right.", []),
        ("I drew the starry sky.", [("event", "User drew the starry sky.")]),
        ("I want one too.", []),
        ("I'm super excited about it.", []),
        ("I'm excited about my new job.", [("fact", "User is excited about their new job.")]),
        ("I'm afraid I'll regret it.", []),
        ("I'm afraid of spiders.", [("fact", "User is afraid of spiders.")]),
        ("You know what I mean?", []),
        # Round 12, third part: "quite" before a liking, the user's family, a taste said with a gerund, a skill
        # learned, what "we" made (a plural without an article too); not a liking of "it" or "her", nor the work.
        ("I quite like jazz.", [("preference", "User quite likes jazz.")]),
        ("I quite agree.", []),
        ("My uncle can fix any car.", [("fact", "User's uncle can fix any car.")]),
        ("I absolutely love it!", []),
        ("I really love her.", []),
        (
            "Cooking with my kids is so much fun.",
            [("preference", "User thinks cooking with their kids is so much fun.")],
        ),
        ("Debugging this is boring.", []),
        ("Reading the docs was fun.", []),
        ("I learned how to bake bread.", [("event", "User learned how to bake bread.")]),
        ("I learned how to fix it.", []),
        ("We planted tomatoes in the garden.", [("event", "We planted tomatoes in the garden.")]),
        ("We made changes to the API.", []),
        ("I made sure it works.", []),
        # Round 13, first part: what the user's people did or said, a family word used as a name, a question that
        # takes a fact about one of them for granted, what the user does with others; not a colleague's work, not a
        # question about the work, not a noun after "Dad".
        (
            "My deskmate ranked first in the exam.",
            [("event", "User's deskmate ranked first in the exam.")],
        ),
        ("My classmate Lily won the spelling bee.", [("event", "User's classmate Lily won the spelling bee.")]),
        ("My son just turned five.", [("fact", "User's son just turned five.")]),
        ("My dad was a pilot.", [("fact", "User's dad was a pilot.")]),
        ("My coworker pushed a fix.", []),
        (
            "Mom said she would buy me a bicycle.",
            [("fact", "User's mom said she would buy them a bicycle.")],
        ),
        (
            "But Uncle always says that I'm not good at drawing.",
            [("fact", "User's uncle always says that User is not good at drawing.")],
        ),
        ("Dad jokes are the worst.", []),
        ("Mom, can you help?", []),
        (
            "Why does my best friend have to move to another city?",
            [("fact", "User's best friend has to move to another city.")],
        ),
        ("Why is my son always so tired?", [("fact", "User's son is always so tired.")]),
        ("Why do my parents never listen to me?", [("fact", "User's parents never listen to them.")]),
        ("Why does my code keep failing?", []),
        ("Why did my manager reject the PR?", []),
        ("We always play soccer together after school.", [("fact", "We always play soccer together after school.")]),
        ("We always get this error.", []),
        # Round 13, second part: a mood of the moment is the day's episode (test below); one that comes back, or
        # what the user is tired of, stays a fact; "I'm sure." keeps nothing.
        ("I'm so sad.", [("event", "User is so sad. (2026-11-20)")]),
        ("I'm always tired.", [("fact", "User is always tired.")]),
        ("I'm tired of pasta.", [("fact", "User is tired of pasta.")]),
        ("I'm sure.", []),
        ("I'm not quite sure how to do it.", []),
        # Round 13, third part: a question is no event whatever day it names; what the chat just named, heard of,
        # played with or looked forward to, keeps nothing; a late start is the day's mishap (told without its day,
        # so dated when said, with no date in its text).
        ("What should we do today?", []),
        ("Can we go to the park tomorrow?", []),
        ("I've heard of it, but I'm not quite sure how to do it.", []),
        ("I've played with it before.", []),
        ("I'm really looking forward to it.", []),
        ("I'm looking forward to the school trip.", [("fact", "User is looking forward to the school trip.")]),
        ("I woke up late and missed the bus.", [("event", "User woke up late and missed the bus.")]),
        ("I overslept this morning.", [("event", "User overslept this morning. (2026-11-20)")]),
        ("I went to the zoo today.", [("event", "User went to the zoo today. (2026-11-20)")]),
        # Irregular pasts (session 51): each was read as a present ("User dealts with …"), and the day it named as
        # the next one ("I underwent knee surgery in March" was dated March 2027). A past that is also a noun or an
        # adjective is one only right after "I"; a past that is its present stays a present in a habit.
        ("I dealt with the movers on Monday.", [("event", "User dealt with the movers on Monday. (2026-11-16)")]),
        ("I underwent knee surgery in March.", [("event", "User underwent knee surgery in March. (2026-03)")]),
        ("I rose early on Sunday to run.", [("event", "User rose early on Sunday to run. (2026-11-15)")]),
        ("I upset my sister on Tuesday.", [("event", "User upset their sister on Tuesday. (2026-11-17)")]),
        ("I usually beat my brother at chess.", [("fact", "User usually beats their brother at chess.")]),
        ("I'm stuck at home until Monday.", [("fact", "User is stuck at home until Monday.")]),
        (
            "I'm visiting the rose garden on Sunday.",
            [("event", "User is visiting the rose garden on Sunday. (2026-11-22)")],
        ),
        # Round 14 (session 51): everyday ways to say when. A part of today or last night; two days on; a time to come
        # counted from now (not a duration in the past, nor one after "can" or another number); a part of a month or
        # of this one; a day of the month alone; a holiday after a word of time; "the other day" (an event of late,
        # dated when said, with no date in its words). Said on Friday 2026-11-20.
        ("I went to the dentist this morning.", [("event", "User went to the dentist this morning. (2026-11-20)")]),
        ("I had a terrible headache last night.", [("event", "User had a terrible headache last night. (2026-11-19)")]),
        (
            "My brother arrives the day after tomorrow.",
            [("event", "User's brother arrives the day after tomorrow. (2026-11-22)")],
        ),
        ("I have a job interview in 3 days.", [("event", "User has a job interview in 3 days. (2026-11-23)")]),
        (
            "My cousin's wedding is in three weeks.",
            [("event", "User's cousin's wedding is in three weeks. (week of 2026-12-07)")],
        ),
        ("My passport expires in two months.", [("event", "User's passport expires in two months. (2027-01)")]),
        ("I learned to knit in two weeks.", [("event", "User learned to knit in two weeks.")]),
        ("I read 50 books in a year.", []),
        ("I'm moving to Denver in mid-February.", [("event", "User is moving to Denver in mid-February. (2027-02)")]),
        (
            "I have a deadline at the end of the month.",
            [("event", "User has a deadline at the end of the month. (2026-11)")],
        ),
        (
            "My mortgage payment is due on the 1st.",
            [("event", "User's mortgage payment is due on the 1st. (2026-12-01)")],
        ),
        ("I was paid on the 31st.", [("event", "User was paid on the 31st. (2026-10-31)")]),
        ("I got a new bike for Christmas.", [("event", "User got a new bike for Christmas. (2025-12-25)")]),
        (
            "I'm visiting my grandma on Christmas Eve.",
            [("event", "User is visiting their grandma on Christmas Eve. (2026-12-24)")],
        ),
        ("I love Christmas.", [("preference", "User loves Christmas.")]),
        ("I ran into my old teacher the other day.", [("event", "User ran into their old teacher the other day.")]),
        ("I read about it the other day.", []),
        # …and a time that comes back, in a habit or a liking, dates nothing: a fact or a preference, not one day.
        ("I love skiing in January.", [("preference", "User loves skiing in January.")]),
        ("I always go home in December.", [("fact", "User always goes home in December.")]),
        ("I usually call my mom on Sunday.", [("fact", "User usually calls their mom on Sunday.")]),
        ("I always go to this bar in December.", [("fact", "User always goes to this bar in December.")]),
        ("I loved the concert last night.", [("event", "User loved the concert last night. (2026-11-19)")]),
        # Session 51's probe of lasting facts in everyday words: where the user has not been, their weight, "Me and
        # my sister …" (read as "My sister and I …"); "I haven't tried it yet" is still the chat of the moment.
        ("I haven't been to Japan yet.", [("fact", "User hasn't been to Japan yet.")]),
        ("I haven't tried it yet.", []),
        ("I weigh 70 kg.", [("fact", "User weighs 70 kg.")]),
        ("Me and my sister run a bakery.", [("fact", "User and their sister run a bakery.")]),
        ("Me too.", []),
        # …and of tastes: stronger verbs, a dislike with an adverb, what is (not) the user's thing, named first; a
        # dislike of what the chat just named keeps nothing, as a liking of it does.
        ("I can't get enough of Thai food.", [("preference", "User can't get enough of Thai food.")]),
        ("I despise cilantro.", [("preference", "User despises cilantro.")]),
        ("I don't really like crowds.", [("preference", "User doesn't really like crowds.")]),
        ("I don't like it when people are late.", [("preference", "User doesn't like it when people are late.")]),
        ("I don't like it.", []),
        ("Coffee is my thing.", [("preference", "User says coffee is their thing.")]),
        ("Spicy food isn't for me.", [("preference", "User says spicy food isn't for them.")]),
        ("Horror movies are not my cup of tea.", [("preference", "User says horror movies are not their cup of tea.")]),
        ("That's not my thing.", []),
        ("The second option isn't for me.", []),
        # …and a developer's chat: a team's production database is a fact (not how it is now); when the work at hand
        # is wanted is the chat of the moment, not an event of that day.
        ("Our production database is Postgres 15.", [("fact", "User's production database is Postgres 15.")]),
        ("Our production database is down.", []),
        ("I need this by tomorrow.", []),
        ("My manager wants this done today.", []),
        # …and chat as typed: contractions without their apostrophe, "u", "ya"; the ways to ask for a name; a call
        # asked for now is no name to go by.
        ("i dont eat meat", [("fact", "User doesn't eat meat.")]),
        ("ya i live in nyc", [("fact", "User lives in nyc.")]),
        ("dont use emojis", [("preference", "User asks the assistant not to use emojis.")]),
        ("u can call me sam", [("preference", "User asks the assistant to call them sam.")]),
        ("Feel free to call me Sam.", [("preference", "User asks the assistant to call them Sam.")]),
        ("Call me later.", []),
        ("Call me back when you can.", []),
        ("we're going to paris in june", [("event", "We're going to paris in june. (2027-06)")]),
        ("i was in rome in may", [("event", "User was in rome in may. (2026-05)")]),
        # Round 15 (session 52): a season (northern, from the month that begins it), last, next or this, bare in a
        # sentence about the past or to come, or with its year; a season alone in any other sentence, or before a
        # noun it describes, is no date. Said on Friday 2026-11-20, in the autumn.
        ("I broke my arm last summer.", [("event", "User broke their arm last summer. (summer 2026)")]),
        (
            "I started learning guitar last autumn.",
            [("event", "User started learning guitar last autumn. (autumn 2025)")],
        ),
        ("We went skiing last winter.", [("event", "We went skiing last winter. (winter 2025–26)")]),
        ("We're going to Lapland this winter.", [("event", "We're going to Lapland this winter. (winter 2026–27)")]),
        ("We're going camping in the spring.", [("event", "We're going camping in the spring. (spring 2027)")]),
        ("I took up running in the spring.", [("event", "User took up running in the spring. (spring 2026)")]),
        ("I ran a marathon in the fall of 2023.", [("event", "User ran a marathon in the fall of 2023. (fall 2023)")]),
        ("The leaves are beautiful in the fall.", []),
        ("I always go to the beach in the summer.", [("fact", "User always goes to the beach in the summer.")]),
        ("I went to summer camp as a kid.", [("fact", "User went to summer camp as a kid.")]),
        ("I fall asleep easily.", []),
        # …a count from a day to come; "this past" and "this coming"; "this Tuesday" said after Tuesday, of what is to
        # come (the next one); a day of the month after its weekday; a day and month in figures when only one order
        # makes a date ("12/05" may be either, and keeps no date).
        (
            "I have a job interview a week from Monday.",
            [("event", "User has a job interview a week from Monday. (2026-11-30)")],
        ),
        ("We're meeting up a week from tomorrow.", [("event", "We're meeting up a week from tomorrow. (2026-11-28)")]),
        (
            "My brother is visiting a week from today.",
            [("event", "User's brother is visiting a week from today. (2026-11-27)")],
        ),
        (
            "I started my new job this past Monday.",
            [("event", "User started their new job this past Monday. (2026-11-16)")],
        ),
        (
            "I have a haircut this coming Thursday.",
            [("event", "User has a haircut this coming Thursday. (2026-11-26)")],
        ),
        ("I have yoga this Wednesday.", [("event", "User has yoga this Wednesday. (2026-11-25)")]),
        ("I went to the dentist this Tuesday.", [("event", "User went to the dentist this Tuesday. (2026-11-17)")]),
        ("I have a meeting on Monday the 7th.", [("event", "User has a meeting on Monday the 7th. (2026-12-07)")]),
        ("My sister's wedding is on 6/14.", [("event", "User's sister's wedding is on 6/14. (2027-06-14)")]),
        ("My rent is due on 30/11.", [("event", "User's rent is due on 30/11. (2026-11-30)")]),
        ("I moved here on 3/15/2019.", [("event", "User moved here on 3/15/2019. (2019-03-15)")]),
        ("My exam is on 12/05.", [("fact", "User's exam is on 12/05.")]),
        # …and the user's further verbs in a list, after "I'm" or a verb in the present (not after "to", another
        # subject, or "like" meaning "such as").
        ("I'm 42, divorced, and live alone.", [("fact", "User is 42, divorced, and lives alone.")]),
        ("I'm married and have two kids.", [("fact", "User is married and has two kids.")]),
        (
            "I live in Oslo, work in tech, and love hiking.",
            [("fact", "User lives in Oslo, works in tech, and loves hiking.")],
        ),
        (
            "I work at Google and my wife works at Apple.",
            [("fact", "User works at Google and their wife works at Apple.")],
        ),
        ("I like to read and write poetry.", [("preference", "User likes to read and write poetry.")]),
        ("I'm into jazz and live music.", [("fact", "User is into jazz and live music.")]),
        # Round 16 (session 52): a further verb after "but"; what is "ours" after "My wife and I"; a title the user
        # read, watched or finished is an event of late (not a message, a doc, someone's email or TV).
        ("I'm from Brazil but live in Berlin.", [("fact", "User is from Brazil but lives in Berlin.")]),
        (
            "My wife and I are celebrating our anniversary on Saturday.",
            [("event", "User and their wife are celebrating their anniversary on Saturday. (2026-11-21)")],
        ),
        ("I just finished reading Dune.", [("event", "User just finished reading Dune.")]),
        ("I watched Oppenheimer last night.", [("event", "User watched Oppenheimer last night. (2026-11-19)")]),
        # …and a further verb before any word but a noun it makes with it, and not at the end of the sentence.
        ("I'm a nurse and work night shifts.", [("fact", "User is a nurse and works night shifts.")]),
        ("I play tennis and run marathons.", [("fact", "User plays tennis and runs marathons.")]),
        ("I'm a fan of theatre and live shows.", [("preference", "User is a fan of theatre and live shows.")]),
        ("I love my family and work.", [("preference", "User loves their family and work.")]),
        # Round 17 (session 52): changes in a life. A name changed, a habit stopped or quit, a job quit, a big thing
        # sold, where the user no longer lives or works; a correction after "I meant" or "I mean,"; "our" after "I";
        # the weekend just gone or coming, and a habit on weekends stays undated.
        ("I changed my name to Alex.", [("fact", "User changed their name to Alex.")]),
        ("I changed my mind.", []),
        ("I stopped drinking coffee.", [("fact", "User stopped drinking coffee.")]),
        ("I quit my job.", [("fact", "User quit their job.")]),
        ("I sold my car.", [("fact", "User sold their car.")]),
        ("I don't live in Boston anymore.", [("fact", "User doesn't live in Boston anymore.")]),
        ("Sorry, I meant I have two sons, not two daughters.", [("fact", "User has two sons, not two daughters.")]),
        ("I meant to call you.", []),
        ("I'm pregnant with our first child.", [("fact", "User is pregnant with their first child.")]),
        ("We got engaged over the weekend!", [("event", "We got engaged over the weekend! (weekend of 2026-11-14)")]),
        ("I'm moving over the weekend.", [("event", "User is moving over the weekend. (weekend of 2026-11-21)")]),
        ("I usually sleep in on the weekend.", [("fact", "User usually sleeps in on the weekend.")]),
        # Round 18 (session 52): an order about all the assistant's answers is for good, as is a polite question that
        # says "from now on" (not one about remembering or helping); what the user likes the assistant to do is said
        # of the assistant.
        (
            "Keep your answers under 100 words.",
            [("preference", "User asks the assistant to keep its answers under 100 words.")],
        ),
        ("Keep it short.", []),
        (
            "Can you always cite sources from now on?",
            [("preference", "User asks the assistant to always cite sources.")],
        ),
        ("Will you remember this from now on?", []),
        ("I like it when you give examples.", [("preference", "User likes it when the assistant gives examples.")]),
        (
            "I hate it when you don't explain your reasoning.",
            [("preference", "User hates it when the assistant doesn't explain its reasoning.")],
        ),
        ("Always please.", []),
        # Round 20 (session 52): a background given before the facts; a further verb after an adverb, and more common
        # verbs, each but before a noun it makes ("design books", "grow lights"); "read" in the present is "reads".
        (
            "Quick background: I'm a high school chemistry teacher in Ohio.",
            [("fact", "User is a high school chemistry teacher in Ohio.")],
        ),
        ("A bit about me: I have two kids.", [("fact", "User has two kids.")]),
        (
            "I code in Python, mostly build APIs, and sometimes teach workshops.",
            [("fact", "User codes in Python, mostly builds APIs, and sometimes teaches workshops.")],
        ),
        ("I love cooking and read a lot.", [("preference", "User loves cooking and reads a lot.")]),
        ("I like music, art and design books.", [("preference", "User likes music, art and design books.")]),
        # Round 21 (session 52): a weight after "and"; the names of what is ours; what a doctor or a therapist did;
        # who raised the user is a fact of their life, not the day's news.
        ("I'm 6 feet tall and weigh about 180 pounds.", [("fact", "User is 6 feet tall and weighs about 180 pounds.")]),
        ("Our twins are named Leo and Mia.", [("fact", "User's twins are named Leo and Mia.")]),
        ("My therapist suggested journaling.", [("event", "User's therapist suggested journaling.")]),
        ("My grandparents raised me.", [("fact", "User's grandparents raised them.")]),
        ("My colleague fixed the typo.", []),
        # Round 40 (session 52): the user's home, street, neighbours and landlord with any verb; renting; sharing a
        # flat; not a thing of the work at hand.
        ("My building has no elevator.", [("fact", "User's building has no elevator.")]),
        ("Our neighbors are really loud.", [("fact", "User's neighbors are really loud.")]),
        ("We rent our place.", [("fact", "We rent our place.")]),
        ("I share a flat with my sister.", [("fact", "User shares a flat with their sister.")]),
        ("My code has a bug.", []),
        # …and a probe of twenty developer's sentences after rounds 15-40, for what they might now keep wrongly: a
        # care for the work here, something failing since a day.
        ("I care about performance here.", []),
        # Round 43 (session 52): money.
        ("I just paid off my car.", [("fact", "User just paid off their car.")]),
        ("I invest in index funds.", [("fact", "User invests in index funds.")]),
        ("I shop at Costco.", [("fact", "User shops at Costco.")]),
        ("I owe my friend 200 dollars.", [("fact", "User owes their friend 200 dollars.")]),
        ("I owe you one.", []),
        # Round 44 (session 52): touch lost with someone, a falling out, a reconnection.
        ("I lost touch with my college friends.", [("fact", "User lost touch with their college friends.")]),
        ("I fell out with my brother.", [("fact", "User fell out with their brother.")]),
        ("We split bills 50/50.", [("fact", "We split bills 50/50.")]),
        # Round 45 (session 53): a correction's openings ("Wait", "I meant to say", "Forget what I said about …", "I
        # said … but"); where the user does not live or work, and with whom; what they cancelled or signed up for;
        # where the household is going; a number's last digits.
        ("Just to correct myself: my son is 7, not 8.", [("fact", "User's son is 7, not 8.")]),
        ("I meant to say I have two cats, not three.", [("fact", "User has two cats, not three.")]),
        (
            "Wait, I said Tuesday but my appointment is on Wednesday.",
            [("event", "User's appointment is on Wednesday. (2026-11-25)")],
        ),
        ("Forget what I said about Paris, we're going to Rome instead.", [("fact", "We're going to Rome instead.")]),
        ("I said no but she insisted.", []),
        ("I don't live with my parents anymore.", [("fact", "User doesn't live with their parents anymore.")]),
        ("I don't work at Amazon.", [("fact", "User doesn't work at Amazon.")]),
        ("I don't work in this file.", []),
        ("I don't work for you.", []),
        ("I canceled my gym membership.", [("fact", "User canceled their gym membership.")]),
        ("I cancelled the deploy.", []),
        ("I signed up for a marathon.", [("fact", "User signed up for a marathon.")]),
        ("We're heading to Lisbon.", [("fact", "We're heading to Lisbon.")]),
        ("My new phone number ends in 4421.", [("fact", "User's new phone number ends in 4421.")]),
        # Round 46 (session 53): fandom. A team supported (named), music listened to, where the user goes often, the
        # sports followed or not.
        ("I support Arsenal.", [("fact", "User supports Arsenal.")]),
        ("I support that idea.", []),
        ("I root for the Yankees.", [("fact", "User roots for the Yankees.")]),
        ("I listen to a lot of jazz.", [("fact", "User listens to a lot of jazz.")]),
        ("Listen to this.", []),
        ("I go to a lot of concerts.", [("fact", "User goes to a lot of concerts.")]),
        ("I don't follow sports at all.", [("fact", "User doesn't follow sports at all.")]),
        ("I follow the README.", []),
        # Round 47 (session 53): a lasting fact and what it asks of every answer are two memories, the second pinned;
        # not when the fact is of the moment, nor when the request says no more than the fact.
        (
            "I'm colorblind, so avoid red and green in charts.",
            [
                ("fact", "User is colorblind."),
                ("preference", "User asks the assistant to avoid red and green in charts."),
            ],
        ),
        (
            "English isn't my first language, so keep it simple.",
            [
                ("fact", "English isn't User's first language."),
                ("preference", "User asks the assistant to keep its answers simple."),
            ],
        ),
        ("I'm in a hurry, so keep it short.", []),
        (
            "I'm gluten intolerant so please keep that in mind for recipes.",
            [("fact", "User is gluten intolerant so please keep that in mind for recipes.")],
        ),
        ("I'm lactose intolerant, so no dairy please.", [("fact", "User is lactose intolerant, so no dairy please.")]),
        ("I read best with bullet points.", [("fact", "User reads best with bullet points.")]),
        ("I learn best with examples.", [("fact", "User learns best with examples.")]),
        # Round 48 (session 53): getting around. The transit the user takes, a carpool, where they park, flying a lot.
        ("I take the train into the city.", [("fact", "User takes the train into the city.")]),
        ("I carpool with a coworker.", [("fact", "User carpools with a coworker.")]),
        ("I park on the street.", [("fact", "User parks on the street.")]),
        ("Let's park this discussion.", []),
        ("I fly a lot for work.", [("fact", "User flies a lot for work.")]),
        # Round 49 (session 53): a sigh before what the user tells, without its comma; a thing of the user's that broke
        # (not a flat battery, nor a thing of the work at hand); "My ex and I" still opens a fact (below, round 29).
        ("ugh my landlord is raising the rent again.", [("fact", "User's landlord is raising the rent again.")]),
        ("omg I passed my driving test", [("fact", "User passed their driving test.")]),
        ("My car broke down again.", [("event", "User's car broke down again.")]),
        ("Ugh, my phone died again lol", []),
        ("My build broke.", []),
        # Round 50 (session 53): a date's own clause tells which one it is; "I'm loving it" says nothing of its own.
        (
            "I've been running since September and I'm training for a half marathon in the spring.",
            [
                (
                    "event",
                    "User has been running since September and they're training for a half marathon in the spring. "
                    "(spring 2027)",
                ),
                ("fact", "User has been running since September."),  # (round 184: the lasting fact on its own too)
            ],
        ),
        (
            "I moved to Lisbon in March, and I'm loving it.",
            [("event", "User moved to Lisbon in March, and they're loving it. (2026-03)")],
        ),
        ("I'm loving it.", []),
        # Round 62 (session 53): the reason for a request about "them" is no fact of its own; jet lag is a mood.
        (
            "Don't send me memes, I never open them.",
            [("preference", "User asks the assistant not to send them memes, they never open them.")],
        ),
        (
            "Nothing too spicy, my kids won't eat it.",
            [("fact", "User's kids won't eat it.")],
        ),
        ("I'm so jet lagged.", [("event", "User is so jet lagged. (2026-11-20)")]),
        # Round 51 (session 53): pets. A pet's name said with a possessive, what the user feeds it, what "the" vet or
        # doctor said (the user's), not what the docs said.
        ("My bunny's name is Clover.", [("fact", "User's bunny's name is Clover.")]),
        ("I feed my dog a raw diet.", [("fact", "User feeds their dog a raw diet.")]),
        ("The vet said my cat needs to lose weight.", [("fact", "User's vet said their cat needs to lose weight.")]),
        ("The doctor said I need more sleep.", [("fact", "User's doctor said User needs more sleep.")]),
        ("The docs said to restart the server.", []),
        # Round 52 (session 53): ideas, advice or tips asked for now are no taste, alone or after a fact, which is
        # kept without them; what the user got new is a fact, as a gift on an occasion stays an event of its day.
        ("I'm a teacher, and I need help with lesson plans.", [("fact", "User is a teacher.")]),
        ("I just adopted a puppy and I need advice on crate training.", [("fact", "User just adopted a puppy.")]),
        ("I need ideas for a tiny kitchen.", []),
        (
            "I'd love recommendations for sci-fi novels.",
            [("preference", "User would love recommendations for sci-fi novels.")],
        ),
        ("I got a new phone.", [("fact", "User got a new phone.")]),
        ("I got a new bike for my birthday!", [("event", "User got a new bike for their birthday!")]),
        ("I got a new idea.", []),
        # Round 53 (session 53): chat as typed on a phone. A laugh and a "no" before what the user tells, a school that
        # accepted them, "bf", "rn", "sm" and "hes" read whole; a mood about something, said of the moment.
        ("lol no i dont have kids", [("fact", "User doesn't have kids.")]),
        ("i just got accepted into nursing school!!", [("fact", "User just got accepted into nursing school!!")]),
        ("my bf works at google", [("fact", "User's boyfriend works at google.")]),
        ("my dad is 50 and hes a nurse", [("fact", "User's dad is 50 and he's a nurse.")]),
        ("i love sushi sm", [("preference", "User loves sushi so much.")]),
        ("im so worried about my mom rn", [("event", "User is so worried about their mom right now. (2026-11-20)")]),
        ("I'm stressed about my exams.", [("fact", "User is stressed about their exams.")]),
        ("lol ok", []),
        # Round 54 (session 53): what the household loves is a taste; what keeps happening to the user's sleep or
        # health.
        ("We love Thai and Mexican food.", [("preference", "We love Thai and Mexican food.")]),
        ("We love it.", []),
        ("I keep waking up at 4 am.", [("fact", "User keeps waking up at 4 am.")]),
        ("I keep getting this error.", []),
        # Round 42 (session 52): school. An exam failed, a school got into (not trouble), dropping out, a PhD
        # defended, a grade got.
        ("I failed my chemistry exam.", [("fact", "User failed their chemistry exam.")]),
        ("I got into Stanford!", [("fact", "User got into Stanford!")]),
        ("I got into trouble.", []),
        ("I dropped out of college.", [("fact", "User dropped out of college.")]),
        ("I got a B on my essay.", [("fact", "User got a B on their essay.")]),
        # Round 41 (session 52): the chat of the moment, which these kept before this session too.
        ("I'll try it tomorrow.", []),
        ("I'm going to test this now.", []),
        ("I've used that library before.", []),
        ("I need to think about it.", []),
        ("Let's go with option B.", []),
        ("I'd rather not do that.", []),
        ("I'll start running again tomorrow.", [("decision", "User will start running again tomorrow.")]),
        ("My build has been failing since yesterday.", []),
        # Round 39 (session 52): devices and access. Gaming on a device, how the user types, a language named first,
        # an aid the user uses (a fact, where a tool stays a taste).
        ("I game on PS5.", [("fact", "User games on PS5.")]),
        ("I type with one hand.", [("fact", "User types with one hand.")]),
        ("English is my second language.", [("fact", "English is User's second language.")]),
        ("I use a wheelchair.", [("fact", "User uses a wheelchair.")]),
        ("I use VS Code.", [("preference", "User uses VS Code.")]),
        # Round 38 (session 52): a pastime said in the present without how often, and "every winter"; not what is done
        # to the work at hand.
        ("I collect vinyl records.", [("fact", "User collects vinyl records.")]),
        ("I do CrossFit.", [("fact", "User does CrossFit.")]),
        ("I go climbing at the gym.", [("fact", "User goes climbing at the gym.")]),
        ("I ski every winter.", [("fact", "User skis every winter.")]),
        ("I restore the backup.", []),
        # Round 37 (session 52): food and diet. What the user can't handle, what alone they drink, what they try to do
        # (not the moment's), "meal prep" as one verb, "our" after "My husband".
        ("I can't handle spicy food.", [("fact", "User can't handle spicy food.")]),
        ("I only drink oat milk.", [("fact", "User only drinks oat milk.")]),
        ("I only have a few minutes.", []),
        ("I try to avoid processed food.", [("fact", "User tries to avoid processed food.")]),
        ("I try to keep it short.", []),
        ("I meal prep on Sundays.", [("fact", "User meal-preps on Sundays.")]),
        ("My husband is the cook in our house.", [("fact", "User's husband is the cook in their house.")]),
        # Round 36 (session 52): events of work. A raise, being fired, notice handed in, a job not got, a round closed,
        # a first client; "I didn't get that" is the moment's.
        ("I got a raise.", [("fact", "User got a raise.")]),
        ("I got fired.", [("fact", "User got fired.")]),
        ("I handed in my notice.", [("fact", "User handed in their notice.")]),
        ("I didn't get the job.", [("fact", "User didn't get the job.")]),
        ("I didn't get that.", []),
        ("We closed our seed round.", [("fact", "We closed our seed round.")]),
        ("I signed my first client.", [("fact", "User signed their first client.")]),
        # Round 34 (session 52): health and mood. What the user struggles with or suffers from (not the work at hand),
        # how a thing of theirs has been.
        ("I struggle with insomnia.", [("fact", "User struggles with insomnia.")]),
        ("I suffer from chronic back pain.", [("fact", "User suffers from chronic back pain.")]),
        ("I struggle with this bug.", []),
        ("I'm struggling with that error.", []),
        ("My mental health has been bad.", [("fact", "User's mental health has been bad.")]),
        # Round 33 (session 52): values and skills. What the user cares about, values or believes in; what matters
        # to them, named; what they can or know how to do; not what is at hand.
        ("I care a lot about the environment.", [("fact", "User cares a lot about the environment.")]),
        ("I care about that.", []),
        ("I believe in giving back.", [("fact", "User believes in giving back.")]),
        ("I believe you.", []),
        ("Family is everything to me.", [("preference", "User says family is everything to them.")]),
        ("That means a lot to me.", []),
        ("I can code in Python.", [("fact", "User can code in Python.")]),
        ("I know how to sail.", [("fact", "User knows how to sail.")]),
        ("I know how to fix it.", []),
        # Round 32 (session 52): a season in the present of what is scheduled is a date (the next one, said in that
        # season); a break-up is a fact.
        ("My son starts college in the fall.", [("event", "User's son starts college in the fall. (fall 2027)")]),
        ("Our lease ends in the summer.", [("event", "User's lease ends in the summer. (summer 2027)")]),
        ("I broke up with my girlfriend.", [("fact", "User broke up with their girlfriend.")]),
        # Round 31 (session 52): what the user wears to see or hear; "keep" as a further verb, but not "keep it …"
        # after a comma, which asks the assistant.
        ("I wear glasses.", [("fact", "User wears glasses.")]),
        ("I'm Jewish and keep kosher.", [("fact", "User is Jewish and keeps kosher.")]),
        ("I'm new to this, keep it simple.", [("fact", "User is new to this, keep it simple.")]),
        # Round 30 (session 52): chat as typed. "bday" and "fav" read whole, "lol" or "btw" at the end without its
        # comma, a plan or news without its subject.
        ("my bday is june 3", [("fact", "User's birthday is june 3.")]),
        ("my fav food is ramen", [("preference", "User's favorite food is ramen.")]),
        ("i love hiking lol", [("preference", "User loves hiking.")]),
        (
            "gonna visit my mom this weekend",
            [("event", "User is gonna visit their mom this weekend. (weekend of 2026-11-21)")],
        ),
        ("started a new job today", [("event", "User started a new job today. (2026-11-20)")]),
        ("been learning korean for a year", [("fact", "User has been learning korean for a year.")]),
        # Round 29 (session 52): family. The household's youngest or eldest, an ex, what the household are.
        ("Our youngest just started kindergarten.", [("fact", "User's youngest just started kindergarten.")]),
        ("My ex and I co-parent.", [("fact", "User and their ex co-parent.")]),
        # Round 57 (session 53): what the user may not have, and why.
        ("No shellfish, I'm allergic.", [("fact", "User is allergic to shellfish.")]),
        ("No peanuts please, I'm allergic.", [("fact", "User is allergic to peanuts.")]),
        ("We're foster parents.", [("fact", "We're foster parents.")]),
        # Round 28 (session 52): the user's time. What suits them, named (not a time for one meeting, not what is at
        # hand), when they work best, when alone they can meet.
        ("Mornings work best for me.", [("preference", "User says mornings work best for them.")]),
        ("Email is the best way to reach me.", [("preference", "User says email is the best way to reach them.")]),
        ("Friday works best for me.", []),
        ("That works for me.", []),
        ("I do my best work in the afternoon.", [("fact", "User does their best work in the afternoon.")]),
        ("I can only meet on Tuesdays.", [("fact", "User can only meet on Tuesdays.")]),
        # Round 27 (session 52): travel and home. A trip the user is back from is an event of late (not work or the
        # store); "travel" is a further verb; time spent somewhere and a move under way are facts; where the user is
        # heading this minute is the moment's (not what they are going to do).
        ("I just got back from Italy.", [("event", "User just got back from Italy.")]),
        ("I just got back from the store.", []),
        ("I'm based in London but travel a lot.", [("fact", "User is based in London but travels a lot.")]),
        ("I spent a year in Japan.", [("fact", "User spent a year in Japan.")]),
        ("We're in the middle of moving.", [("fact", "We're in the middle of moving.")]),
        ("I'm heading to the airport now.", []),
        ("I'm going to make a call right now!", [("fact", "User is going to make a call right now!")]),
        # Round 26 (session 52): facts in numbers.
        ("We've been married since 2015.", [("fact", "We've been married since 2015.")]),
        ("I earn about 80k a year.", [("fact", "User earns about 80k a year.")]),
        ("I make a mistake every time.", []),
        ("My budget for the trip is 3000 euros.", [("fact", "User's budget for the trip is 3000 euros.")]),
        ("I sleep about 6 hours a night.", [("fact", "User sleeps about 6 hours a night.")]),
        # Round 25 (session 52): dislikes and reactions. What something named does to the user (not what is at hand),
        # what they get, what they would never do or don't do at all.
        ("Spiders freak me out.", [("fact", "User says spiders freak them out.")]),
        ("Spicy food gives me heartburn.", [("fact", "User says spicy food gives them heartburn.")]),
        ("Cilantro tastes like soap to me.", [("fact", "User says cilantro tastes like soap to them.")]),
        ("That makes me happy.", []),
        ("Your answer confuses me.", []),
        ("I get seasick easily.", [("fact", "User gets seasick easily.")]),
        ("I'd never eat sushi.", [("fact", "User would never eat sushi.")]),
        ("I'd never do that.", []),
        ("I don't do mornings.", [("fact", "User doesn't do mornings.")]),
        ("I don't do much.", []),
        # Round 23 (session 52): plans and hopes. What the user hopes, plans, intends or aims to do, and what the
        # household saves, tries or plans for, are facts (not the work at hand, nor "I hope to hear from you").
        ("I hope to visit Peru one day.", [("fact", "User hopes to visit Peru one day.")]),
        ("I plan to retire at 55.", [("fact", "User plans to retire at 55.")]),
        ("I plan to try that.", []),
        ("I hope to hear from you soon.", []),
        ("We're saving for a house.", [("fact", "We're saving for a house.")]),
        ("We're trying for a baby.", [("fact", "We're trying for a baby.")]),
        ("We're trying to fix it.", []),
        # From madial-7's misses (session 52): a question tagged on to what the user tells; an emphatic "do"; what the
        # user thinks well of, by name (not what is on the table); "I've tried, but …", a wish for "something" and a
        # fear of what one of theirs will do are the chat of the moment.
        (
            "I drew a really cool race car yesterday, want to see it?",
            [("event", "User drew a really cool race car yesterday. (2026-11-19)")],
        ),
        ("I really do have a red remote-controlled car!", [("fact", "User really has a red remote-controlled car!")]),
        (
            "I think both basketball and soccer are great!",
            [("preference", "User thinks both basketball and soccer are great!")],
        ),
        ("I think your idea is great.", []),
        ("I've tried, but they either don't answer or they rush through the conversation.", []),
        ("I've tried sushi.", [("fact", "User has tried sushi.")]),
        ("I want to do something fun.", []),
        ("I'm afraid my deskmate will dislike me even more.", []),
        # Round 22 (session 52): a developer's work. What a thing of the team's uses (not the chat), what the team is
        # and whom it hires, whom the user reports to, a deadline of something.
        ("Our API uses GraphQL.", [("fact", "User's API uses GraphQL.")]),
        ("Our conversation uses a lot of tokens.", []),
        ("We're a Python shop.", [("fact", "We're a Python shop.")]),
        ("We're a bit confused.", []),
        ("We're hiring two backend engineers.", [("fact", "We're hiring two backend engineers.")]),
        ("I report to the CTO.", [("fact", "User reports to the CTO.")]),
        (
            "The deadline for the migration is March 1st.",
            [("event", "The deadline for the migration is March 1st. (2027-03-01)")],
        ),
        ("I read your message.", []),
        ("I finished the docs.", []),
        ("I read John's email.", []),
        ("I watched TV all day.", []),
        # Round 64 (session 54): help asked with a plan tells the plan; what the user does not want (not what they do
        # not feel like doing now); a deadline without "on"; a list of people alone keeps nothing.
        ("Can you help me plan a trip to Portugal?", [("fact", "User is planning a trip to Portugal.")]),
        ("Help me plan my sister's baby shower.", [("fact", "User is planning their sister's baby shower.")]),
        ("Help me plan my week.", []),
        ("I don't want kids.", [("preference", "User doesn't want kids.")]),
        ("I don't want to share.", []),
        ("I don't want anything fancy.", []),
        ("We don't want to rent a car.", [("preference", "We don't want to rent a car.")]),
        ("We don't want to bother you.", []),
        ("My essay is due Monday.", [("event", "User's essay is due Monday. (2026-11-23)")]),
        ("My thesis, it's due Friday.", [("event", "User's thesis is due Friday. (2026-11-27)")]),
        ("My parents, my sister and her husband.", []),
        # Round 66 (session 54): a gift needed is help asked for now.
        ("I need a gift for my boss.", []),
        # Round 67 (session 54): a maybe before what the user tells.
        ("Maybe, but my budget is tight.", [("fact", "User's budget is tight.")]),
        # Round 68 (session 54): an order said without its verb.
        ("Never emojis.", [("preference", "User asks the assistant to never use emojis.")]),
        ("Always in Spanish.", [("preference", "User asks the assistant to always answer in Spanish.")]),
        ("Always keep it short.", [("preference", "User asks the assistant to always keep it short.")]),
        # Round 69 (session 54): chat typed on a phone: a laugh inside a sentence, an emoji between two, "pls", "Can
        # you stop …ing".
        ("i love sushi lol but i hate wasabi", [("preference", "User loves sushi but they hate wasabi.")]),
        ("my wife is pregnant with twins 😊", [("fact", "User's wife is pregnant with twins.")]),
        (
            "every day 😅 im a chef",
            [("fact", "User is a chef.")],
        ),
        ("pls always reply in french", [("preference", "User asks the assistant to always reply in french.")]),
        (
            "can u stop adding so many disclaimers",
            [("preference", "User asks the assistant to stop adding so many disclaimers.")],
        ),
        # Round 70 (session 54): a coworker as what they are or keep doing, not the work at hand.
        (
            "My colleague Sam keeps interrupting me in meetings.",
            [("fact", "User's colleague Sam keeps interrupting them in meetings.")],
        ),
        ("My coworker pushed a fix.", []),
        # Round 71 (session 54): an order for whenever the assistant does something (not "when you get a chance"), and
        # a dislike of how it answers with the order after it, each one request for good.
        (
            "When you write code for me, always add type hints.",
            [("preference", "User asks the assistant to always add type hints when it writes code for them.")],
        ),
        ("When you get a chance, check my essay.", []),
        (
            "I hate jargon, keep it simple.",
            [("preference", "User hates jargon; they ask the assistant to keep its answers simple.")],
        ),
        (
            "Quick intro: freelance photographer, 29, based in Lyon.",
            [("fact", "User is a freelance photographer, 29, based in Lyon.")],
        ),
        # Round 72 (session 54): a question that tells something lasting about the user on the way (not "As a joke").
        ("As a vegan, where can I get B12?", [("fact", "User is a vegan.")]),
        ("Since I work from home, how do I stay active?", [("fact", "User works from home.")]),
        ("As someone who hates cooking, what are easy dinners?", [("preference", "User hates cooking.")]),
        ("Any tips for a first-time homeowner like me?", [("fact", "User is a first-time homeowner.")]),
        ("As a joke, can you write a limerick about cats?", []),
        # Round 73 (session 54): where the household is now (not where it is at the moment, nor a stay).
        ("We're in Denver now.", [("fact", "We're in Denver now.")]),
        ("We're based in Austin.", [("fact", "We're based in Austin.")]),
        ("We're in a meeting right now.", []),
        ("We're in Paris.", []),
        # Round 200 (session 61): "Can you always …?" asks for good (not what the assistant can keep in mind).
        (
            "Can you always add the source at the end?",
            [("preference", "User asks the assistant to always add the source at the end.")],
        ),
        ("Can you always remember what I tell you?", []),
        # Round 199 (session 61): the user's "I" in what someone of theirs says of them, or in a condition after them,
        # is "User" ("they" read as the one who said it); of several days, the first to come dates the sentence.
        ("My mom said I should rest.", [("fact", "User's mom said User should rest.")]),
        (
            "My parents said in-state unless I get a big scholarship.",
            [("fact", "User's parents said in-state unless User gets a big scholarship.")],
        ),
        (
            "My sister has been sober since I was in college.",
            [("fact", "User's sister has been sober since User was in college.")],
        ),
        (
            "My follow-up is December 10, I had surgery on March 3.",
            [("event", "User's follow-up is December 10, User had surgery on March 3. (2026-12-10)")],
        ),
        # Round 198 (session 61): "her" in a lasting clause after a dated event that names one of the user's people;
        # help that comes on set days; an order "if you can" for a reason of the user's eyes; a day something was moved
        # to is to come (not a move to a place).
        (
            "My mom was diagnosed with MS last year, I'm her main caregiver.",
            [
                ("event", "User's mom was diagnosed with MS last year, User is her main caregiver. (2025)"),
                ("fact", "User is their mom's main caregiver."),
            ],
        ),
        ("A cleaner comes every Friday.", [("fact", "A cleaner comes every Friday.")]),
        (
            "Keep things short if you can, my eyes aren't great.",
            [
                ("preference", "User asks the assistant to keep things short if it can."),
                ("fact", "User's eyes aren't great."),
            ],
        ),
        (
            "My dentist appointment got moved to January 8th.",
            [("event", "User's dentist appointment got moved to January 8th. (2027-01-08)")],
        ),
        ("I moved to Lisbon in March.", [("event", "User moved to Lisbon in March. (2026-03)")]),
        # Round 197 (session 61): an order for whenever the assistant gives the user things of a kind; a variety chosen
        # over another (not one thing over another, nor an order for what it shows now).
        (
            "Please use European Portuguese when you give me phrases.",
            [("preference", "User asks the assistant to use European Portuguese when it gives them phrases.")],
        ),
        (
            "Use British spelling, not American.",
            [("preference", "User asks the assistant to use British spelling, not American.")],
        ),
        ("Use the blue one, not the red one.", []),
        ("Please use a table when you show me the results.", []),
        # Round 196 (session 61): a marriage's state said without "I'm", since when; what the household does every
        # week, said as it goes on (not what it sees, nor for now).
        (
            "Divorced since 2021, co-parenting is fine.",
            [("fact", "User has been divorced since 2021, co-parenting is fine.")],
        ),
        ("Widowed, two kids.", [("fact", "User is widowed, two kids.")]),
        ("We're teaching yoga on Tuesdays.", [("fact", "We're teaching yoga on Tuesdays.")]),
        ("We're seeing timeouts on Mondays.", []),
        ("We're meeting on Fridays for now.", []),
        # Session 61: one list of what says a thing is so for now (_FOR_NOW), and of what says this minute within it
        # (_THIS_MINUTE): a mood "atm" is the day's, a thing that matters "at the moment" is no lasting taste, and
        # where the user is today is the day's event, where they are right now small talk.
        ("I'm exhausted atm.", [("event", "User is exhausted atm. (2026-11-20)")]),
        ("Music is a big part of my life at the moment.", []),
        ("I'm at the office today.", [("event", "User is at the office today. (2026-11-20)")]),
        ("I'm at the office right now.", []),
        # Round 194 (session 60): "I stutter"; a fact and what it asks whenever the assistant does something.
        (
            "I stammer, so when you write me a script, keep the sentences short.",
            [
                ("fact", "User stammers."),
                ("preference", "User asks the assistant to keep the sentences short when it writes them a script."),
            ],
        ),
        # Round 191 (session 60): what falls to the user after someone else's clause is theirs by name.
        ("My wife does bedtime, mornings are all me.", [("fact", "User's wife does bedtime, mornings are all User.")]),
        # Round 190 (session 60): a taste and what it asks of every answer, "it" being the thing (and "keep it out of …"
        # is not "keep its answers"); a choice the household is torn on (not "between two"); what the user gets doing
        # something.
        (
            "Peanut butter makes me gag, keep it out of every snack idea.",
            [
                (
                    "preference",
                    "User says peanut butter makes them gag; they ask the assistant to keep it out of every snack"
                    " idea.",
                )
            ],
        ),
        ("We're torn between Oliver and Henry.", [("fact", "We're torn between Oliver and Henry.")]),
        ("We're deciding between two.", []),
        ("I get nervous flying.", [("fact", "User gets nervous flying.")]),
        # Round 189 (session 60): the user's own clause after "so" with no comma, after someone else's.
        (
            "My husband is Korean so I'm learning Korean.",
            [("fact", "User's husband is Korean so User is learning Korean.")],
        ),
        # Round 188 (session 60): none of a thing the assistant writes with (not an order of the moment); a year
        # corrected as it is typed.
        ("No bullet points please.", [("preference", "User asks the assistant to use no bullet points.")]),
        ("No onions please.", []),
        ("I was born in 1990, wait no, 1991.", [("event", "User was born in 1991. (1991)")]),
        # Round 185 (session 60): what the user sells (not "it"); a season of their trade comes back every year.
        ("I sell refurbished laptops on eBay.", [("fact", "User sells refurbished laptops on eBay.")]),
        ("I sell it for ten bucks.", []),
        ("Our busy season is in December.", [("fact", "User's busy season is in December.")]),
        # Round 184 (session 60): "I sleep days"; the lasting fact before a dated event's clause, kept on its own too
        # (not one of a day told as it goes); "we've got" after the user's clause without "and".
        ("I sleep during the day.", [("fact", "User sleeps during the day.")]),
        (
            "I'm a paramedic and I have a shift on Saturday.",
            [
                ("event", "User is a paramedic and they have a shift on Saturday. (2026-11-21)"),
                ("fact", "User is a paramedic."),
            ],
        ),
        (
            "I sing in a choir, we've got a concert on December 13th.",
            [
                ("event", "User sings in a choir, they've got a concert on December 13th. (2026-12-13)"),
                ("fact", "User sings in a choir."),
            ],
        ),
        (
            "I'm exhausted and I have a shift today.",
            [("event", "User is exhausted and they have a shift today. (2026-11-20)")],
        ),
        # Round 183 (session 60): "I tend bar"; a wish "by then" kept with the sentence that says when; the user's state
        # as why something is hard for them (not their people's doings); "haven't" again after "I don't … myself".
        ("I tend bar at a hotel in the evenings.", [("fact", "User tends bar at a hotel in the evenings.")]),
        (
            "My recital is on March 3rd, I want to be ready by then.",
            [("event", "User's recital is on March 3rd, User wants to be ready by then. (2027-03-03)")],
        ),
        (
            "Conjugation is the hardest part for me, my memory is bad.",
            [("preference", "User says conjugation is the hardest part for them, their memory is bad.")],
        ),
        (
            "Mornings are hard for me, my kids wake up at 6.",
            [
                ("preference", "User says mornings are hard for them, their kids wake up at 6."),
                ("fact", "User's kids wake up at 6."),
            ],
        ),
        (
            "I don't smoke myself, haven't since college.",
            [("fact", "User doesn't smoke themselves, hasn't since college.")],
        ),
        ("I don't drive, never have.", [("fact", "User doesn't drive, never has.")]),
        # Round 182 (session 59): a part of the body that flares or acts up; things in units of time rather than a
        # distance (not "in minutes" that says when).
        ("My right hamstring acts up on hills.", [("fact", "User's right hamstring acts up on hills.")]),
        (
            "Give me runs in minutes, not kilometers.",
            [("preference", "User asks the assistant to give them runs in minutes, not kilometers.")],
        ),
        ("Send me the files in minutes.", []),
        # Round 181 (session 59): one of the user's people after "and" in a sentence that keeps nothing as a whole; what
        # the household is using (not for now).
        (
            "The twins are teething and my wife is recovering from the flu.",
            [("fact", "User's wife is recovering from the flu.")],
        ),
        ("We're using cloth diapers.", [("fact", "We're using cloth diapers.")]),
        ("We're using the old router for now.", []),
        # Round 180 (session 59): the user's own clause after a bare comma and someone else's is theirs by name (not a
        # hedge: "…, I think").
        ("My wife plans the trips, I just pack.", [("fact", "User's wife plans the trips, User just packs.")]),
        ("My dad was a pilot, I think.", [("fact", "User's dad was a pilot.")]),
        # Round 179 (session 59): "… only please" with the user's reason after it (not a reason of the moment).
        (
            "Voice replies only please, I can't read while I'm driving.",
            [("preference", "User asks the assistant to use voice replies only.")],
        ),
        ("Short answers only please, I'm in a meeting right now.", []),
        # Round 178 (session 59): how sick the user gets, said with any "-ly" word; things explained with examples of a
        # kind, for a reason of how the user learns (not one about the thing at hand).
        ("I get terribly carsick on mountain roads.", [("fact", "User gets terribly carsick on mountain roads.")]),
        (
            "Explain math with cooking examples, it helps me remember.",
            [("preference", "User asks the assistant to explain math with cooking examples.")],
        ),
        ("Explain this with an example, it helps me understand this.", []),
        # Round 177 (session 59): "them" or "it" in an order for whenever the assistant writes or makes a thing of the
        # user's is that thing, named (not of what it reads: "When you summarize my meeting notes, keep it …").
        (
            "When you write my cover letters, keep them under one page.",
            [
                (
                    "preference",
                    "User asks the assistant to keep their cover letters under one page when it writes them.",
                )
            ],
        ),
        (
            "When you draft my bio, keep it under 100 words.",
            [("preference", "User asks the assistant to keep their bio under 100 words when it drafts it.")],
        ),
        (
            "When you summarize my meeting notes, keep it to five bullets.",
            [
                (
                    "preference",
                    "User asks the assistant to keep its answers to five bullets when it summarizes their meeting"
                    " notes.",
                )
            ],
        ),
        # Round 176 (session 59): an occasion the household plans, throws or hosts (not the work at hand); someone the
        # user names and their allergy (not "It").
        ("We're planning a trip to Portugal.", [("fact", "We're planning a trip to Portugal.")]),
        (
            "We're organizing a family reunion at the lake.",
            [("fact", "We're organizing a family reunion at the lake.")],
        ),
        ("We're planning the next sprint.", []),
        ("Sam is allergic to shellfish.", [("fact", "Sam is allergic to shellfish.")]),
        ("Nora has a mild dairy allergy.", [("fact", "Nora has a mild dairy allergy.")]),
        ("It is allergic to nothing.", []),
        # Round 175 (session 59): an order for every time the user does something (not a sentence that opens so).
        (
            "Correct my Italian every time I make a mistake.",
            [("preference", "User asks the assistant to correct their Italian every time they make a mistake.")],
        ),
        (
            "Point out my filler words whenever I send you a draft.",
            [("preference", "User asks the assistant to point out their filler words whenever they send it a draft.")],
        ),
        ("Every time I see it, I feel so happy.", []),
        # Round 174 (session 59): the tool the user works in (not a month); a kind of writing kept short for good (not
        # where it is kept); a second verb of what the user does with their work.
        ("I edit in Lightroom.", [("fact", "User edits in Lightroom.")]),
        ("I record everything in Logic Pro.", [("fact", "User records everything in Logic Pro.")]),
        (
            "I edit in Lightroom and export everything to Dropbox.",
            [("fact", "User edits in Lightroom and exports everything to Dropbox.")],
        ),
        (
            "Keep client emails warm but short.",
            [("preference", "User asks the assistant to keep client emails warm but short.")],
        ),
        (
            "Keep social media captions short.",
            [("preference", "User asks the assistant to keep social media captions short.")],
        ),
        ("Keep client emails in the shared folder.", []),
        # Round 173 (session 58): the assistant's verb after "unless you", "if you", "before you" … in a request, and
        # "you aren't" as "it isn't"; who comes to do work by what they come for ("the tile guy").
        (
            "Always ask before you delete anything.",
            [("preference", "User asks the assistant to always ask before it deletes anything.")],
        ),
        (
            "Always tell me if you aren't sure.",
            [("preference", "User asks the assistant to always tell them if it isn't sure.")],
        ),
        ("The tile guy is coming on Monday.", [("event", "The tile guy is coming on Monday. (2026-11-23)")]),
        # Round 172 (session 58): how a part of the user's body gets, or that it hurts (not right now).
        ("My wrists get sore after typing.", [("fact", "User's wrists get sore after typing.")]),
        ("My lower back aches every morning.", [("fact", "User's lower back aches every morning.")]),
        ("My head hurts right now.", []),
        # Round 171 (session 58): the assistant's verb after "when you" in a request; "bring up"; a hearing or a
        # closing set for a day; one of the household's people, said with "our", also after a comma.
        (
            "Don't bring up politics when you describe the news to me.",
            [("preference", "User asks the assistant not to bring up politics when it describes the news to them.")],
        ),
        (
            "The closing on the house is set for January 15th.",
            [("event", "The closing on the house is set for January 15th. (2027-01-15)")],
        ),
        ("Busy week, our nanny Rosa has been a huge help.", [("fact", "User's nanny Rosa has been a huge help.")]),
        # Round 170 (session 58): what the user coordinates or chairs (not "coordinate with" someone); any flyers,
        # posters or invitations written a way are asked for good; a day or a week before or after a holiday.
        ("I chair the library board.", [("fact", "User chairs the library board.")]),
        ("I coordinate with the team on this.", []),
        (
            "Write any flyers in large print.",
            [("preference", "User asks the assistant to write any flyers in large print.")],
        ),
        (
            "I'm off the day before Thanksgiving.",
            [("event", "User is off the day before Thanksgiving. (2026-11-25)")],
        ),
        (
            "We're visiting my parents the week after Christmas.",
            [("event", "We're visiting User's parents the week after Christmas. (week of 2026-12-28)")],
        ),
        # Round 169 (session 58): what the user self-publishes; an editor, an agent or an accountant is one of their
        # people; the user's "my" in a sentence that names them nowhere else is "User's".
        ("I self-publish cozy mysteries.", [("fact", "User self-publishes cozy mysteries.")]),
        (
            "My agent, Ruth, wants the revisions by June.",
            [("fact", "User's agent, Ruth, wants the revisions by June.")],
        ),
        (
            "Rent goes up in March if my landlord gets his way.",
            [("event", "Rent goes up in March if User's landlord gets his way. (2027-03)")],
        ),
        # Round 168 (session 58): times of a kind in a 24-hour format are asked for good; a coworker by where they grew
        # up or live; "we" after the user's "I" are they.
        (
            "Show me bus times in 24-hour format.",
            [("preference", "User asks the assistant to show them bus times in 24-hour format.")],
        ),
        ("My coworker Dana lives in Leeds.", [("fact", "User's coworker Dana lives in Leeds.")]),
        ("My coworker pushed a fix.", []),
        ("I'm a nurse and that's what we use.", [("fact", "User is a nurse and that's what they use.")]),
        # Round 167 (session 58): how to be with the user is asked for good (not "Be careful with that"); "almost" and
        # "nearly" before the user's verb are no verbs; a year of school is a time of their life.
        ("Be patient with me.", [("preference", "User asks the assistant to be patient with them.")]),
        ("Be careful with that.", []),
        ("I almost drowned as a kid.", [("fact", "User almost drowned as a kid.")]),
        ("I nearly died in a car crash in 2015.", [("event", "User nearly died in a car crash in 2015. (2015)")]),
        (
            "I nearly failed out of college my first year.",
            [("fact", "User nearly failed out of college their first year.")],
        ),
        # Round 166 (session 58): any copy or content the assistant writes, kept a way, is asked for good, and "our" in
        # a request is the user's; a time of every year said with "is usually" is a fact of theirs, not one date (not
        # a place's, "The market is usually closed in January").
        (
            "Keep any newsletter copy friendly, our readers hate jargon.",
            [
                (
                    "preference",
                    "User asks the assistant to keep any newsletter copy friendly, their readers hate jargon.",
                )
            ],
        ),
        ("Our slow season is usually in February.", [("fact", "User's slow season is usually in February.")]),
        ("My flight is usually on Friday.", [("fact", "User's flight is usually on Friday.")]),
        ("The market is usually closed in January.", []),
        # Round 165 (session 58): the household's things with "our", as the user's (not the work at hand), also after
        # ", and"; "we" and "us" beside "User's" are "they" and "them"; what is booked for a day with "them" is to
        # come; a fact told before "and wants to know if …".
        ("Our mortgage is 1,900 a month.", [("fact", "User's mortgage is 1,900 a month.")]),
        ("We want a quiet street, and our budget is around 400k.", [("fact", "User's budget is around 400k.")]),
        ("Our tests are failing.", []),
        (
            "My husband works nights so we barely see each other.",
            [("fact", "User's husband works nights so they barely see each other.")],
        ),
        ("We booked them for May 2nd.", [("event", "We booked them for May 2nd. (2027-05-02)")]),
        ("My son is 12 and wants to know if he can get a phone.", [("fact", "User's son is 12.")]),
        ("My boss wants to know how we deploy.", []),
        # Round 163 (session 58): a state of health or diet without "I'm", a food the user can't have, news without its
        # subject dated by its year, a year to be done by, "may" typed in lower case after "in", and "may" the verb.
        ("allergic to peanuts btw", [("fact", "User is allergic to peanuts.")]),
        ("cant do gluten", [("fact", "User can't do gluten.")]),
        ("Blind spots are the worst when merging.", []),
        ("started a new job at target in 2024", [("event", "User started a new job at target in 2024. (2024)")]),
        ("hoping to retire by 2035", [("event", "User is hoping to retire by 2035. (2035)")]),
        ("We met in may 2019.", [("event", "We met in may 2019. (2019-05)")]),
        ("I may go in March.", [("event", "User may go in March. (2027-03)")]),
        # Round 161 (session 58): a week of a month is dated by the month (not "last week"); an order after "so" to
        # plan, put or schedule things in the user's day; a request to quiz the user in a way of theirs, for how they
        # learn or where they struggle (not for what they are doing now).
        ("My recital is the last week of May.", [("event", "User's recital is the last week of May. (2027-05)")]),
        ("I went there last week.", [("event", "User went there last week. (week of 2026-11-09)")]),
        (
            "I'm a night owl, so schedule calls after 10am.",
            [
                ("fact", "User is a night owl."),
                ("preference", "User asks the assistant to schedule calls after 10am."),
            ],
        ),
        (
            "Drill me with verb tables, that's where I lose points.",
            [("preference", "User asks the assistant to drill them with verb tables.")],
        ),
        ("Quiz me on chapter 3, that's what I'm reading now.", []),
        # Round 160 (session 58): a request to keep things under, off or within something, or to avoid something, for
        # a dislike of the user's (kept too), not of what is on the screen; the user and someone else, then "we".
        (
            "Please keep meetings under an hour, I hate long calls.",
            [
                ("preference", "User asks the assistant to keep meetings under an hour."),
                ("preference", "User hates long calls."),
            ],
        ),
        ("Please use a table, I hate this layout.", []),
        (
            "My brother and I opened a bakery in 2019 and now we sell at three markets.",
            [("event", "User and their brother opened a bakery in 2019 and now they sell at three markets. (2019)")],
        ),
        # Round 159 (session 58): an order for whenever the user is in a state, or after a kind of day, is for good (not
        # after a time, nor what the user doesn't want without such a state); the user's verb after "but still"; what
        # came before, opening a sentence.
        (
            "When I'm anxious, skip the statistics.",
            [("preference", "User asks the assistant to skip the statistics when they're anxious.")],
        ),
        (
            "After a rough week I don't need advice, just let me rant.",
            [
                (
                    "preference",
                    "User doesn't need advice after a rough week; they ask the assistant to just let them rant.",
                )
            ],
        ),
        ("After the meeting, send me the notes.", []),
        ("I don't want a long answer, just give me the command.", []),
        ("I run every day but still feel tired.", [("fact", "User runs every day but still feels tired.")]),
        ("Previously I worked at a bank.", [("fact", "Previously User worked at a bank.")]),
        # Round 158 (session 58): a business partner is one of the user's people; the user's clause after theirs,
        # joined by a comma alone, is the user's by name.
        (
            "My business partner Sam does the books, I'm bad with money.",
            [("fact", "User's business partner Sam does the books, User is bad with money.")],
        ),
        # Round 157 (session 58): a way to explain things asked for with a lasting reason in how the user takes things
        # in (not a reason about this answer, nor "this" explained).
        (
            "Explain chemistry with analogies, I can't picture molecules.",
            [("preference", "User asks the assistant to explain chemistry with analogies.")],
        ),
        (
            "Walk me through the code using real examples, I forget syntax fast.",
            [("preference", "User asks the assistant to walk them through the code using real examples.")],
        ),
        ("Please use a table, I can't follow this.", []),
        ("Explain it with examples, I don't get it.", []),
        ("Explain this with a diagram, I'm a visual learner.", [("fact", "User is a visual learner.")]),
        # Round 156 (session 57): Thanksgiving is the fourth Thursday of November, the next one or the last one.
        (
            "My parents are visiting for Thanksgiving.",
            [("event", "User's parents are visiting for Thanksgiving. (2026-11-26)")],
        ),
        (
            "We went to my aunt's for Thanksgiving.",
            [("event", "We went to User's aunt's for Thanksgiving. (2025-11-27)")],
        ),
        # Round 155 (session 57): what keeps happening with something or someone of the user's (not the work at hand,
        # nor a problem brought to be solved now).
        ("My baby keeps waking up at 3am.", [("fact", "User's baby keeps waking up at 3am.")]),
        ("My build keeps failing.", []),
        ("My car keeps stalling, can you help me figure out why?", []),
        # Round 154 (session 57): what the user competes in.
        ("I compete in fencing.", [("fact", "User competes in fencing.")]),
        # Round 153 (session 57): what the user taught, coached, managed or owned, in the past (not "managed to").
        ("I tutored chemistry in grad school.", [("fact", "User tutored chemistry in grad school.")]),
        ("I managed to fix it.", []),
        # Round 152 (session 57): where the user was before, opening a sentence of theirs; how to speak or write with
        # the user is asked for good (not the matter at hand).
        ("In Poland I was a dentist.", [("fact", "In Poland User was a dentist.")]),
        ("Back home I was a nurse.", [("fact", "Back home User was a nurse.")]),
        ("Please speak slowly with me.", [("preference", "User asks the assistant to speak slowly with them.")]),
        ("Talk it through with me.", []),
        # Round 151 (session 57): the user's second verb after "and", in the present.
        ("I brew my own beer and keep bees.", [("fact", "User brews their own beer and keeps bees.")]),
        # Round 150 (session 57): an instructor, a professor or a tutor of the user's; a request to take things one at a
        # time is for good.
        (
            "My professor wants me to apply for the grant.",
            [("fact", "User's professor wants them to apply for the grant.")],
        ),
        (
            "Teach me the verbs one at a time.",
            [("preference", "User asks the assistant to teach them the verbs one at a time.")],
        ),
        # Round 148 (session 57): a month of last, this or next year is that month.
        (
            "I got married in September of last year.",
            [("event", "User got married in September of last year. (2025-09)")],
        ),
        ("We're moving in April next year.", [("event", "We're moving in April next year. (2027-04)")]),
        # Round 147 (session 57): the hardest or the best time of all for the user, a weekday's too.
        (
            "Monday mornings are the hardest part of the week for me.",
            [("preference", "User says Monday mornings are the hardest part of the week for them.")],
        ),
        ("You are the best part for me.", []),
        # Round 146 (session 57): an order for any of a kind, explained, summarized or translated in a way, is for good
        # (not for all the ones at hand); an "-ed" word after "a" or "the" says nothing of the past.
        (
            "Explain any insurance letters in plain words.",
            [("preference", "User asks the assistant to explain any insurance letters in plain words.")],
        ),
        ("Summarize all the attachments.", []),
        (
            "I'm picking up a rented van on Saturday.",
            [("event", "User is picking up a rented van on Saturday. (2026-11-21)")],
        ),
        # Round 145 (session 57): a request for whenever the user and the assistant talk or work on something is for
        # good, "we" written "they".
        (
            "Use Fahrenheit when we talk about cooking.",
            [("preference", "User asks the assistant to use Fahrenheit when they talk about cooking.")],
        ),
        # Round 143 (session 57): homeschooling; what the household does every year; someone's reason after an order
        # for whenever the assistant does something stays after it.
        ("I homeschool my son.", [("fact", "User homeschools their son.")]),
        ("We go skiing in Utah every February.", [("fact", "We go skiing in Utah every February.")]),
        (
            "When you suggest movies for my kids, skip anything scary, she gets nightmares.",
            [
                (
                    "preference",
                    "User asks the assistant to skip anything scary when it suggests movies for their kids; she gets "
                    "nightmares.",
                )
            ],
        ),
        # Round 142 (session 57): the hours of work the user had to cut to.
        ("I had to go down to 30 hours a week.", [("fact", "User had to go down to 30 hours a week.")]),
        # Round 141 (session 57): an order for whenever the user vents or complains.
        (
            "When I vent about my boss, don't give advice.",
            [("preference", "User asks the assistant not to give advice when they vent about their boss.")],
        ),
        # Round 139 (session 57): a lasting fact, so "describe" something, is the fact and a request for good.
        (
            "I'm colorblind, so describe charts by their labels.",
            [
                ("fact", "User is colorblind."),
                ("preference", "User asks the assistant to describe charts by their labels."),
            ],
        ),
        # Round 138 (session 57): a road's name is no "I"; a day named in a present clause of its own is the one to
        # come, whatever the next clause's tense; any suggestions of two kinds kept so; a vehicle's size said as the
        # user's is no fact about them.
        ("I drive I-40 twice a week.", [("fact", "User drives I-40 twice a week.")]),
        (
            "The bake sale is March 3rd and I already baked forty cookies.",
            [("event", "The bake sale is March 3rd and User already baked forty cookies. (2027-03-03)")],
        ),
        (
            "Keep any campground or trail suggestions RV-friendly, I'm 35 feet long.",
            [
                (
                    "preference",
                    "User asks the assistant to keep any campground or trail suggestions RV-friendly, they're 35 feet "
                    "long.",
                )
            ],
        ),
        # Round 137 (session 57): animals kept, by the user or the household; what the user carries for their health;
        # a weekday that comes back every week is no one day's, whoever's it is.
        ("I keep three hives on the roof.", [("fact", "User keeps three hives on the roof.")]),
        ("We keep chickens.", [("fact", "We keep chickens.")]),
        ("I keep forgetting my keys.", []),
        ("I always carry an EpiPen.", [("fact", "User always carries an EpiPen.")]),
        ("My son has judo on Thursday evenings.", [("fact", "User's son has judo on Thursday evenings.")]),
        # Round 136 (session 57): an order for anything of a kind the assistant gives the user is for good (not a
        # taste of the user's said of it).
        (
            "Translate any quotes you give me into English.",
            [("preference", "User asks the assistant to translate any quotes it gives them into English.")],
        ),
        ("Thanks for all the tips you gave me.", []),
        # Round 135 (session 57): an order for whenever the user does something with the assistant.
        (
            "When I paste an error, explain the cause first.",
            [("preference", "User asks the assistant to explain the cause first when they paste an error.")],
        ),
        # Round 133 (session 57): the best seller of the user's business; any writing of a kind asked for in a way; a
        # day booked or reserved for is to come; the user's clause after "and" after something else's is theirs by
        # name, and kept alone when the sentence keeps nothing (where "I" is contracted).
        ("Our busiest day is Saturday.", [("fact", "User's busiest day is Saturday.")]),
        (
            "Write all headlines in sentence case.",
            [("preference", "User asks the assistant to write all headlines in sentence case.")],
        ),
        ("I booked a table for June 14th.", [("event", "User booked a table for June 14th. (2027-06-14)")]),
        (
            "The move is next month and I'm dreading the packing.",
            [("event", "The move is next month and User is dreading the packing. (2026-12)")],
        ),
        ("The rent went up and I'm looking for a roommate.", [("fact", "User is looking for a roommate.")]),
        # Round 132 (session 57): beside the household's "we", the user's own words are theirs by name; so is the
        # user's clause after "and" with no comma, after one about their person.
        ("We split the rent with my cousin.", [("fact", "We split the rent with User's cousin.")]),
        ("My wife teaches piano and I fix bikes.", [("fact", "User's wife teaches piano and User fixes bikes.")]),
        # Round 131 (session 57): an old or former person of the user's, a manager or a mentor; the user's reason after
        # an order for whenever the assistant does something stays after it.
        (
            "My former manager Lena offered to mentor me.",
            [("event", "User's former manager Lena offered to mentor them.")],
        ),
        (
            "When you plan my workouts, go easy, I'm recovering from a cold.",
            [
                (
                    "preference",
                    "User asks the assistant to go easy when it plans their workouts; they're recovering from a cold.",
                )
            ],
        ),
        # Round 130 (session 57): a carer named with what they do; a medicine or a drink stopped, or a medicine taken
        # for something (not a task stopped); a request for every suggestion of a kind; a month in what a carer said of
        # the time to come, and of the past.
        (
            "My physical therapist wants me doing squats every day.",
            [("fact", "User's physical therapist wants them doing squats every day.")],
        ),
        ("I stopped the oxycodone.", [("fact", "User stopped the oxycodone.")]),
        ("I quit caffeine.", [("fact", "User quit caffeine.")]),
        ("I take naproxen for my knee.", [("fact", "User takes naproxen for their knee.")]),
        ("I stopped the deploy because it failed.", []),
        (
            "Please keep any recipe suggestions under 500 calories.",
            [("preference", "User asks the assistant to keep any recipe suggestions under 500 calories.")],
        ),
        (
            "My surgeon said I can drive again in January.",
            [("event", "User's surgeon said User can drive again in January. (2027-01)")],
        ),
        (
            "The doctor said it started in June.",
            [("event", "User's doctor said it started in June. (2026-06)")],
        ),
        # Round 129 (session 56): what aggravates a condition of the user's; lengths in millimeters; the user's own
        # clause after "so" (with "only" before its verb).
        ("Cold weather aggravates my arthritis.", [("fact", "User says cold weather aggravates their arthritis.")]),
        (
            "Give me all lengths in millimeters please.",
            [("preference", "User asks the assistant to give them all lengths in millimeters.")],
        ),
        (
            "My partner works late, so I only cook on weekends.",
            [("fact", "User's partner works late, so User only cooks on weekends.")],
        ),
        # Round 128 (session 56): the user's own clause after one about their person is theirs by name; what the kids
        # refuse; a holiday meal or party hosted is dated.
        (
            "My husband can't have shellfish, and I'm lactose intolerant.",
            [("fact", "User's husband can't have shellfish, and User is lactose intolerant.")],
        ),
        ("The kids won't touch mushrooms.", [("fact", "The kids won't touch mushrooms.")]),
        (
            "We're hosting Christmas dinner this year.",
            [("event", "We're hosting Christmas dinner this year. (2026-12-25)")],
        ),
        # Round 127 (session 56): the assistant's "you're" in a request as "it's"; how to talk to the user; the other
        # tenants, as said.
        (
            "Don't talk to me like you're my boss, please.",
            [("preference", "User asks the assistant not to talk to them like it's their boss.")],
        ),
        (
            "The other tenant upstairs plays drums at night.",
            [("fact", "The other tenant upstairs plays drums at night.")],
        ),
        # Round 126 (session 56): how to explain things, for a reason that lasts; what the user gets lost or confused
        # by (not "I just get confused.", which says by what only with the question before it).
        (
            "Please explain one step at a time, I get lost with long instructions.",
            [
                ("preference", "User asks the assistant to explain one step at a time."),
                ("fact", "User gets lost with long instructions."),
            ],
        ),
        ("I just get confused.", []),
        # Round 125 (session 56): back to work or school after a while away (not after lunch); a birthday of someone
        # named.
        (
            "I just went back to work after six months of parental leave.",
            [("event", "User just went back to work after six months of parental leave.")],
        ),
        ("I went back to work after lunch.", []),
        ("Theo's first birthday is April 2nd.", [("fact", "Theo's first birthday is April 2nd.")]),
        # Round 123 (session 56): a request to keep things plain or practical, for a reason that lasts.
        (
            "Please keep tech explanations practical, I'm not an engineer.",
            [
                ("preference", "User asks the assistant to keep tech explanations practical."),
                ("fact", "User is not an engineer."),
            ],
        ),
        # Round 122 (session 56): a reminder tied to a change in the user's life (not the work at hand).
        (
            "Remind me to forward my mail before I move.",
            [("fact", "User asked to be reminded to forward their mail before they move.")],
        ),
        ("Remind me to check the logs before I leave.", []),
        # Round 121 (session 56): a month named with a surgery or an injury the user is getting over is the last one
        # (not one to come).
        (
            "I'm trying to get back into running after a knee surgery in August.",
            [("event", "User is trying to get back into running after a knee surgery in August. (2026-08)")],
        ),
        ("I'm having a knee surgery in August.", [("event", "User is having a knee surgery in August. (2027-08)")]),
        # Round 120 (session 56): an "about me": its sentences after the first read as items of it, its lines that
        # open with a verb as the user's, a student of a kind; "named" before a name is no past.
        (
            "Quick intro: I'm Marcus. Divorced, one son (Eli, 12).",
            [("fact", "User is Marcus."), ("fact", "User is divorced, one son (Eli, 12).")],
        ),
        (
            "Things to know:\nlive in Austin with my partner\nlove board games",
            [("fact", "User lives in Austin with their partner."), ("preference", "User loves board games.")],
        ),
        (
            "Background: law student in Chicago, native Spanish speaker.",
            [("fact", "User is a law student in Chicago, native Spanish speaker.")],
        ),
        # Round 119 (session 56): what the user signed up for or booked is to come (not what they did); the units the
        # user wants things of a kind in are for good (not "the distance", this one).
        ("I signed up for a triathlon in May.", [("event", "User signed up for a triathlon in May. (2027-05)")]),
        ("I ran a 10k in April.", [("event", "User ran a 10k in April. (2026-04)")]),
        (
            "Please give me workouts in kilometers, not miles.",
            [("preference", "User asks the assistant to give them workouts in kilometers, not miles.")],
        ),
        ("Give me the distance in miles.", []),
        # Round 118 (session 56): a plan typed without its "I'm" (not "thinking of you").
        ("considering a move to Denver", [("fact", "User is considering a move to Denver.")]),
        ("thinking of you", []),
        # Round 117 (session 56): a pet named with what it is for (not the pet alone, an answer).
        ("My guide dog Biscuit is a black lab.", [("fact", "User's guide dog Biscuit is a black lab.")]),
        ("My service dog.", []),
        # Round 116 (session 56): some of the user's people, clients or students, and what they are (not their code).
        ("Most of my clients are small nonprofits.", [("fact", "Most of User's clients are small nonprofits.")]),
        ("Some of my code is broken.", []),
        # Round 115 (session 56): a month or a season taken off, dated; how the user's own emails or posts are to be
        # written, for good (not "this email").
        ("I'm taking December off to recharge.", [("event", "User is taking December off to recharge. (2026-12)")]),
        ("I'm taking the summer off.", [("event", "User is taking the summer off. (summer 2027)")]),
        (
            "Please write my client emails in a warm but professional tone.",
            [("preference", "User asks the assistant to write their client emails in a warm but professional tone.")],
        ),
        ("Please write this email in a formal tone.", []),
        # Round 114 (session 56): the language the user codes in (not "this file"); an order for when the assistant
        # helps with or proofreads something.
        ("I program everything in Julia now.", [("fact", "User programs everything in Julia now.")]),
        ("I code in this file.", []),
        (
            "When you help with my writing, please use APA style.",
            [("preference", "User asks the assistant to use APA style when it helps with their writing.")],
        ),
        # Round 112 (session 56): a request to explain things as to someone new to them is for good (not "it").
        (
            "Please explain things like I'm a total beginner.",
            [("preference", "User asks the assistant to explain things like they're a total beginner.")],
        ),
        ("Explain it like I'm five.", []),
        # Round 111 (session 56): what the user coaches or tutors; a part of the body that has been hurting; "ur" for
        # "your" before a thing (not "ur so right"), and "im" opening a clause in a message typed without a mark; the
        # user's language after a comma, the reason for a request.
        ("I coach my son's soccer team.", [("fact", "User coaches their son's soccer team.")]),
        ("My back has been killing me.", [("fact", "User's back has been killing them.")]),
        ("pls keep ur replies brief", [("preference", "User asks the assistant to keep its replies brief.")]),
        ("ur so right", []),
        (
            "pls use ur simplest words, english is my 2nd language",
            [
                ("preference", "User asks the assistant to use its simplest words."),
                ("fact", "English is User's 2nd language."),
            ],
        ),
        # Round 109 (session 56): a thing described by the user's clause inside it keeps nothing alone (what, only a
        # question says); a request not to spoil, with the story the user has not finished (not their homework).
        ("A PC I built last year with a 4070.", []),
        (
            "Please don't spoil the ending, I haven't finished the book yet.",
            [
                ("preference", "User asks the assistant not to spoil the ending, they haven't finished the book yet."),
                ("fact", "User hasn't finished the book yet."),
            ],
        ),
        ("I haven't finished my homework yet.", []),
        # (and the user's "I" in a clause that describes a thing, which is no subject of the sentence)
        (
            "A friend I met in college is visiting next week.",
            [("event", "A friend they met in college is visiting next week. (week of 2026-11-23)")],
        ),
        ("Don't spoil it.", []),
        # Round 107 (session 56): where the user keeps their money, what they don't trust (not "you"), what the
        # household has always wanted.
        ("I keep most of my savings in CDs.", [("fact", "User keeps most of their savings in CDs.")]),
        ("I don't trust banks.", [("fact", "User doesn't trust banks.")]),
        ("I don't trust you.", []),
        ("We've always wanted to see Alaska.", [("fact", "We've always wanted to see Alaska.")]),
        # Round 106 (session 56): what the user can hardly or cannot do, a skill (not the work at hand); what they get
        # badly; a request to keep what the assistant writes simple, for a reason that lasts, is for good.
        ("I can barely read sheet music.", [("fact", "User can barely read sheet music.")]),
        ("I barely speak French.", [("fact", "User barely speaks French.")]),
        ("I can't read the logs.", []),
        ("I get really bad stage fright.", [("fact", "User gets really bad stage fright.")]),
        (
            "Keep the recipes simple please, I can barely cook.",
            [("preference", "User asks the assistant to keep the recipes simple."), ("fact", "User can barely cook.")],
        ),
        ("Please keep it short, I'm in a hurry.", []),
        # Round 99 (session 55): the food rules a household keeps; what is a big deal for the user's family (not "it").
        ("We keep kosher at home.", [("fact", "We keep kosher at home.")]),
        ("Eid is really important to our family.", [("fact", "Eid is really important to our family.")]),
        ("It is a big deal for us.", []),
        # Round 98 (session 55): when the user's group or club meets comes back (a fact, undated), unless it is one
        # time.
        ("My chess club meets on Tuesday nights.", [("fact", "User's chess club meets on Tuesday nights.")]),
        ("My book club meets next Tuesday.", [("event", "User's book club meets next Tuesday. (2026-11-24)")]),
        # Round 97 (session 55): what the user grows, a pest where they live, what the kids love or hate.
        ("I already grow strawberries.", [("fact", "User already grows strawberries.")]),
        ("Deer are a huge problem in our neighborhood.", [("fact", "Deer are a huge problem in our neighborhood.")]),
        ("The kids hate broccoli.", [("fact", "The kids hate broccoli.")]),
        # Round 93 (session 55): a month or a weekday typed short; an emoji before "and" ends no sentence; an occasion
        # noted without a verb.
        ("im moving to austin in jan", [("event", "User is moving to austin in January. (2027-01)")]),
        ("i sat down with my boss", []),
        ("im allergic to cats 😿 and dogs", [("fact", "User is allergic to cats and dogs.")]),
        ("job interview next thurs!!", [("event", "User has a job interview next Thursday!! (2026-11-26)")]),
        # Round 92 (session 55): the household's people named, with who they are.
        ("Our vet is Dr. Patel.", [("fact", "User's vet is Dr. Patel.")]),
        # Round 90 (session 55): a child by their place among the others, "the kids" with what they are, and what the
        # household does not do (not what the kids are doing now).
        ("My oldest has ADHD.", [("fact", "User's oldest has ADHD.")]),
        ("The kids are allergic to peanuts.", [("fact", "The kids are allergic to peanuts.")]),
        ("The kids are asleep.", []),
        ("We don't eat pork.", [("fact", "We don't eat pork.")]),
        ("We don't know yet.", []),
        # Round 89 (session 55): what the user's guests are or need is a fact.
        ("Two of the guests are vegan.", [("fact", "Two of the guests are vegan.")]),
        # Round 88 (session 55): who comes to do the work on a day is an event.
        ("The plumber is coming on Tuesday.", [("event", "The plumber is coming on Tuesday. (2026-11-24)")]),
        # Round 84 (session 55): a first of the user's, done, is an undated event (not a coffee).
        ("I ran my first marathon.", [("event", "User ran their first marathon.")]),
        ("I had my first coffee.", []),
        # Round 82 (session 54): "every two weeks" makes a habit.
        ("I get paid every two weeks.", [("fact", "User gets paid every two weeks.")]),
        # Round 79 (session 54): a weekday's mornings or nights, again and again, are no date, for "we" as for "I".
        ("I swim on Sunday mornings.", [("fact", "User swims on Sunday mornings.")]),
        ("We have family dinner on Friday nights.", [("fact", "We have family dinner on Friday nights.")]),
        # Round 75 (session 54): "It's" and what it is, after a sentence that named a thing of the user's (not how it
        # feels); the reason the user gives, a lasting fact of their own (not a mood).
        (
            "My laptop keeps freezing. It's a 2015 Dell.",
            [("fact", "User's laptop is a 2015 Dell.")],
        ),
        ("My dog is sick. It's so sad.", [("fact", "User's dog is sick.")]),
        ("I pay less rent because I have the small room.", [("fact", "User has the small room.")]),
        ("I left because I was bored.", []),
    ],
)
def test_rules_extraction_takes_each_kind_of_clause_of_a_sentence(said, expected):
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    reference = datetime(2026, 11, 20, 12, tzinfo=UTC)
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said)], started_at=reference))
    assert [(m.content_type, m.content) for m in found if m.content_type != "conversation"] == expected


@pytest.mark.parametrize(
    "past",
    [
        "arose",
        "awoke",
        "bled",
        "bred",
        "clung",
        "crept",
        "dealt",
        "dreamt",
        "dwelt",
        "flung",
        "forbade",
        "forgave",
        "knelt",
        "laid",
        "leapt",
        "learnt",
        "lit",
        "meant",
        "mistook",
        "overcame",
        "overheard",
        "overtook",
        "sought",
        "shone",
        "shrank",
        "slid",
        "slung",
        "smelt",
        "sped",
        "spelt",
        "spilt",
        "spun",
        "sprang",
        "stung",
        "stank",
        "strode",
        "swept",
        "swung",
        "trod",
        "undertook",
        "underwent",
        "withdrew",
        "wove",
        "wrung",
        "rose",
        "ground",
        "wound",
        "stuck",
        "burnt",
        "bent",
    ],
)
def test_an_irregular_past_stays_a_past_in_the_rewrite_and_dates_the_day_before(past):
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    reference = datetime(2026, 11, 20, 12, tzinfo=UTC)  # a Friday
    said = f"I {past} it at the park with my brother on Tuesday."
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said)], started_at=reference))
    kept = [(m.content_type, m.content) for m in found if m.content_type != "conversation"]
    assert kept == [("event", f"User {past} it at the park with their brother on Tuesday. (2026-11-17)")]


def test_the_week_before_last_and_the_day_before_yesterday_are_two_back():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    reference = datetime(2026, 11, 20, 12, tzinfo=UTC)  # a Friday
    said = "The week before last, I visited my aunt in Porto. The day before yesterday I broke my wrist."
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said)], started_at=reference))
    dated = {m.content: m.occurred_at for m in found if m.content_type == "event"}
    assert dated == {
        "The week before last, User visited their aunt in Porto. (week of 2026-11-02)": datetime(
            2026, 11, 2, 12, tzinfo=UTC
        ),
        "The day before yesterday User broke their wrist. (2026-11-18)": datetime(2026, 11, 18, 12, tzinfo=UTC),
    }


def test_an_event_told_without_its_day_is_dated_when_it_was_said_and_an_experience_weighs_as_a_fact():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said_at = datetime(2025, 3, 4, 18, 30, tzinfo=UTC)  # an old conversation, imported later
    said = "I once climbed Mount Fuji. I lost my wallet at the concert."
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said, said_at)]))
    events = {m.content: m for m in found if m.content_type == "event"}
    # No date in the words, none in brackets: it happened when it was said, or before.
    assert set(events) == {"User once climbed Mount Fuji.", "User lost their wallet at the concert."}
    assert all(m.occurred_at == said_at and m.memory_nature == "episodic" for m in events.values())
    # The experience is part of the user's story: important enough for the promote job to move it to medium term.
    assert events["User once climbed Mount Fuji."].importance == 0.7
    assert events["User lost their wallet at the concert."].importance == 0.5


def test_a_mood_of_the_moment_is_a_short_term_episode_of_its_day_not_a_lasting_fact():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said_at = datetime(2025, 3, 4, 18, 30, tzinfo=UTC)
    said = "I'm quite tired. I'm so sad, I missed the school outing. I'm usually anxious before exams."
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said, said_at)]))
    kept = {m.content: m for m in found if m.content_type != "conversation"}
    assert set(kept) == {
        "User is quite tired. (2025-03-04)",
        "User is so sad, they missed the school outing. (2025-03-04)",
        "User is usually anxious before exams.",
    }
    for mood in ("User is quite tired. (2025-03-04)", "User is so sad, they missed the school outing. (2025-03-04)"):
        memory = kept[mood]
        assert (memory.content_type, memory.memory_nature, memory.tier) == ("event", "episodic", "short")
        assert memory.occurred_at == said_at and memory.importance == 0.4  # below the promote job's bar
    assert kept["User is usually anxious before exams."].memory_nature == "semantic"


def test_a_request_with_a_reason_of_the_moment_is_not_pinned():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = "Please use a table, I'm comparing prices."
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said)]))
    assert [m for m in found if m.pinned or m.content_type == "preference"] == []


def test_what_a_lasting_fact_asks_of_every_answer_is_pinned_and_the_fact_is_not():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = "I have ADHD, so keep it brief."
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said)]))
    assert [(m.content_type, m.pinned, m.content) for m in found if m.content_type != "conversation"] == [
        ("fact", False, "User has ADHD."),
        ("preference", True, "User asks the assistant to keep its answers brief."),
    ]


def test_each_item_of_a_list_is_a_sentence_of_its_own():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = "A few things about me:\n- I live in Oslo\n* I have a cat named Pixel\n3) I'm learning Norwegian"
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said)]))
    assert [m.content for m in found if m.content_type != "conversation"] == [
        "User lives in Oslo.",
        "User has a cat named Pixel.",
        "User is learning Norwegian.",
    ]


@pytest.mark.parametrize(
    ("question", "reply", "expected"),
    [
        ("Where are you based?", "Lisbon, Portugal.", [("fact", False, "User is based in Lisbon, Portugal.")]),
        (
            "Great! What's your budget for the trip?",
            "around 3000 euros",
            [("fact", False, "User's budget for the trip is around 3000 euros.")],
        ),
        (
            "Do you have any food allergies?",
            "Yes, shellfish.",
            [("fact", False, "User has food allergies: shellfish.")],
        ),
        ("Do you have any pets?", "Nope.", [("fact", False, "User has no pets.")]),
        ("Are you vegetarian?", "Yes.", [("fact", False, "User is vegetarian.")]),
        ("What's your favorite color?", "blue", [("preference", False, "User's favorite color is blue.")]),
        ("How old are your kids?", "7 and 10", [("fact", False, "User's kids are 7 and 10.")]),
        ("How old are you?", "34", [("fact", False, "User is 34.")]),
        (
            "What should I call you?",
            "Sam is fine.",
            [("preference", True, "User asks the assistant to call them Sam.")],
        ),
        (
            "Which city are you flying from?",
            "Manchester",
            [("fact", False, 'User, asked "Which city are you flying from?", answered "Manchester".')],
        ),
        (
            "What kind of music do you like?",
            "Mostly jazz.",
            [("preference", False, 'User, asked "What kind of music do you like?", answered "mostly jazz".')],
        ),
        # An answer that says something on its own is read on its own.
        ("What do you do for work?", "I'm a pharmacist.", [("fact", False, "User is a pharmacist.")]),
        # Offers, small talk, a question that needs more than a yes, and nothing to say keep nothing.
        ("Would you like me to book it for you?", "Yes", []),
        ("How are you today?", "Fine, thanks!", []),
        ("Anything else I should know?", "Not really, thanks.", []),
        ("What's your budget?", "Not sure.", []),
        ("Which city are you flying from?", "Can you check the cheapest one?", []),
        ("Where are you based? I can look for local options.", "Berlin", [("fact", False, "User is based in Berlin.")]),
        # A question of a few words that names what it asks, without "you".
        (
            "Dietary restrictions?",
            "Vegan, and no soy.",
            [("fact", False, "User's dietary restrictions: Vegan, and no soy.")],
        ),
        (
            "Favorite cuisine?",
            "Thai, definitely.",
            [("preference", False, "User's favorite cuisine: Thai.")],
        ),
        ("Seat preference?", "Aisle.", [("preference", False, "User's seat preference: Aisle.")]),
        ("Great! And your budget?", "300 euros.", [("fact", False, "User's budget: 300 euros.")]),
        ("Any pets?", "No.", [("fact", False, "User has no pets.")]),
        (
            "Any allergies I should know about?",
            "Peanuts and shellfish.",
            [("fact", False, "User has allergies: Peanuts and shellfish.")],
        ),
        ("Window or aisle?", "Aisle.", [("preference", False, 'User, asked "Window or aisle?", answered "Aisle".')]),
        # Not one about the conversation, nor the confirmation of a choice offered, nor no answer yet.
        ("Ready?", "Yes.", []),
        ("Here's the fix. Questions?", "Nope.", []),
        ("Any luck?", "Not yet.", []),
        ("Markdown?", "Yes, markdown.", []),
        ("Here's a draft. Too formal?", "A bit.", []),
        ("Celsius?", "Fahrenheit.", []),
        ("Any changes?", "Make it shorter.", []),
        ("Budget?", "Not sure yet.", []),
        # A choice about the user asked with a verb (session 51), and an offer answered for good; an offer answered
        # for now, or a choice the assistant offers, says nothing lasting.
        (
            "Do you prefer Python or JavaScript?",
            "Python.",
            [("preference", False, 'User, asked "Do you prefer Python or JavaScript?", answered "Python".')],
        ),
        (
            "Are you a morning or night person?",
            "Night owl for sure.",
            [("preference", False, 'User, asked "Are you a morning or night person?", answered "Night owl".')],
        ),
        (
            "Would you like me to use bullet points?",
            "Yes please, always.",
            [("preference", True, "User asks the assistant to use bullet points.")],
        ),
        ("Would you like me to use bullet points?", "Yes please.", []),
        ("Would you like me to explain it or show code?", "Show code.", []),
        # Round 19 (session 52): an answer with its own preposition; a no that says since when (and why); "Should I
        # …?" and "Always, please." for good, and an "always" alone asks nothing; a word of certainty at the end is
        # dropped; a birthday's day is the fact, undated; the kinds of place, getting somewhere, doing these days.
        ("Where do you work?", "At a bakery downtown.", [("fact", False, "User works at a bakery downtown.")]),
        ("Where do you work?", "From home.", [("fact", False, "User works from home.")]),
        ("Do you drink coffee?", "Not anymore.", [("fact", False, "User doesn't drink coffee anymore.")]),
        (
            "Do you eat meat?",
            "Not anymore, I went vegan.",
            [("fact", False, "User doesn't eat meat anymore; they went vegan.")],
        ),
        ("Do you have pets?", "Not anymore.", [("fact", False, "User has no pets anymore.")]),
        (
            "Should I keep my answers brief?",
            "Yes, always.",
            [("preference", True, "User asks the assistant to keep its answers brief.")],
        ),
        ("Should I add more detail?", "Yes please.", []),
        (
            "Would you like me to add a summary at the end?",
            "Always, please.",
            [("preference", True, "User asks the assistant to add a summary at the end.")],
        ),
        ("Want me to keep going?", "Sure, from now on.", []),
        ("What's your favorite food?", "Sushi, definitely.", [("preference", False, "User's favorite food is Sushi.")]),
        ("When is your birthday?", "March 3rd.", [("fact", False, "User's birthday is March 3rd.")]),
        ("What city do you live in?", "Lisbon.", [("fact", False, "User lives in Lisbon.")]),
        ("What city do you study in?", "Boston.", [("fact", False, "User studies in Boston.")]),
        ("How do you get to work?", "By bike.", [("fact", False, "User gets to work by bike.")]),
        (
            "What are you working on these days?",
            "A React app for my startup.",
            [("fact", False, "User is working on a React app for their startup.")],
        ),
        # Round 49 (session 53): who is in the user's party, asked without "you"; a list of the user's people alone is
        # read with the question, not as a fact of its own.
        (
            "How many people will be traveling?",
            "Just me and my two kids.",
            [
                (
                    "fact",
                    False,
                    'User, asked "How many people will be traveling?", answered "just them and their two kids".',
                )
            ],
        ),
        (
            "Who's coming?",
            "My parents and my sister.",
            [("fact", False, 'User, asked "Who\'s coming?", answered "their parents and their sister".')],
        ),
        ("How many people were at the meeting?", "About twenty.", []),
        # Round 54 (session 53): "It's …" before the answer, a question's "by the way", what the user does named with
        # "the"; "I don't know" is no answer.
        ("What's your name, by the way?", "It's Priya.", [("fact", False, "User's name is Priya.")]),
        (
            "What's the occasion?",
            "Our tenth anniversary.",
            [("fact", False, 'User, asked "What\'s the occasion?", answered "their tenth anniversary".')],
        ),
        ("How would you like to celebrate?", "I don't know.", []),
        ("Do you have pets?", "Exactly.", [("fact", False, "User has pets.")]),
        # Round 56 (session 53): where the user grew up, at some length; how the user would like something written,
        # for good or for the task at hand.
        ("Where did you grow up?", "Lagos.", [("fact", False, "User grew up in Lagos.")]),
        ("Where did you grow up?", "Mostly in Ohio.", [("fact", False, "User grew up mostly in Ohio.")]),
        (
            "Where did you grow up?",
            "Just outside Dublin, then we moved to London when I was ten.",
            [("fact", False, "User grew up outside Dublin, then we moved to London when they were ten.")],
        ),
        (
            "How would you like me to write the emails?",
            "Short and friendly, always.",
            [("preference", True, "User asks the assistant to write the emails short and friendly.")],
        ),
        (
            "How would you like me to format code examples?",
            "Always in TypeScript, with comments.",
            [("preference", True, "User asks the assistant to format code examples in TypeScript, with comments.")],
        ),
        ("How would you like me to format the summary?", "As a table.", []),
        ("How would you like me to help?", "Just proofread it.", []),
        # Round 57 (session 53): a yes-or-no question answered with a yes and more; not a reply of the user's own.
        # (Since session 55 the quote keeps the yes: "about twice a month" alone says it only by implication.)
        (
            "Do you travel much for work?",
            "Yes, about twice a month.",
            [("fact", False, 'User, asked "Do you travel much for work?", answered "yes, about twice a month".')],
        ),
        (  # (how often without a yes is quoted as said)
            "Do you travel much for work?",
            "Once a month or so.",
            [("fact", False, 'User, asked "Do you travel much for work?", answered "once a month or so".')],
        ),
        ("Have you tried talking to them?", "I've tried.", []),
        # Round 58 (session 53): a question's polite tail; no article after "no"; a number's word in lowercase.
        ("How old are you, if you don't mind me asking?", "41.", [("fact", False, "User is 41.")]),
        ("Do you have a preferred seat?", "No, not really.", [("fact", False, "User has no preferred seat.")]),
        ("How old is your daughter?", "Seven months.", [("fact", False, "User's daughter is seven months old.")]),
        # Round 63 (session 53): "I don't" before a verb is part of the answer, not its opening.
        (
            "What phone do you use?",
            "I don't use a smartphone, just a flip phone.",
            [
                (
                    "fact",
                    False,
                    'User, asked "What phone do you use?", answered "they don\'t use a smartphone, just a flip phone".',
                )
            ],
        ),
        (
            "What kind of car do you drive?",
            "I don't drive, I bike everywhere.",
            [("fact", False, "User doesn't drive, they bike everywhere.")],
        ),
        ("How many people are in the photo?", "Three.", []),
        # Round 65 (session 54): "Not yet" is a no; a hedge opening an answer goes on in lowercase.
        (
            "Do you have a will?",
            "Not yet, it's on my list.",
            [("fact", False, "User has no will yet; it's on their list.")],
        ),
        (
            "What's your reading level in French?",
            "Maybe B1.",
            [("fact", False, "User's reading level in French is maybe B1.")],
        ),
        # Round 66 (session 54): an offer about something of the user's, answered with what they want instead (not "No
        # thanks, I'll do it myself").
        (
            "Should I send the confirmation to your work email?",
            "No, my personal one please.",
            [
                (
                    "preference",
                    False,
                    'User, asked "Should I send the confirmation to your work email?", '
                    'answered "No, their personal one".',
                )
            ],
        ),
        ("Would you like me to add this to your calendar?", "No thanks, I'll do it myself.", []),
        # Round 76 (session 54): "Are you taking any …?", "Do you know your …?", "… I should know about".
        (
            "Are you taking any supplements?",
            "Vitamin D and magnesium.",
            [("fact", False, "User is taking supplements: Vitamin D and magnesium.")],
        ),
        ("Do you know your blood type?", "O negative.", [("fact", False, "User's blood type is O negative.")]),
        # Round 77 (session 54): a choice of what the user has; "Any foods you don't eat?"; "us"; how often after the
        # answer, and after "Not much".
        (
            "Do you have a gas or an electric stove?",
            "Gas.",
            [("fact", False, 'User, asked "Do you have a gas or an electric stove?", answered "Gas".')],
        ),
        ("Do you have kids or pets?", "No.", [("fact", False, "User has no kids or pets.")]),
        (
            "Any foods you don't eat?",
            "Mushrooms and olives.",
            [("fact", False, 'User, asked "Any foods you don\'t eat?", answered "Mushrooms and olives".')],
        ),
        (
            "What's your monthly rent?",
            "1800 for the two of us.",
            [("fact", False, "User's monthly rent is 1800 for the two of them.")],
        ),
        (
            "Do you swim?",
            "Not much, maybe once a month.",
            [("fact", False, 'User, asked "Do you swim?", answered "not much, maybe once a month".')],
        ),
        # Round 78 (session 54): two questions in one sentence, and names told as clauses, are quoted whole; a choice
        # about one of the user's people is a fact; "It's Priya." stays the name.
        (
            "What's your dog's name, and how old is she?",
            "Biscuit, she's 4.",
            [
                (
                    "fact",
                    False,
                    'User, asked "What\'s your dog\'s name, and how old is she?", answered "Biscuit, she\'s 4".',
                )
            ],
        ),
        (
            "What are your kids' names?",
            "Mia is 10 and Sam is 7.",
            [("fact", False, 'User, asked "What are your kids\' names?", answered "Mia is 10 and Sam is 7".')],
        ),
        (
            "Is your brother older or younger?",
            "Older, by two years.",
            [("fact", False, 'User, asked "Is your brother older or younger?", answered "Older, by two years".')],
        ),
        ("What's your name?", "It's Priya.", [("fact", False, "User's name is Priya.")]),
        # Round 81 (session 54): the user's "I" in a quoted answer is "they", as "my" is "their"; a choice of how the
        # user learns.
        (
            "Full-time or part-time?",
            "Part-time, while I finish my degree.",
            [
                (
                    "preference",
                    False,
                    'User, asked "Full-time or part-time?", answered "Part-time, while they finish their degree".',
                )
            ],
        ),
        (
            "Do you learn better by doing or by watching?",
            "By doing.",
            [("preference", False, 'User, asked "Do you learn better by doing or by watching?", answered "by doing".')],
        ),
        # Round 80 (session 54): "Are you on A or B?" is a choice of what the user uses, a fact.
        (
            "Are you on Mac or Windows?",
            "Mac, a 2020 MacBook Air.",
            [("fact", False, 'User, asked "Are you on Mac or Windows?", answered "Mac, a 2020 MacBook Air".')],
        ),
        (
            "What's your routine on weekdays?",
            "Gym at 6, then work. Evenings I cook.",
            [("fact", False, "User's routine on weekdays is Gym at 6, then work. Evenings they cook.")],
        ),
        (
            "Who do you live with?",
            "My husband Tom and our cat, Olive.",
            [
                (
                    "fact",
                    False,
                    'User, asked "Who do you live with?", answered "their husband Tom and their cat, Olive".',
                )
            ],
        ),
        (
            "Do you have any health conditions I should know about?",
            "Asthma, mild.",
            [("fact", False, "User has health conditions: Asthma, mild.")],
        ),
    ],
)
def test_a_short_answer_is_read_with_the_assistants_question(question, reply, expected):
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = Conversation(messages=[Message("user", "Hi."), Message("assistant", question), Message("user", reply)])
    found = RulesExtractor().extract(said)
    assert [(m.content_type, m.pinned, m.content) for m in found if m.content_type != "conversation"] == expected


@pytest.mark.parametrize(
    ("question", "reply", "expected"),
    [
        # The answer, then more: both are kept.
        (
            "Where are you based?",
            "Austin. I also travel a lot for work.",
            [("fact", "User is based in Austin."), ("fact", "User also travels a lot for work.")],
        ),
        # Round 57 (session 53): the answer opening a longer reply that keeps nothing else, what the household has after
        # ", and we", and a reply's first words before a comma; not a clause of the user's own.
        (
            "Where are you flying from?",
            "Boston. It's a long flight, and we have two kids with us.",
            [
                ("fact", 'User, asked "Where are you flying from?", answered "Boston".'),
                ("fact", "We have two kids with us."),
            ],
        ),
        (
            "What's your level in French?",
            "Beginner, I took two semesters in college.",
            [
                ("fact", "User's level in French is Beginner."),
                ("fact", "User took two semesters in college."),
            ],
        ),
        ("Do you like stargazing?", "I love it, it's so calm.", [("preference", "User loves it, it's so calm.")]),
        # A bare yes leads into what follows, and says nothing of its own.
        (
            "Are you in the mood for something adventurous?",
            "Yes! I want to try that new Mexican restaurant.",
            [("preference", "User wants to try that new Mexican restaurant.")],
        ),
        # Round 65 (session 54): a no that says since when opens a longer reply as an answer, and the rest is read
        # without it.
        (
            "Do you have a car?",
            "Not yet, I'm saving for one.",
            [("fact", "User has no car yet."), ("fact", "User is saving for one.")],
        ),
        ("Do you still smoke?", "Not anymore, I quit in 2019.", [("event", "User quit in 2019. (2019)")]),
    ],
)
def test_an_answer_that_opens_a_longer_reply_is_read_with_the_question(question, reply, expected):
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = Conversation(messages=[Message("assistant", question), Message("user", reply)])
    found = RulesExtractor().extract(said)
    assert [(m.content_type, m.content) for m in found if m.content_type != "conversation"] == expected


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        # "it" in the assistant's question is the thing of the user's they just named...
        (
            [("user", "My laptop keeps freezing."), ("assistant", "How old is it?"), ("user", "About six years.")],
            [("fact", "User's laptop is about six years old.")],
        ),
        (
            [("user", "My commute is killing me."), ("assistant", "How long is it?"), ("user", "Almost two hours.")],
            [
                ("fact", "User's commute is killing them."),
                ("fact", 'User, asked "How long is your commute?", answered "almost two hours".'),
            ],
        ),
        # ...and not what the user named nothing of theirs before.
        (
            [
                ("user", "Can you summarize this article?"),
                ("assistant", "How long is it?"),
                ("user", "About 3,000 words."),
            ],
            [],
        ),
        # Round 59 (session 53): "it" for the user's business, "he" or "she" for the one of the user's people just
        # named, and "called" after the thing asked about.
        (
            [
                ("user", "Can you design a logo for my bakery?"),
                ("assistant", "What is it called?"),
                ("user", "Rise & Shine."),
            ],
            [("fact", "User's bakery is called Rise & Shine.")],
        ),
        (
            [("user", "My son needs help with math."), ("assistant", "How old is he?"), ("user", "Eleven.")],
            [("fact", "User's son needs help with math."), ("fact", "User's son is eleven.")],
        ),
        ([("assistant", "What grade is he in?"), ("user", "Third grade.")], []),
        # Round 60 (session 53): a number opening a one-line reply is no list mark.
        (
            [("assistant", "How old are you?"), ("user", "34. I'm a freelancer.")],
            [("fact", "User is 34."), ("fact", "User is a freelancer.")],
        ),
        (
            [("user", "1. I live in Oslo\n2. I have a cat")],
            [("fact", "User lives in Oslo."), ("fact", "User has a cat.")],
        ),
        # Round 61 (session 53): how often, without the yes; "it" for what the user is making, and "about" after it.
        (
            [("assistant", "Do you travel often for work?"), ("user", "Once a month or so.")],
            [("fact", 'User, asked "Do you travel often for work?", answered "once a month or so".')],
        ),
        (
            [("user", "I'm starting a podcast."), ("assistant", "What's it about?"), ("user", "Urban gardening.")],
            [("fact", "User is starting a podcast."), ("fact", "User's podcast is about Urban gardening.")],
        ),
        ([("user", "I rented a car."), ("assistant", "How much is it?"), ("user", "About 40 a day.")], []),
        # A choice of where the user lives is a fact.
        (
            [("assistant", "Do you live in a house or an apartment?"), ("user", "An apartment.")],
            [("fact", 'User, asked "Do you live in a house or an apartment?", answered "an apartment".')],
        ),
        # The requests of a reply to a question about every answer are for good, and pinned.
        (
            [
                ("assistant", "Is there anything I should keep in mind for future answers?"),
                ("user", "Sure, use British spelling."),
            ],
            [("preference", "User asks the assistant to use British spelling.")],
        ),
        (
            [("assistant", "Anything else I can help with?"), ("user", "Use British spelling.")],
            [],
        ),
        # Round 64 (session 54): two questions asked at once, answered in turn by two short parts; a reply of one part
        # answers the first question that it answers; "Also, …?" asks what "…?" does.
        (
            [("assistant", "Do you rent or own? And do you have a garden?"), ("user", "We rent, and no garden.")],
            [("fact", "We rent."), ("fact", "User has no garden.")],
        ),
        (
            [
                ("assistant", "Do you live in an apartment or a house? And do you have other pets?"),
                ("user", "An apartment, and no other pets."),
            ],
            [
                ("fact", 'User, asked "Do you live in an apartment or a house?", answered "an apartment".'),
                ("fact", "User has no other pets."),
            ],
        ),
        (
            [
                ("assistant", "Do you run on roads or trails? And any foot issues?"),
                ("user", "Roads, mostly half marathons. I overpronate a bit."),
            ],
            [
                (
                    "preference",
                    'User, asked "Do you run on roads or trails?", answered "Roads, mostly half marathons".',
                ),
                ("fact", "User has foot issues: they overpronate a bit."),
            ],
        ),
        (
            [
                ("assistant", "Would you like me to suggest some recipes? And do you have any allergies?"),
                ("user", "No allergies."),
            ],
            [("fact", "User has no allergies.")],
        ),
        (
            [("assistant", "Do you have a car? And how far is your commute?"), ("user", "No.")],
            [("fact", "User has no car.")],
        ),
        (
            [("assistant", "Thanks! Also, what time zone are you in?"), ("user", "Central.")],
            [("fact", 'User, asked "What time zone are you in?", answered "Central".')],
        ),
        # Round 67 (session 54): a question asked of what the user just said, in a word or two, answered: the answer
        # ends that message's last sentence (not a clause of the user's own, "I'm not sure yet").
        (
            [("user", "I'm learning Spanish."), ("assistant", "Nice! How long?"), ("user", "About two years.")],
            [("fact", "User is learning Spanish, for about two years.")],
        ),
        (
            [("user", "I've been vegetarian for a while."), ("assistant", "Since when?"), ("user", "Since 2019.")],
            [("fact", "User has been vegetarian for a while, since 2019.")],
        ),
        (
            [("user", "I'm going on vacation."), ("assistant", "Where to?"), ("user", "I'm not sure yet.")],
            [("fact", "User is going on vacation.")],
        ),
        ([("assistant", "Where to?"), ("user", "Paris.")], []),
        # …"her" before a noun, and "his", are the user's person's; "Do you know what breed?" is a question of "what".
        (
            [
                ("user", "My mom is turning 60."),
                ("assistant", "How fun! When is her birthday?"),
                ("user", "March 2nd."),
            ],
            [("fact", "User's mom is turning 60."), ("fact", "User's mom's birthday is March 2nd.")],
        ),
        (
            [("user", "My sister needs a gift idea."), ("assistant", "What does she like?"), ("user", "Books.")],
            [
                ("fact", "User's sister needs a gift idea."),
                ("preference", 'User, asked "What does your sister like?", answered "Books".'),
            ],
        ),
        (
            [("assistant", "Yay! Do you know what breed?"), ("user", "A Maine Coon.")],
            [("fact", 'User, asked "Do you know what breed?", answered "a Maine Coon".')],
        ),
        # Round 69 (session 54): "shes" and "bf", typed on a phone, for the user's "she" and the assistant's "he".
        (
            [
                ("user", "my cat has been sneezing"),
                ("assistant", "Any other symptoms?"),
                ("user", "not really. shes 12"),
            ],
            [("fact", "User's cat has been sneezing."), ("fact", "User's cat is 12.")],
        ),
        (
            [
                ("user", "my bf is stressed about work"),
                ("assistant", "What does he do?"),
                ("user", "software engineer at a bank"),
            ],
            [
                ("fact", "User's boyfriend is stressed about work."),
                ("fact", 'User, asked "What does your boyfriend do?", answered "software engineer at a bank".'),
            ],
        ),
        # Round 70 (session 54): a reply that names the user's people, to a question asked without "you" (not one about
        # the work at hand).
        (
            [("assistant", "Who usually cooks at home?"), ("user", "My husband, and our son on Sundays.")],
            [("fact", 'User, asked "Who usually cooks at home?", answered "their husband, and their son on Sundays".')],
        ),
        ([("assistant", "What's wrong with the build?"), ("user", "My test fails on CI.")], []),
        # Round 74 (session 54): what the assistant checks it understood about the user, confirmed (kept as the user's
        # own sentence) or corrected (quoted); not a feeling of the moment.
        (
            [("assistant", "So you're gluten-free, right?"), ("user", "Yes, since 2020.")],
            [("fact", "User is gluten-free, since 2020.")],
        ),
        (
            [("assistant", "You said your son plays hockey. Is that still the case?"), ("user", "Yes.")],
            [("fact", "User's son plays hockey.")],
        ),
        (
            [("assistant", "You mentioned you have a cat, is that right?"), ("user", "Two cats actually.")],
            [("fact", 'User, asked "You mentioned you have a cat, is that right?", answered "Two cats actually".')],
        ),
        ([("assistant", "So you're vegetarian, right?"), ("user", "No.")], []),
        ([("assistant", "So, you're really scared, huh?"), ("user", "A big dog ran at us.")], []),
        (
            [("assistant", "Should I keep writing the summaries for you?"), ("user", "Yes please, always.")],
            [("preference", "User asks the assistant to keep writing the summaries for them.")],
        ),
        # Round 154 (session 57): "What does your … look like?" is answered with up to 16 words, a fact.
        (
            [
                ("assistant", "What does your commute look like?"),
                ("user", "Forty minutes on the train, then a ten-minute walk from the station to the office."),
            ],
            [
                (
                    "fact",
                    'User, asked "What does your commute look like?", answered "forty minutes on the train, then a '
                    'ten-minute walk from the station to the office".',
                )
            ],
        ),
        # Round 169 (session 58): "How are sales?" asks about the user's, answered with how much (not "Good, thanks").
        (
            [("assistant", "How are sales?"), ("user", "About 40 rings a month, mostly through Etsy.")],
            [("fact", 'User, asked "How are sales?", answered "about 40 rings a month, mostly through Etsy".')],
        ),
        ([("assistant", "How's business?"), ("user", "Good, thanks.")], []),
        # Round 168 (session 58): "Which …?" answered with a list of names in up to sixteen words.
        (
            [
                ("assistant", "Which cities are you thinking about?"),
                ("user", "Tokyo for sure, then Kyoto, and maybe a couple of nights in Osaka."),
            ],
            [
                (
                    "fact",
                    'User, asked "Which cities are you thinking about?", answered "Tokyo for sure, then Kyoto, and '
                    'maybe a couple of nights in Osaka".',
                )
            ],
        ),
        # Round 167 (session 58): a goal said as what to do is "to" do it; "the classes" in a question is the user's,
        # and two weekdays' evenings are every week's.
        (
            [("assistant", "What's your goal?"), ("user", "Run a half marathon by spring.")],
            [("fact", "User's goal is to run a half marathon by spring.")],
        ),
        (
            [("assistant", "When are the lessons?"), ("user", "Tuesday and Thursday evenings.")],
            [("fact", "User's lessons are Tuesday and Thursday evenings.")],
        ),
        # Round 166 (session 58): "Mostly, …" to "Do you …?" answers it, in up to sixteen words.
        (
            [
                ("assistant", "Do you sell direct?"),
                ("user", "Mostly through our tasting room on weekends, plus a wine club with about 400 members."),
            ],
            [
                (
                    "fact",
                    'User, asked "Do you sell direct?", answered "mostly through their tasting room on weekends, plus a'
                    ' wine club with about 400 members".',
                )
            ],
        ),
        # Round 164 (session 58): a bare "Which …?" or "What …?" that names something of the user's asks about them
        # (not "Which one?", "What time?").
        (
            [("user", "I just moved for a new job."), ("assistant", "Which city?"), ("user", "Denver.")],
            [("fact", "User just moved for a new job."), ("fact", 'User, asked "Which city?", answered "Denver".')],
        ),
        ([("assistant", "Which one?"), ("user", "The second.")], []),
        ([("assistant", "What time?"), ("user", "3pm.")], []),
        # Round 163 (session 58): "yea" and "ya" typed for yes.
        (
            [("assistant", "Are you still in school?"), ("user", "yea, graduating in may")],
            [("fact", 'User, asked "Are you still in school?", answered "yes, graduating in may". (2027-05)')],
        ),
        ([("assistant", "Want the summary now?"), ("user", "see ya tomorrow")], []),
        # Round 162 (session 58): how many the user has, and which, in up to sixteen words (not how many were
        # somewhere); "the commute" or "the job" in a question is the user's.
        (
            [
                ("assistant", "How many guitars do you own?"),
                ("user", "Five of my own: two Strats, a Les Paul, a bass, and an old nylon-string guitar."),
            ],
            [
                (
                    "fact",
                    'User, asked "How many guitars do you own?", answered "five of their own: two Strats, a Les '
                    'Paul, a bass, and an old nylon-string guitar".',
                )
            ],
        ),
        (
            [
                ("assistant", "How many people were at the party?"),
                ("user", "About forty of us, mostly from work, and a few neighbors from down the street."),
            ],
            [],
        ),
        (
            [("assistant", "How long is the commute?"), ("user", "About 40 minutes each way.")],
            [("fact", 'User, asked "How long is your commute?", answered "about 40 minutes each way".')],
        ),
        # Round 160 (session 58): "Any …?" names what it asks in up to five words, without a "yet" (not "Weren't you
        # …?", which is no "Any").
        (
            [("assistant", "Any pets along for the trip?"), ("user", "Two dogs.")],
            [("fact", "User has pets along for the trip: two dogs.")],
        ),
        (
            [("assistant", "Any plans for the holidays yet?"), ("user", "A week in Lisbon.")],
            [("fact", "User has plans for the holidays: a week in Lisbon.")],
        ),
        ([("assistant", "Weren't you really happy then?"), ("user", "Wow, you still remember.")], []),
        # Round 159 (session 58): a duration with "this" of a time opens a longer reply as its answer.
        (
            [
                ("assistant", "How long have you been nursing?"),
                ("user", "Twenty years this winter, before that I was a medic."),
            ],
            [
                (
                    "fact",
                    'User, asked "How long have you been nursing?", answered "twenty years this winter". '
                    "(winter 2026–27)",
                ),
                ("fact", "Before that User was a medic."),
            ],
        ),
        # Round 158 (session 58): "Anything … I should plan around?" and the like ask about the user (not "Anything
        # else?"), and a thing named before a comma and the user's clause answers them; "From now on" answers nothing.
        (
            [("assistant", "Anything diet-wise I should plan around?"), ("user", "A dairy allergy.")],
            [("fact", 'User, asked "Anything diet-wise I should plan around?", answered "a dairy allergy".')],
        ),
        (
            [
                ("assistant", "Any injuries I should work around?"),
                ("user", "A rotator cuff tear in my left shoulder, so I can't press overhead."),
            ],
            [("fact", "User has injuries: a rotator cuff tear in their left shoulder.")],
        ),
        ([("assistant", "Anything else?"), ("user", "A glass of water.")], []),
        (
            [("assistant", "Anything I should keep in mind?"), ("user", "Yes, don't bring up my weight unless I ask.")],
            [("preference", "User asks the assistant not to bring up their weight unless they ask.")],
        ),
        # Round 199 (session 61): of several days in an answer, the first to come ("Nov 1", said on November 20th, is
        # next year's; Jan 15 comes first), each read in its own clause's tense ("were" before "but", "are" after it).
        (
            [("assistant", "When are your exams?"), ("user", "midterms were oct 20 but finals are dec 14")],
            [
                (
                    "fact",
                    'User, asked "When are your exams?", answered "midterms were oct 20 but finals are dec 14".'
                    " (2026-12-14)",
                )
            ],
        ),
        (
            [
                ("assistant", "When are your applications due?"),
                ("user", "early action is nov 1 but regular decision is jan 15"),
            ],
            [
                (
                    "fact",
                    'User, asked "When are your applications due?", answered "early action is nov 1 but regular'
                    ' decision is jan 15". (2027-01-15)',
                )
            ],
        ),
        # Round 197 (session 61): why the user chose what the question names, quoted with it (not a word before the
        # reason); "Way too much" as an answer's lead in lowercase.
        (
            [("assistant", "Why Denver?"), ("user", "It's close to my parents.")],
            [("fact", 'User, asked "Why Denver?", answered "it\'s close to their parents".')],
        ),
        (
            [("assistant", "Why Lisbon?"), ("user", "Good question. My husband got a transfer.")],
            [("event", "User's husband got a transfer.")],
        ),
        (
            [("assistant", "Do you drink coffee?"), ("user", "Way too much, like five cups a shift.")],
            [("fact", "User drinks coffee: way too much, like five cups a shift.")],
        ),
        # Round 196 (session 61): the user as the answer to "Who …?", with how much of it or one of their people, what
        # follows read as said; a bare "me" quoted is "User".
        (
            [("assistant", "Who walks the dog?"), ("user", "Usually me, my wife hates crowds.")],
            [("fact", "User usually walks the dog."), ("fact", "User's wife hates crowds.")],
        ),
        (
            [("assistant", "Who cooks at home?"), ("user", "Mostly me, but my partner bakes.")],
            [("fact", "User mostly cooks at home."), ("fact", "User's partner bakes.")],
        ),
        (
            [("assistant", "Who handles bedtime?"), ("user", "That's all me.")],
            [("fact", "User alone handles bedtime.")],
        ),
        (
            [("assistant", "Who handles the bills?"), ("user", "I do, mostly.")],
            [("fact", "User mostly handles the bills.")],
        ),
        (
            [("assistant", "Who plans the trips?"), ("user", "My wife and I, together.")],
            [("fact", "User and their wife plan the trips together.")],
        ),
        (
            [("assistant", "Who does your son live with?"), ("user", "Me.")],
            [("fact", 'User, asked "Who does your son live with?", answered "User".')],
        ),
        ([("assistant", "Who plays Batman in the new movie?"), ("user", "Robert Pattinson.")], []),
        # Round 195 (session 60): the household's "we" beside "User" in an answer told as a thing of theirs is "they".
        (
            [
                ("assistant", "What's your budget for the move?"),
                ("user", "About 4,000 total, we already have a truck from my brother."),
            ],
            [
                (
                    "fact",
                    "User's budget for the move is about 4,000 total, they already have a truck from their brother.",
                )
            ],
        ),
        # Round 194 (session 60): one of the user's people after an answer and a "but", when the reply keeps nothing
        # whole.
        (
            [
                ("assistant", "Who do you run with?"),
                ("user", "Mostly alone, but my neighbor Kwame joins me for long runs on Sundays."),
            ],
            [
                ("fact", 'User, asked "Who do you run with?", answered "mostly alone".'),
                ("fact", "User's neighbor Kwame joins them for long runs on Sundays."),
            ],
        ),
        # Round 193 (session 60): how the user likes to get something from the assistant is how to send it, for good;
        # what it is to be, "as" that thing.
        (
            [("assistant", "How do you like to get updates from me?"), ("user", "A short summary at the end.")],
            [("preference", "User asks the assistant to send them updates as a short summary at the end.")],
        ),
        # Round 192 (session 60): a weekday of every week answers how much of something the user gets or does.
        (
            [("assistant", "Do you get much free time?"), ("user", "Sunday mornings, that's when I paint.")],
            [
                (
                    "fact",
                    'User, asked "Do you get much free time?", answered "Sunday mornings, that\'s when they paint".',
                )
            ],
        ),
        # Round 190 (session 60): "When are they due?" asks about the user, and the whole reply answers it.
        (
            [
                ("assistant", "Congratulations! When are they due?"),
                ("user", "Mid-March, but twins usually come early so we're ready by February."),
            ],
            [
                (
                    "fact",
                    'User, asked "When are they due?", answered "mid-March, but twins usually come early so we\'re'
                    ' ready by February". (2027-03)',
                )
            ],
        ),
        # Round 188 (session 60): a day corrected as it is typed; an event of the user's trade asked with "the"; the
        # user's team asked with "the", and "just me and …" before more.
        (
            [("assistant", "When's the craft fair?"), ("user", "May 9th, sorry, the 16th.")],
            [("fact", 'User, asked "When\'s the craft fair?", answered "May 16th". (2027-05-16)')],
        ),
        (
            [
                ("assistant", "How big is the crew?"),
                ("user", "Just me and my brother most weeks, we hire two more for big roofs."),
            ],
            [("fact", 'User, asked "How big is your crew?", answered "just them and their brother most weeks".')],
        ),
        # Round 187 (session 60): one of the user's people as "he" or "she" after how they are; a no that goes on with
        # what there is instead; "What's the … for?".
        (
            [("assistant", "How's your dad doing?"), ("user", "Up and down, he's on dialysis three mornings a week.")],
            [("fact", "User's dad is on dialysis three mornings a week.")],
        ),
        (
            [("assistant", "Are you training alone?"), ("user", "No, there's a running club on Saturdays.")],
            [("fact", 'User, asked "Are you training alone?", answered "no, there\'s a running club on Saturdays".')],
        ),
        (
            [("assistant", "What's the permit for?"), ("user", "A backyard chicken coop.")],
            [("fact", 'User, asked "What\'s the permit for?", answered "a backyard chicken coop".')],
        ),
        # Round 186 (session 60): what a thing of the user's is going to be, asked with "the" or "your".
        (
            [("assistant", "What's the baby's name going to be?"), ("user", "Hazel, after my grandmother.")],
            [("fact", "User's baby's name is going to be Hazel, after their grandmother.")],
        ),
        (
            [("assistant", "What's the new place going to be?"), ("user", "A taco truck by the brewery.")],
            [("fact", 'User, asked "What\'s the new place going to be?", answered "a taco truck by the brewery".')],
        ),
        # Round 185 (session 60): a thing the user got, named with how, is the answer, however long, with its date; a
        # season of the user's trade has none.
        (
            [
                ("assistant", "What do you drive?"),
                ("user", "A Ford Ranger I bought from my neighbor last spring, it's been great."),
            ],
            [
                (
                    "fact",
                    'User, asked "What do you drive?", answered "a Ford Ranger they bought from their neighbor last'
                    " spring, it's been great\". (spring 2026)",
                )
            ],
        ),
        (
            [("assistant", "When is your slow season?"), ("user", "February and March, mostly.")],
            [("fact", "User's slow season is February and March, mostly.")],
        ),
        # Round 184 (session 60): "Since I was nine" answers how long, and who taught the user stays with it.
        (
            [("assistant", "How long have you been playing?"), ("user", "Since I was nine, my grandpa taught me.")],
            [
                (
                    "fact",
                    'User, asked "How long have you been playing?", answered "since they were nine, their grandpa'
                    ' taught them".',
                )
            ],
        ),
        (
            [("assistant", "How long have you been skiing?"), ("user", "Since I was a kid, my dad is an instructor.")],
            [
                ("fact", 'User, asked "How long have you been skiing?", answered "since they were a kid".'),
                ("fact", "User's dad is an instructor."),
            ],
        ),
        # Round 183 (session 60): a wish "by then" after the answer that says when keeps the whole reply as the answer.
        (
            [("assistant", "When is the recital?"), ("user", "March 3rd, I want to be ready by then.")],
            [
                (
                    "fact",
                    'User, asked "When is the recital?", answered "March 3rd, they want to be ready by then".'
                    " (2027-03-03)",
                )
            ],
        ),
        # Round 181 (session 59): "His" or "Her" opening an answer, in lowercase.
        (
            [("assistant", "Any appointments coming up?"), ("user", "Her dentist appointment is on the 9th.")],
            [("fact", "User has appointments coming up: her dentist appointment is on the 9th. (2026-12-09)")],
        ),
        # Round 180 (session 59): "Do you have … yet?" answered with what it is names the thing without "yet"; a no
        # keeps it.
        (
            [("assistant", "Do you have a venue yet?"), ("user", "The old mill on River Road.")],
            [("fact", "User has a venue: the old mill on River Road.")],
        ),
        ([("assistant", "Do you have a name yet?"), ("user", "No.")], [("fact", "User has no name yet.")]),
        # Round 179 (session 59): a pastime opening an answer, in lowercase.
        (
            [("assistant", "What do you do for fun?"), ("user", "Hiking with my dog, mostly.")],
            [("fact", 'User, asked "What do you do for fun?", answered "hiking with their dog, mostly".')],
        ),
        # Round 176 (session 59): ages told with "turn", quoted; a degree word opening an answer in lowercase.
        (
            [("assistant", "How old are your kids?"), ("user", "The boys turn five on March 2nd.")],
            [
                (
                    "fact",
                    'User, asked "How old are your kids?", answered "the boys turn five on March 2nd". (2027-03-02)',
                )
            ],
        ),
        (
            [("assistant", "What's your cooking style?"), ("user", "Really simple, mostly sheet pan dinners.")],
            [("fact", "User's cooking style is really simple, mostly sheet pan dinners.")],
        ),
        # Round 175 (session 59): a clause of the user's after a short answer that says "it" or "him" of it stays in the
        # answer (not one about someone else, nor one that names something else).
        (
            [("assistant", "What car do you drive?"), ("user", "A 2015 Outback, I've had it since new.")],
            [("fact", 'User, asked "What car do you drive?", answered "a 2015 Outback, they\'ve had it since new".')],
        ),
        (
            [("assistant", "Any pets?"), ("user", "A beagle named Pickles, I adore him.")],
            [("fact", "User has pets: a beagle named Pickles, they adore him.")],
        ),
        (
            [("assistant", "Where do you live?"), ("user", "Melbourne, but I'm moving to Sydney in January.")],
            [("fact", "User lives in Melbourne."), ("event", "User is moving to Sydney in January. (2027-01)")],
        ),
        # Round 174 (session 59): a clause of the user's own to "Do you …?" says what they do, and no yes ("I borrow my
        # brother's" does not say they have a car); to "How do you get to work?", as said; what is coming up, asked
        # without "you" (not "Anything else?").
        (
            [("assistant", "Do you work alone?"), ("user", "I bring a second shooter for big weddings.")],
            [("fact", 'User, asked "Do you work alone?", answered "they bring a second shooter for big weddings".')],
        ),
        (
            [("assistant", "Do you have a car?"), ("user", "I borrow my brother's when I need one.")],
            [("fact", 'User, asked "Do you have a car?", answered "they borrow their brother\'s when they need one".')],
        ),
        (
            [("assistant", "How do you get to work?"), ("user", "I walk.")],
            [("fact", 'User, asked "How do you get to work?", answered "they walk".')],
        ),
        (
            [("assistant", "Anything coming up soon?"), ("user", "A food festival on the 14th.")],
            [("fact", 'User, asked "Anything coming up soon?", answered "a food festival on the 14th". (2026-12-14)')],
        ),
        ([("assistant", "Anything coming up soon?"), ("user", "Not really.")], []),
        # Round 151 (session 57): "No, I …" to "Do you …?" says what the user does instead.
        (
            [("assistant", "Do you photograph birds?"), ("user", "No, I just sketch them.")],
            [("fact", 'User, asked "Do you photograph birds?", answered "no, User just sketches them".')],
        ),
        # Round 150 (session 57): "How are you …ing?" asks the user (not "How are you doing?").
        (
            [("assistant", "How are you getting home?"), ("user", "By train, probably.")],
            [("fact", 'User, asked "How are you getting home?", answered "by train, probably".')],
        ),
        ([("assistant", "How are you doing?"), ("user", "Pretty good, thanks.")], []),
        # Round 149 (session 57): a yes and a few words before the user's clause answer on their own (not a yes and a
        # no: "Yes, no pork, I'm Muslim.").
        (
            [
                ("assistant", "Do you exercise?"),
                ("user", "Yes, at the community pool, I swim laps there every morning."),
            ],
            [
                ("fact", 'User, asked "Do you exercise?", answered "yes, at the community pool".'),
                ("fact", "User swims laps there every morning."),
            ],
        ),
        # Round 147 (session 57): "What's helped …?" asks the user; how the user does something is read with up to 20
        # words (not how they feel); "Anything I should keep in mind?" asks for good.
        (
            [("assistant", "What's helped the most?"), ("user", "Therapy and a lot of long walks.")],
            [("fact", 'User, asked "What\'s helped the most?", answered "Therapy and a lot of long walks".')],
        ),
        (
            [
                ("assistant", "How do you get through long shifts?"),
                ("user", "I pack two meals, drink a ton of water and take a short walk outside every couple of hours."),
            ],
            [
                (
                    "fact",
                    'User, asked "How do you get through long shifts?", answered "they pack two meals, drink a ton of '
                    'water and take a short walk outside every couple of hours".',
                )
            ],
        ),
        (
            [("assistant", "Anything I should keep in mind?"), ("user", "Yes, never schedule calls before 10.")],
            [("preference", "User asks the assistant to never schedule calls before 10.")],
        ),
        # Round 146 (session 57): how much of it, to "Are you …?", is read whole as the answer.
        (
            [
                ("assistant", "Are you getting any help with the wedding?"),
                ("user", "A little from my sister, but mostly it's just me and a spreadsheet."),
            ],
            [
                (
                    "fact",
                    "User is getting help with the wedding: a little from their sister, but mostly it's just them and "
                    "a spreadsheet.",
                )
            ],
        ),
        # Round 145 (session 57): how often, in up to eight words before the user's clause, answers.
        (
            [
                ("assistant", "How often do you swim?"),
                ("user", "Three mornings a week from June to August, then I switch to the gym."),
            ],
            [("fact", 'User, asked "How often do you swim?", answered "three mornings a week from June to August".')],
        ),
        # Round 144 (session 57): to "What's your …?", a description of up to 16 words, commas and all, with no clause
        # of the user's; a favourite is no event of the month it names.
        (
            [
                ("assistant", "What's your favorite beach?"),
                ("user", "Half Moon Bay, especially in September when the fog finally lifts and the crowds leave."),
            ],
            [
                (
                    "preference",
                    "User's favorite beach is Half Moon Bay, especially in September when the fog finally lifts and "
                    "the crowds leave.",
                )
            ],
        ),
        # Round 143 (session 57): "Does your …?" is a yes-or-no question about the user's, answered with more; what,
        # described in up to 16 words with no clause of its own.
        (
            [("assistant", "Does your daughter play any sports?"), ("user", "Yes, volleyball and a little tennis.")],
            [
                (
                    "fact",
                    'User, asked "Does your daughter play any sports?", answered "yes, volleyball and a little '
                    'tennis".',
                )
            ],
        ),
        (
            [
                ("assistant", "What kind of car do you drive?"),
                ("user", "A beat-up silver Honda Fit from 2009 with a cracked windshield and no radio."),
            ],
            [
                (
                    "fact",
                    'User, asked "What kind of car do you drive?", answered "a beat-up silver Honda Fit from 2009 '
                    'with a cracked windshield and no radio".',
                )
            ],
        ),
        # Round 142 (session 57): the assistant's "yourself" is the user's "themselves".
        (
            [("assistant", "Do you have any ways to motivate yourself?"), ("user", "A sticker chart, honestly.")],
            [("fact", "User has ways to motivate themselves: a sticker chart, honestly.")],
        ),
        # Round 141 (session 57): each one's age said with its verb is quoted, to "How old are the …?" asked of the
        # user's pets too.
        (
            [("assistant", "How old are the cats?"), ("user", "Miso is 3 and Tofu is 5.")],
            [("fact", 'User, asked "How old are your cats?", answered "Miso is 3 and Tofu is 5".')],
        ),
        # Round 140 (session 57): "Of course," (or "Definitely,", "Absolutely,") opening a longer reply to "Do you
        # have …?" answers as "Yes," does; "Do you need …?" is still an offer of the assistant's. (Since round 175, what
        # it goes on to say of "it" stays with it.)
        (
            [("assistant", "Do you have a bike?"), ("user", "Of course, I ride it to work every day.")],
            [("fact", "User has a bike: they ride it to work every day.")],
        ),
        ([("assistant", "Do you need a charger?"), ("user", "No, I have one.")], []),
        # Round 139 (session 57): a place of up to ten words before the user's clause answers "Where …?".
        (
            [
                ("assistant", "Where do you usually run?"),
                ("user", "The river trail behind the old paper mill, my street has no sidewalks."),
            ],
            [
                (
                    "fact",
                    'User, asked "Where do you usually run?", answered "the river trail behind the old paper mill".',
                ),
                ("fact", "User's street has no sidewalks."),
            ],
        ),
        # Round 137 (session 57): how much, to "Are you …?" asked of a state; an amount and a month opening a reply to
        # what the user has done this year (the month the last one).
        (
            [("assistant", "Are you allergic to cats?"), ("user", "Mildly.")],
            [("fact", "User is mildly allergic to cats.")],
        ),
        (
            [
                ("assistant", "Have you baked any bread this year?"),
                ("user", "About 30 loaves in March, I gave most of them to the neighbors."),
            ],
            [
                (
                    "fact",
                    'User, asked "Have you baked any bread this year?", answered "about 30 loaves in March". (2026-03)',
                ),
                ("event", "User gave most of them to the neighbors. (2026-03)"),
            ],
        ),
        # Round 136 (session 57): so many days or nights of a week says how often, to "Do you …?".
        (
            [("assistant", "Do you walk the dog?"), ("user", "Two evenings a week.")],
            [("fact", 'User, asked "Do you walk the dog?", answered "two evenings a week".')],
        ),
        # Round 135 (session 57): a count in words opening a reply too long to be read whole answers; so does how much
        # of it, to what the user does, with up to 16 words.
        (
            [
                ("assistant", "How big is your band?"),
                ("user", "Five of us, though our drummer is moving to Berlin next spring so maybe four."),
            ],
            [
                ("fact", 'User, asked "How big is your band?", answered "five of them".'),
                ("event", "User's drummer is moving to Berlin next spring so maybe four. (spring 2027)"),
            ],
        ),
        (
            [
                ("assistant", "Do you still paint?"),
                ("user", "A little, mostly watercolors on weekends when the kids are at their grandparents."),
            ],
            [
                (
                    "fact",
                    'User, asked "Do you still paint?", answered "a little, mostly watercolors on weekends when the '
                    'kids are at their grandparents".',
                )
            ],
        ),
        # Round 134 (session 57): a yes or a no to a yes-or-no question is read with up to 16 words after it; a no goes
        # on with "never", "nothing" or "just"; the user's "I" before an adverb keeps its verb.
        (
            [
                ("assistant", "Do you garden much?"),
                ("user", "Yes, most weekends from April to October, mainly tomatoes and a few herbs for cooking."),
            ],
            [
                (
                    "fact",
                    'User, asked "Do you garden much?", answered "yes, most weekends from April to October, mainly '
                    'tomatoes and a few herbs for cooking".',
                )
            ],
        ),
        (
            [("assistant", "Have you been to Iceland?"), ("user", "No, never.")],
            [("fact", 'User, asked "Have you been to Iceland?", answered "no, never".')],
        ),
        (
            [("assistant", "Did you tell them?"), ("user", "Yes, I finally told them and they took it well.")],
            [
                (
                    "fact",
                    'User, asked "Did you tell them?", answered "yes, User finally told them and they took it well".',
                )
            ],
        ),
        # Round 131 (session 57): an amount before a comma answers, in a reply too long to be read whole; not any first
        # words before a comma.
        (
            [
                ("assistant", "How far do you commute?"),
                ("user", "About 40 miles, though it takes over an hour most days because of the bridge traffic."),
            ],
            [("fact", 'User, asked "How far do you commute?", answered "about 40 miles".')],
        ),
        (
            [
                ("assistant", "Do you hide well?"),
                ("user", "Haha, my brother always finds me within a minute or two no matter where I go."),
            ],
            [("fact", "User's brother always finds them within a minute or two no matter where they go.")],
        ),
        # Round 129 (session 56): "Occasionally, …" to "Do you …?" is quoted.
        (
            [("assistant", "Do you sell your pieces?"), ("user", "Occasionally, through a local gallery.")],
            [("fact", 'User, asked "Do you sell your pieces?", answered "occasionally, through a local gallery".')],
        ),
        # Round 128 (session 56): a yes that goes on with "and" more.
        (
            [("assistant", "Do you have a grill?"), ("user", "Yes, and a smoker I built myself.")],
            [("fact", "User has a grill, and a smoker they built themselves.")],
        ),
        # Round 127 (session 56): "Just a notebook." to "Do you use any …?" is something else, as said.
        (
            [("assistant", "Do you use any budgeting apps?"), ("user", "Just a notebook.")],
            [("fact", 'User, asked "Do you use any budgeting apps?", answered "just a notebook".')],
        ),
        # Round 125 (session 56): "the baby" in the assistant's question is the user's, but whoever answers "Who …
        # the baby …?" is read as one of the user's people.
        (
            [("assistant", "What's the baby's name?"), ("user", "Theo, he's seven months old.")],
            [("fact", 'User, asked "What\'s your baby\'s name?", answered "Theo, he\'s seven months old".')],
        ),
        (
            [("assistant", "Who watches the baby during the day?"), ("user", "My mother-in-law, three days a week.")],
            [
                (
                    "fact",
                    'User, asked "Who watches the baby during the day?", answered "their mother-in-law, three days a '
                    'week".',
                )
            ],
        ),
        # Round 124 (session 56): how much of it, to what the user does.
        (
            [("assistant", "Do you garden?"), ("user", "Some herbs on the balcony, nothing fancy.")],
            [("fact", 'User, asked "Do you garden?", answered "some herbs on the balcony, nothing fancy".')],
        ),
        # Round 122 (session 56): how, instead of a yes or a no; a "not yet" with the household; "Will you …?" about the
        # user's choices; the place answering "Where …?" as the "here" of what follows.
        (
            [("assistant", "Are you moving alone?"), ("user", "With my boyfriend and our two cats.")],
            [("fact", 'User, asked "Are you moving alone?", answered "with their boyfriend and their two cats".')],
        ),
        (
            [("assistant", "Will you keep your car?"), ("user", "Probably sell it.")],
            [("preference", 'User, asked "Will you keep your car?", answered "probably sell it".')],
        ),
        (
            [("assistant", "Where are you moving from?"), ("user", "Phoenix, I've lived here my whole life.")],
            [
                ("fact", 'User, asked "Where are you moving from?", answered "Phoenix".'),
                ("fact", "User has lived in Phoenix their whole life."),
            ],
        ),
        # Round 118 (session 56): whatever the user does, answering "What do you …?", quoted and not dated by its
        # weekday (every week's).
        (
            [("assistant", "What do you eat on shift?"), ("user", "whatever i meal prep on sunday, usually chicken")],
            [
                (
                    "fact",
                    'User, asked "What do you eat on shift?", answered "whatever they meal-prep on sunday, usually '
                    'chicken".',
                )
            ],
        ),
        # Round 115 (session 56): a no that goes on with when or how instead is quoted.
        (
            [("assistant", "Do you invoice monthly?"), ("user", "No, at the end of each project, net 15.")],
            [("fact", 'User, asked "Do you invoice monthly?", answered "no, at the end of each project, net 15".')],
        ),
        # Round 114 (session 56): "What's your … on?" asks what it is on; what the user thinks of something is quoted.
        (
            [("assistant", "What's your dissertation on?"), ("user", "Medieval trade routes, mostly Venice.")],
            [("fact", "User's dissertation is on Medieval trade routes, mostly Venice.")],
        ),
        (
            [("assistant", "What's your take on pineapple pizza?"), ("user", "Love it.")],
            [("fact", 'User, asked "What\'s your take on pineapple pizza?", answered "Love it".')],
        ),
        # Round 113 (session 56): a no that goes on with what the household does instead; "Who's on the lease?" asks
        # about the user's; the user's "I" beside others' "they" in a quote is "User".
        (
            [("assistant", "Do you split the cooking?"), ("user", "No, we take turns by week.")],
            [("fact", 'User, asked "Do you split the cooking?", answered "no, we take turns by week".')],
        ),
        (
            [("assistant", "Who's on the mortgage?"), ("user", "Both of us, it's a 30-year fixed.")],
            [("fact", 'User, asked "Who\'s on your mortgage?", answered "both of them, it\'s a 30-year fixed".')],
        ),
        (
            [
                ("assistant", "How do you split the rent?"),
                ("user", "By room size, so I pay 700 and they pay 650 each."),
            ],
            [
                (
                    "fact",
                    'User, asked "How do you split the rent?", answered "by room size, so User pays 700 and they '
                    'pay 650 each".',
                )
            ],
        ),
        # Round 112 (session 56): "What's your … looking like?" asks what it is like.
        (
            [("assistant", "What's your budget looking like?"), ("user", "Around 2k for the whole trip.")],
            [("fact", "User's budget is around 2k for the whole trip.")],
        ),
        # Round 111 (session 56): a bare yes to "Do you do any …?" keeps what was asked without its "any".
        ([("assistant", "Do you do any sports?"), ("user", "Yes.")], [("fact", "User does sports.")]),
        # Round 110 (session 56): a "not yet" that says when; a thing named to "Are you planning a …?" (not a maybe
        # alone); the user's clause answering "What's your …?", quoted.
        (
            [("assistant", "Have you set a date?"), ("user", "Not yet, probably next October.")],
            [("fact", 'User, asked "Have you set a date?", answered "not yet, probably next October". (2027-10)')],
        ),
        (
            [("assistant", "Are you planning a honeymoon?"), ("user", "Japan, if we can afford it.")],
            [("fact", 'User, asked "Are you planning a honeymoon?", answered "Japan, if we can afford it".')],
        ),
        ([("assistant", "Are you going to buy a new one?"), ("user", "Maybe.")], []),
        (
            [("assistant", "What's your budget?"), ("user", "We're trying to keep it under 30k.")],
            [("fact", 'User, asked "What\'s your budget?", answered "we\'re trying to keep it under 30k".')],
        ),
        # Round 109 (session 56): what a thing of the user's is like, described with their clause inside.
        (
            [
                ("assistant", "What's your setup like?"),
                ("user", "A PC I built last year with a 4070, and a Shure mic."),
            ],
            [("fact", "User's setup is a PC they built last year with a 4070, and a Shure mic. (2025)")],
        ),
        # Round 108 (session 56): one of the user's people answers "Does anyone …?" (and says more after a "he"); the
        # thing of "Do you …?" said again as "it" after a yes is that thing (not to "Do you like …?").
        (
            [("assistant", "Has anyone in your family had cancer?"), ("user", "My grandmother, breast cancer.")],
            [
                (
                    "fact",
                    'User, asked "Has anyone in your family had cancer?", answered "their grandmother, breast cancer".',
                )
            ],
        ),
        (
            [("assistant", "Does anyone else live with you?"), ("user", "My brother, he moved in last spring.")],
            [
                ("fact", 'User, asked "Does anyone else live with you?", answered "their brother".'),
                ("event", "User's brother moved in last spring. (spring 2026)"),
            ],
        ),
        (
            [("assistant", "Do you ride your bike to work?"), ("user", "Yes, I ride it most days unless it rains.")],
            [("fact", "User rides their bike most days unless it rains.")],
        ),
        (
            [("assistant", "Do you like sushi?"), ("user", "Yes, I love it.")],
            [("fact", "User likes sushi.")],
        ),
        # Round 107 (session 56): a longer yes to "Do you have …?", a maybe that says more at a longer reply's start, a
        # choice of the user's life asked with "Would you …?", each quoted or read with its question.
        (
            [
                ("assistant", "Do you have a pension through work?"),
                ("user", "Yes, a small one from my years at the county, plus my 401k."),
            ],
            [("fact", "User has a pension through work: a small one from their years at the county, plus their 401k.")],
        ),
        (
            [
                ("assistant", "Do you plan to keep working part-time?"),
                ("user", "Maybe some consulting, I've been an engineer for 35 years."),
            ],
            [
                ("fact", 'User, asked "Do you plan to keep working part-time?", answered "maybe some consulting".'),
                ("fact", "User has been an engineer for 35 years."),
            ],
        ),
        (
            [("assistant", "Would you sell the house?"), ("user", "Probably, once the kids are gone.")],
            [("preference", 'User, asked "Would you sell the house?", answered "probably, once the kids are gone".')],
        ),
        # Round 106 (session 56): what the user did, to "Did you … any …?" or "… anything …?", is quoted with it.
        (
            [("assistant", "Did you do any sports in school?"), ("user", "Track, mostly the 400 meters.")],
            [("fact", 'User, asked "Did you do any sports in school?", answered "Track, mostly the 400 meters".')],
        ),
        # Round 105 (session 56): a reply that says "one" for what was asked is quoted with the question; one of the
        # user's people named, then "he" or "she", answers "Who …?" and says what they are.
        (
            [
                ("assistant", "Have you considered a dog walker?"),
                ("user", "We already have one, a neighbor's teenager."),
            ],
            [
                (
                    "fact",
                    'User, asked "Have you considered a dog walker?", answered "we already have one, a neighbor\'s '
                    'teenager".',
                )
            ],
        ),
        (
            [("assistant", "Who does the cooking in your house?"), ("user", "My wife Priya, she's a better cook.")],
            [
                ("fact", 'User, asked "Who does the cooking in your house?", answered "their wife Priya".'),
                ("fact", "User's wife Priya is a better cook."),
            ],
        ),
        ([("user", "My dad, he's been sick all week.")], [("fact", "User's dad has been sick all week.")]),
        # Round 104 (session 56): a no that goes on about the one asked after is the answer; "her" or "him" after the
        # user's verb is the one asked after; a date in an opening answer dates only the answer.
        (
            [("assistant", "Does your dad live with you?"), ("user", "No, he lives alone about 20 minutes away.")],
            [
                (
                    "fact",
                    'User, asked "Does your dad live with you?", answered "no, he lives alone about 20 minutes away".',
                )
            ],
        ),
        (
            [("assistant", "How often do you see your grandma?"), ("user", "Once a month, and I text her every day.")],
            [
                ("fact", 'User, asked "How often do you see your grandma?", answered "once a month".'),
                ("fact", "User texts their grandma every day."),
            ],
        ),
        (
            [
                ("assistant", "When did you last see your father?"),
                ("user", "Last week, and I'm visiting him on Saturday."),
            ],
            [
                (
                    "fact",
                    'User, asked "When did you last see your father?", answered "last week". (week of 2026-11-09)',
                ),
                ("event", "User is visiting their father on Saturday. (2026-11-21)"),
            ],
        ),
        # Round 103 (session 55): the user's people listed with who they are, answering "Who …?", are the answer.
        (
            [("assistant", "Who lives with you?"), ("user", "My wife and our daughter, who is 3.")],
            [("fact", 'User, asked "Who lives with you?", answered "their wife and their daughter, who is 3".')],
        ),
        # Round 101 (session 55): "your" in what "Do you use …?" asks is the user's, read without a quote.
        (
            [("assistant", "Do you use your laptop in bed?"), ("user", "Yes, every night.")],
            [("fact", "User uses their laptop in bed: every night.")],
        ),
        # Round 100 (session 55): the business the user runs is the assistant's next "it".
        (
            [("user", "I run a small bakery."), ("assistant", "How long have you had it?"), ("user", "Six years.")],
            [
                ("fact", "User runs a small bakery."),
                ("fact", 'User, asked "How long have you had your bakery?", answered "six years".'),
            ],
        ),
        # Round 99 (session 55): an offer's "then" is no part of the request.
        (
            [("assistant", "Should I only suggest kosher recipes then?"), ("user", "Yes, always.")],
            [("preference", "User asks the assistant to only suggest kosher recipes.")],
        ),
        # Round 97 (session 55): "What's your X like?" asks what it is like (a fact); a bare yes to "Do you knit?",
        # and one before more, keeps what the user does.
        (
            [("assistant", "What's your apartment like?"), ("user", "Small but bright.")],
            [("fact", "User's apartment is Small but bright.")],
        ),
        ([("assistant", "Do you knit?"), ("user", "Yes.")], [("fact", "User knits.")]),
        (
            [("assistant", "Do you compost?"), ("user", "Yes, we have a bin behind the garage.")],
            [("fact", "User composts."), ("fact", "We have a bin behind the garage.")],
        ),
        ([("assistant", "Do you also enjoy painting?"), ("user", "Yes.")], [("fact", "User also enjoys painting.")]),
        # Round 96 (session 55): "How do you like me to …?" asks for good, its answer the first sentence and the
        # others read as requests for good; "Are there times I shouldn't …?" answered is a request ("not to …"); "Any
        # hobbies you're into?" answered; the user's "I" in an answer about where they are is "they".
        (
            [("assistant", "How do you like me to format answers?"), ("user", "Bullet points. Keep it brief, I skim.")],
            [
                ("preference", "User asks the assistant to format answers bullet points."),
                ("preference", "User asks the assistant to keep it brief, they skim."),
            ],
        ),
        (
            [("assistant", "Are there times I shouldn't call you?"), ("user", "Never before 8am.")],
            [("preference", "User asks the assistant not to call them before 8am.")],
        ),
        (
            [("assistant", "Any hobbies you're into at the moment?"), ("user", "Bouldering, mostly.")],
            [("fact", 'User, asked "Any hobbies you\'re into at the moment?", answered "Bouldering, mostly".')],
        ),
        (
            [("assistant", "Where do you live?"), ("user", "Leeds, though I work in Manchester.")],
            [("fact", "User lives in Leeds, though they work in Manchester.")],
        ),
        # Round 95 (session 55): "When's the move?" asked of the move the user just told ends that sentence; a no but
        # more to "Do you speak any …?"; "Will you be working …?"; a pet by name alone is an answer, not a sentence;
        # "Do you already have …?".
        (
            [("user", "I'm moving to Berlin for work."), ("assistant", "When's the move?"), ("user", "Late April.")],
            [("event", "User is moving to Berlin for work, in late April. (2027-04)")],
        ),
        (
            [("assistant", "Do you speak any German?"), ("user", "Not really, but I'm taking a course.")],
            [("fact", "User doesn't speak German; they're taking a course.")],
        ),
        (
            [("assistant", "Will you be working from home?"), ("user", "Mostly, two days in the office.")],
            [
                (
                    "preference",
                    'User, asked "Will you be working from home?", answered "mostly, two days in the office".',
                )
            ],
        ),
        (
            [("assistant", "Are you bringing any pets?"), ("user", "Yes, our dog Rufus.")],
            [("fact", "User is bringing pets: their dog Rufus.")],
        ),
        (
            [("assistant", "Do you already have a visa?"), ("user", "Not yet, the appointment is on January 15.")],
            [("fact", "User has no visa yet."), ("event", "The appointment is on January 15. (2027-01-15)")],
        ),
        # Round 94 (session 55): "What time zone should I …?" asks about the user's; an offer taken for good in one
        # sentence is read with its question first, with what else the reply says of it; a longer list answers "Do
        # you have any …?".
        (
            [("assistant", "Which airport should I book from?"), ("user", "Heathrow.")],
            [("fact", 'User, asked "Which airport should I book from?", answered "Heathrow".')],
        ),
        (
            [("assistant", "Should I add travel time to your meetings?"), ("user", "Yes, always 15 minutes.")],
            [("preference", "User asks the assistant to add travel time to their meetings, 15 minutes.")],
        ),
        (
            [
                ("assistant", "Do you have any recurring meetings?"),
                ("user", "Team standup every day at 9:15, and a 1:1 with Dana on Mondays."),
            ],
            [("fact", "User has recurring meetings: Team standup every day at 9:15, and a 1:1 with Dana on Mondays.")],
        ),
        # Round 93 (session 55): "Where were you headed?" asks about a trip under way; a reply of one sentence without
        # a subject, whose words made a memory of no one's, is the answer.
        (
            [("assistant", "Where were you headed?"), ("user", "chicago for my cousins wedding on sat")],
            [
                (
                    "fact",
                    'User, asked "Where were you headed?", answered "chicago for their cousins wedding on Saturday". '
                    "(2026-11-21)",
                )
            ],
        ),
        # Round 92 (session 55): a pet new to the household is one of the user's, whom the next "she" or "he" is; a
        # yes-or-no about one of the user's answered with "mostly" is quoted.
        (
            [
                ("user", "I just got a new puppy."),
                ("assistant", "What's her name?"),
                ("user", "Luna. She's a golden retriever."),
            ],
            [
                ("fact", "User just got a new puppy."),
                ("fact", "User's new puppy's name is Luna."),
                ("fact", "User's new puppy is a golden retriever."),
            ],
        ),
        (
            [("assistant", "Does your son like school?"), ("user", "Mostly, but he hates math.")],
            [("preference", 'User, asked "Does your son like school?", answered "mostly, but he hates math".')],
        ),
        # Round 91 (session 55): "When was your last …?" asks about the past, "…, I think." is a hedge, not a clause;
        # a maybe that says more answers "Are you thinking of …?" (not "Maybe." alone); "I have one." names nothing.
        (
            [("assistant", "When was your last oil change?"), ("user", "Back in August, I think.")],
            [
                (
                    "fact",
                    'User, asked "When was your last oil change?", answered "back in August, they think". (2026-08)',
                )
            ],
        ),
        (
            [("assistant", "Are you thinking of getting a pet?"), ("user", "Maybe a cat.")],
            [("fact", 'User, asked "Are you thinking of getting a pet?", answered "maybe a cat".')],
        ),
        ([("assistant", "Are you thinking of getting a pet?"), ("user", "Maybe.")], []),
        ([("assistant", "Do you need a charger?"), ("user", "No, I have one.")], []),
        # Round 90 (session 55): "Who …?" answered by one of the user's people and when, the later sentences read as
        # said.
        (
            [("assistant", "Who usually cooks dinner?"), ("user", "My wife, except on Sundays when I do.")],
            [
                (
                    "fact",
                    'User, asked "Who usually cooks dinner?", answered "their wife, except on Sundays when they do".',
                )
            ],
        ),
        (
            [("assistant", "Who will be at the dinner?"), ("user", "My parents. My dad is diabetic.")],
            [
                ("fact", 'User, asked "Who will be at the dinner?", answered "their parents".'),
                ("fact", "User's dad is diabetic."),
            ],
        ),
        # Round 89 (session 55): "When is it?" asked of what the user just said ends that sentence with its day (a
        # weekday or a day of a month alone said with "on").
        (
            [
                ("user", "My book club is meeting at my place."),
                ("assistant", "When is it?"),
                ("user", "Thursday evening."),
            ],
            [("event", "User's book club is meeting at their place, on Thursday evening. (2026-11-26)")],
        ),
        (
            [
                ("user", "I'm planning my mom's 60th birthday."),
                ("assistant", "Lovely! When is it?"),
                ("user", "March 14th."),
            ],
            [("event", "User is planning their mom's 60th birthday, on March 14th. (2027-03-14)")],
        ),
        # Round 88 (session 55): "the house" in the assistant's question is the user's; "Are you … or …?" of what they
        # are doing is a choice, a fact; "going for" is a taste.
        (
            [("assistant", "How old is the house?"), ("user", "Built in 1962.")],
            [("fact", "User's house was built in 1962. (1962)")],
        ),
        (
            [("assistant", "Is the apartment furnished or unfurnished?"), ("user", "Unfurnished.")],
            [("fact", 'User, asked "Is your apartment furnished or unfurnished?", answered "Unfurnished".')],
        ),
        (
            [("assistant", "Are you buying or renting?"), ("user", "Renting for now.")],
            [("fact", 'User, asked "Are you buying or renting?", answered "Renting for now".')],
        ),
        (
            [("assistant", "What look are you going for?"), ("user", "Something cozy.")],
            [("preference", 'User, asked "What look are you going for?", answered "Something cozy".')],
        ),
        ([("assistant", "Is the museum open on Sundays?"), ("user", "Yes.")], []),
        # Round 87 (session 55): "Would you relocate?" asks the user (not "Would you be interested in …?", a
        # suggestion); what matters most to them is a taste; how it went, opening a reply, is not the user's news.
        (
            [("assistant", "Would you relocate?"), ("user", "Only to Austin or Denver.")],
            [("preference", 'User, asked "Would you relocate?", answered "only to Austin or Denver".')],
        ),
        ([("assistant", "Would you be interested in a chess club?"), ("user", "Ah, that sounds cool.")], []),
        (
            [("assistant", "What matters most to you in a car?"), ("user", "Safety.")],
            [("preference", 'User, asked "What matters most to you in a car?", answered "Safety".')],
        ),
        (
            [
                ("user", "I had a final round with Stripe on Tuesday."),
                ("assistant", "How did it go?"),
                ("user", "Pretty well I think, they said they'd let me know next week."),
            ],
            [("event", "User had a final round with Stripe on Tuesday. (2026-11-17)")],
        ),
        # Round 86 (session 55): a step the assistant asks the user to try is the work at hand (not a taste tried);
        # "it" after the yes or no to a question about a thing of the user's is that thing.
        ([("assistant", "Have you tried restarting it?"), ("user", "Yes, twice.")], []),
        (
            [("assistant", "Is your router in a central spot?"), ("user", "No, it's in the basement.")],
            [("fact", "User's router is in the basement.")],
        ),
        (
            [("assistant", "Was your flight on time?"), ("user", "No, it was two hours late.")],
            [("fact", "User's flight was two hours late.")],
        ),
        (  # (a reply without "it" is read as said)
            [("assistant", "Is your shop open on Sundays?"), ("user", "No, I close on Sundays.")],
            [("fact", "User closes on Sundays.")],
        ),
        # Round 85 (session 55): an offer declined for another place of the user's; what they go for is a taste.
        (
            [("assistant", "Should I ship it to your home address?"), ("user", "No, to my office.")],
            [("preference", 'User, asked "Should I ship it to your home address?", answered "No, to their office".')],
        ),
        ([("assistant", "Should I ship it to your home address?"), ("user", "No, I'll pick it up.")], []),
        (
            [("assistant", "What colors do you usually go for?"), ("user", "Navy and grey.")],
            [("preference", 'User, asked "What colors do you usually go for?", answered "Navy and grey".')],
        ),
        # Round 84 (session 55): "Only …" to "Do you have a …?" is something else (not so "Just a cat." to "Do you have
        # any pets?"); "Anything else you'd rather skip?" asks the user; "When did you hit that?" and "When was that?"
        # are follow-ups that end the sentence they ask of.
        (
            [("assistant", "Do you have a car?"), ("user", "Only a bike.")],
            [("fact", 'User, asked "Do you have a car?", answered "only a bike".')],
        ),
        ([("assistant", "Do you have any pets?"), ("user", "Just a cat.")], [("fact", "User has pets: a cat.")]),
        (
            [("assistant", "Anything else you'd rather skip?"), ("user", "Lunges, they hurt my knee.")],
            [
                (
                    "preference",
                    'User, asked "Anything else you\'d rather skip?", answered "Lunges, they hurt User\'s knee".',
                )
            ],
        ),
        ([("assistant", "Anything you'd like me to change?"), ("user", "The title.")], []),
        (
            [
                ("user", "My deadlift PR is 140 kg."),
                ("assistant", "Nice! When did you hit that?"),
                ("user", "Last month."),
            ],
            [("event", "User's deadlift PR is 140 kg, last month. (2026-10)")],
        ),
        (
            [("user", "I climbed Kilimanjaro."), ("assistant", "Wow, when was that?"), ("user", "Back in 2018.")],
            [("event", "User climbed Kilimanjaro, back in 2018. (2018)")],
        ),
        # Round 83 (session 55): where the user said they are going, asked of by a question that leaves it out; a guess
        # after one of the user's people is an answer, not a sentence of its own; a month or a weekday alone, answering
        # "When …?", dates it.
        (
            [
                ("user", "I'm planning a trip to Japan."),
                ("assistant", "Fun! When are you going?"),
                ("user", "In April."),
            ],
            [
                ("fact", "User is planning a trip to Japan."),
                ("fact", 'User, asked "When are you going to Japan?", answered "in April". (2027-04)'),
            ],
        ),
        (
            [
                ("user", "We want to take the kids to Disney World."),
                ("assistant", "How long will you be there?"),
                ("user", "A week."),
            ],
            [("fact", 'User, asked "How long will you be in Disney World?", answered "a week".')],
        ),
        (
            [("user", "I have to fly to Chicago."), ("assistant", "When do you leave?"), ("user", "Sunday.")],
            [
                ("fact", "User has to fly to Chicago."),
                ("fact", 'User, asked "When do you leave for Chicago?", answered "Sunday". (2026-11-22)'),
            ],
        ),
        (  # not "there" of "Is there …", nor a place after "going to" that is a month
            [
                ("user", "I'm going to Rome in May."),
                ("assistant", "Is there anything you want to see?"),
                ("user", "The Colosseum."),
            ],
            [("event", "User is going to Rome in May. (2027-05)")],
        ),
        (
            [("assistant", "Who would you go with?"), ("user", "My brother, probably.")],
            [("fact", 'User, asked "Who would you go with?", answered "their brother, probably".')],
        ),
        ([("user", "My brother, probably.")], []),
        (
            [("assistant", "When did you start your new job?"), ("user", "September.")],
            [("fact", 'User, asked "When did you start your new job?", answered "September". (2026-09)')],
        ),
        # Round 82 (session 54): a yes to "Do you have …?" before more answers too; "How much?" asked of what the user
        # spends ends that sentence.
        (
            [("assistant", "Do you have a car?"), ("user", "Yes, and I drive it to work every day.")],
            [("fact", "User has a car."), ("fact", "User drives it to work every day.")],
        ),
        (
            [("user", "I spend too much on coffee."), ("assistant", "How much?"), ("user", "Like 80 a month.")],
            [("fact", "User spends too much on coffee, like 80 a month.")],
        ),
        (
            [("assistant", "Are you working on anything fun?"), ("user", "A podcast about birds.")],
            [("fact", "User is working on a podcast about birds.")],
        ),
        # Round 81 (session 54): "What's the course?" asks about the user's course.
        (
            [("user", "I'm taking a course online."), ("assistant", "What's the course?"), ("user", "Intro to ML.")],
            [
                ("fact", "User is taking a course online."),
                ("fact", 'User, asked "What\'s the course?", answered "Intro to ML".'),
            ],
        ),
        # Round 80 (session 54): the user's appliances and devices, for the assistant's "it".
        (
            [("user", "My fridge is leaking."), ("assistant", "What brand is it?"), ("user", "Samsung.")],
            [
                ("fact", "User's fridge is leaking."),
                ("fact", 'User, asked "What brand is your fridge?", answered "Samsung".'),
            ],
        ),
        # Round 66 (session 54): the in-laws, for a later "he" or "she".
        (
            [
                ("user", "I'm buying a gift for my father-in-law."),
                ("assistant", "What is he into?"),
                ("user", "Golf and old westerns."),
            ],
            [
                ("fact", "User is buying a gift for their father-in-law."),
                ("fact", "User's father-in-law is into Golf and old westerns."),
            ],
        ),
        # Round 64 (session 54): a correction of an earlier message's word, in a later one, reads that message again
        # with the new word.
        (
            [("user", "My daughter is 7."), ("assistant", "Thanks!"), ("user", "Oops, 8, not 7.")],
            [("fact", "User's daughter is 8.")],
        ),
        (
            [("user", "I live in Luton."), ("assistant", "Nice!"), ("user", "I meant Leeds, not Luton.")],
            [("fact", "User lives in Leeds.")],
        ),
        (
            [("user", "I like tea."), ("assistant", "Coffee or tea?"), ("user", "Coffee, not tea.")],
            [
                ("preference", "User likes tea."),
                ("preference", 'User, asked "Coffee or tea?", answered "Coffee, not tea".'),
            ],
        ),
    ],
)
def test_a_reply_is_read_with_what_the_turns_before_it_name(turns, expected):
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = [Message(role, text) for role, text in turns]
    found = RulesExtractor().extract(Conversation(messages=said, started_at=datetime(2026, 11, 20, 15, tzinfo=UTC)))
    kept = [m for m in found if m.content_type != "conversation"]
    assert [(m.content_type, m.content) for m in kept] == expected
    assert all(m.pinned == m.content.startswith("User asks the assistant") for m in kept)


def test_a_correction_in_a_later_message_reads_the_earlier_one_again():
    """Round 64 (session 54): "Sorry, Friday, not Thursday." leaves the flight on Friday, dated so, and no memory of
    Thursday (but the session's summary, which quotes the user); the correction's other sentences are read as ever."""
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = [
        Message("user", "I'm flying to Denver on Thursday."),
        Message("assistant", "Got it, Denver on Thursday. Need a hotel?"),
        Message("user", "Sorry, Friday, not Thursday. I'm allergic to feathers, by the way."),
    ]
    found = RulesExtractor().extract(Conversation(messages=said, started_at=datetime(2026, 11, 20, 15, tzinfo=UTC)))
    kept = [
        (m.content, m.occurred_at.date().isoformat() if m.occurred_at else None)
        for m in found
        if m.content_type != "conversation"  # (the session's summary quotes what was said, as it was said)
    ]
    assert kept == [
        ("User is flying to Denver on Friday. (2026-11-27)", "2026-11-27"),
        ("User is allergic to feathers.", None),
    ]


def test_a_follow_up_answered_dates_what_the_user_said_before():
    """Round 67 (session 54): "I'm moving next month." / "Where to?" / "Rotterdam." keeps the move with its place; and
    (round 95, session 55) "When is the wedding?", asked of the wedding the user just told, ends that sentence with
    its day."""
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    reference = datetime(2026, 11, 20, 15, tzinfo=UTC)
    said = [
        Message("user", "I'm moving next month."),
        Message("assistant", "Exciting! Where to?"),
        Message("user", "Rotterdam. My partner got a job there."),
    ]
    found = RulesExtractor().extract(Conversation(messages=said, started_at=reference))
    kept = [(m.content, m.occurred_at.date().isoformat()) for m in found if m.content_type != "conversation"]
    assert kept[0] == ("User is moving next month, to Rotterdam. (2026-12)", "2026-12-01")
    said = [
        Message("user", "My brother is getting married."),
        Message("assistant", "How lovely! When is the wedding?"),
        Message("user", "May 3rd."),
    ]
    found = RulesExtractor().extract(Conversation(messages=said, started_at=reference))
    memory = next(m for m in found if "married" in m.content)
    assert memory.content == "User's brother is getting married, on May 3rd. (2027-05-03)"
    assert memory.occurred_at.date().isoformat() == "2027-05-03"
    assert [m.content for m in found if m.content_type != "conversation"] == [memory.content]


def test_an_about_me_in_lines_keeps_each_thing_it_tells():
    """Round 71 (session 54): "key: value" lines and list items without their subject are read with the words they
    leave out; a line that is only the opening keeps nothing."""
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    told = (
        "About me:\n- 41, based in Leeds\n- Divorced, one daughter (12)\n- Allergic to latex\n"
        "name: Tom\nlanguages: English, Portuguese"
    )
    found = RulesExtractor().extract(Conversation(messages=[Message("user", told)]))
    assert [m.content for m in found if m.content_type != "conversation"] == [
        "User is 41, based in Leeds.",
        "User is divorced, one daughter (12).",
        "User is allergic to latex.",
        "User's name is Tom.",
        "User's languages are English, Portuguese.",
    ]


def test_a_date_in_the_answer_to_a_question_about_the_past_is_in_the_past():
    """Round 76 (session 54): "Did you have surgery?" / "Yes, in March." said in November is last March (it was the
    next one)."""
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = [Message("assistant", "Did you have surgery?"), Message("user", "Yes, in March.")]
    found = RulesExtractor().extract(Conversation(messages=said, started_at=datetime(2026, 11, 20, 9, tzinfo=UTC)))
    memory = next(m for m in found if m.content_type != "conversation")
    assert memory.occurred_at.date().isoformat() == "2026-03-01"


def test_a_date_in_an_answer_is_resolved():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = [Message("assistant", "When are you planning to travel?"), Message("user", "in April")]
    found = RulesExtractor().extract(Conversation(messages=said, started_at=datetime(2026, 11, 20, 9, tzinfo=UTC)))
    memory = next(m for m in found if m.content_type != "conversation")
    assert memory.content == 'User, asked "When are you planning to travel?", answered "in April". (2027-04)'
    assert (memory.tier, memory.occurred_at.date().isoformat()) == ("medium", "2027-04-01")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # Round 24 (session 52): a sentence that goes on about one of the user's people by "she" or "he" is read as
        # about them, when the kin word agrees (a friend may be either); "the manager" is nobody of the user's.
        ("I have a sister. She lives in Paris.", ["User has a sister.", "User's sister lives in Paris."]),
        (
            "My best friend is Tom. He works at Google.",
            ["User's best friend is Tom.", "User's best friend works at Google."],
        ),
        (
            "My brother is a chef. He's got a restaurant in Lyon.",
            ["User's brother is a chef.", "User's brother has got a restaurant in Lyon."],
        ),
        ("My sister is a nurse. He lives in Paris.", ["User's sister is a nurse."]),
        # Round 35: "they" after the user's people named in the plural (not after a thing), and a count before them.
        (
            "My parents live in Ohio. They're both retired.",
            ["User's parents live in Ohio.", "User's parents are both retired."],
        ),
        ("I bought new shoes. They hurt.", ["User bought new shoes."]),
        (
            "My two older brothers live in Texas. They've got kids.",
            ["User's two older brothers live in Texas.", "User's two older brothers have got kids."],
        ),
        ("I talked to the manager. He said no.", []),
        # Round 132 (session 57): "Her …", "His …" or "Their …" after them is theirs, when the kin word agrees; a
        # birthday of theirs comes back every year.
        (
            "My girlfriend lives in Seoul. Her name is Ji-woo.",
            ["User's girlfriend lives in Seoul.", "User's girlfriend's name is Ji-woo."],
        ),
        (
            "My parents live in Ohio. Their house is huge.",
            ["User's parents live in Ohio.", "User's parents' house is huge."],
        ),
        (
            "I have an older brother. His birthday is June 2nd.",
            ["User has an older brother.", "User's older brother's birthday is June 2nd."],
        ),
        ("My brother is a chef. Her restaurant is great.", ["User's brother is a chef."]),
    ],
)
def test_she_or_he_after_one_of_the_users_people_is_them(said, expected):
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    found = RulesExtractor().extract(Conversation(messages=[Message("user", said)]))
    assert [m.content for m in found if m.content_type != "conversation"] == expected


def test_she_or_he_in_a_later_message_is_the_last_of_the_users_people_they_named():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = [
        Message("user", "My daughter just started school."),
        Message("assistant", "How exciting! How is it going?"),
        Message("user", "She loves her teacher."),
    ]
    found = RulesExtractor().extract(Conversation(messages=said))
    assert "User's daughter loves her teacher." in [m.content for m in found]


def test_an_answer_is_read_only_with_the_question_just_before_it():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = [
        Message("assistant", "Where are you based?"),
        Message("user", "Lisbon."),
        Message("user", "Porto too."),  # a second message answers nothing
        Message("assistant", "Noted."),
        Message("user", "Berlin."),
    ]
    found = RulesExtractor().extract(Conversation(messages=said))
    assert [m.content for m in found if m.content_type != "conversation"] == ["User is based in Lisbon."]


def test_the_summary_quotes_each_message_past_its_greeting_and_the_chat_of_the_moment():
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said = [
        "Hi! I just moved to Lisbon.",
        "Thanks. Ok.",
        "Great, thanks! Can you find me a flat near the sea?",
        "I have a question about the listing. I've tried that already. Is it near a metro station?",
    ]
    found = RulesExtractor().extract(Conversation(messages=[Message("user", text) for text in said]))
    summary = next(m for m in found if m.content_type == "conversation")
    assert summary.content == (
        'Conversation (4 messages). The user said: "I just moved to Lisbon." / "Can you find me a flat near the sea?" /'
        ' "Is it near a metro station?"'
    )


@pytest.mark.parametrize(
    ("said", "label", "day"),
    [
        # Said on Friday 2026-11-20. A date relative to that day is resolved, and written to the precision the
        # words give: not the day it was said, which is not the day it happened.
        ("I went to the dentist 3 days ago.", "2026-11-17", "2026-11-17"),
        ("I started a new job two weeks ago.", "week of 2026-11-02", "2026-11-02"),
        ("We moved to Porto six months ago.", "2026-05", "2026-05-01"),
        ("I ran a marathon a year ago.", "2025", "2025-01-01"),
        ("We switched from AWS to GCP last month.", "2026-10", "2026-10-01"),
        ("I was diagnosed with diabetes last year.", "2025", "2025-01-01"),
        ("I moved to Lisbon last week.", "week of 2026-11-09", "2026-11-09"),
        ("We are moving next month.", "2026-12", "2026-12-01"),
        ("My sister and I went hiking on Sunday.", "2026-11-15", "2026-11-15"),
        ("I saw my doctor last Friday.", "2026-11-13", "2026-11-13"),
        ("We will meet the architect on Friday.", "2026-11-27", "2026-11-27"),
        ("I have my exam next Monday.", "2026-11-23", "2026-11-23"),
        # "this Thursday" said on a Friday: of what is to come, the next one (round 15; it had been the day before);
        # of the past, this week's.
        ("I have a dentist appointment this Thursday.", "2026-11-26", "2026-11-26"),
        ("I saw the dentist this Thursday.", "2026-11-19", "2026-11-19"),
        ("We are going camping this weekend.", "weekend of 2026-11-21", "2026-11-21"),
        # A month alone: the last one in the past tense, else the next; a year alone is its first day.
        ("I was in Paris in May.", "2026-05", "2026-05-01"),
        ("We're planning a trip to Japan in April.", "2027-04", "2027-04-01"),
        ("My sister's wedding is in June.", "2027-06", "2027-06-01"),
        ("We will visit Rome in September 2027.", "2027-09", "2027-09-01"),
        ("I graduated from MIT in 2015.", "2015", "2015-01-01"),
        # "last April" is the one before this month, "next March" the one after it, "next November" a year on; and
        # "next December", said in November, a year on too (round 174: the coming one is "this December").
        ("I visited my grandparents in Seoul last April.", "2026-04", "2026-04-01"),
        ("My visa expires next March.", "2027-03", "2027-03-01"),
        ("I moved here last November.", "2025-11", "2025-11-01"),
        ("We will launch next November.", "2027-11", "2027-11-01"),
        ("Our lease ends next December.", "2027-12", "2027-12-01"),
        ("Our lease ends this December.", "2026-12", "2026-12-01"),
        # A weekday alone: the last one in a sentence about the past, else the next (round 11: "I'm flying to Tokyo on
        # Friday" was dated the Friday before). "Have got" is no past; a verb whose past is its present is one.
        ("I'm flying to Tokyo on Friday.", "2026-11-27", "2026-11-27"),
        ("I've got a job interview on Thursday.", "2026-11-26", "2026-11-26"),
        ("Our sprint ends on Wednesday.", "2026-11-25", "2026-11-25"),
        ("I hurt my knee on Sunday.", "2026-11-15", "2026-11-15"),
        ("I heard back from the school on Wednesday.", "2026-11-18", "2026-11-18"),
        # A day named with its month, without a year, likewise; "is scheduled for" is an arrangement, not the past.
        ("The wedding is on June 14.", "2027-06-14", "2027-06-14"),
        ("My knee surgery is scheduled for January 12.", "2027-01-12", "2027-01-12"),
        ("I met her on November 18.", "2026-11-18", "2026-11-18"),
        # The day before the month, likewise.
        ("My appointment is on 14 December.", "2026-12-14", "2026-12-14"),
        ("I'm flying to Rome on the 2nd of January.", "2027-01-02", "2027-01-02"),
        ("I went to Lisbon on the 3rd of March 2024.", "2024-03-03", "2024-03-03"),
        # A span starts on its first day; an arrangement in the present progressive is to come.
        ("I'll be offline from the 20th to the 27th of December.", "2026-12-20", "2026-12-20"),
        ("We are away between 2 and 9 January.", "2027-01-02", "2027-01-02"),
        ("My sister is getting married in May.", "2027-05", "2027-05-01"),
        ("I was getting married in May.", "2026-05", "2026-05-01"),
        # A past tense that does not end in -ed says the month is the last one.
        ("I sold my car in March.", "2026-03", "2026-03-01"),
        ("I began learning piano in September.", "2026-09", "2026-09-01"),
        ("I won't be in the office in May.", "2027-05", "2027-05-01"),
    ],
)
def test_a_relative_date_is_resolved_to_the_precision_it_gives(said, label, day):
    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    reference = datetime(2026, 11, 20, 9, tzinfo=UTC)
    found = RulesExtractor().extract(Conversation(messages=[Message("user", said)], started_at=reference))
    events = [m for m in found if m.content_type == "event"]
    assert len(events) == 1 and events[0].content.endswith(f" ({label})"), found
    assert events[0].occurred_at.date().isoformat() == day


def test_a_request_for_good_is_pinned_and_a_newer_one_replaces_it(account, django_capture_on_commit_callbacks):
    def said(text):
        session_id = submit(account, conversation=f"User: {text}\nAssistant: Sure.")["session_id"]
        with django_capture_on_commit_callbacks(execute=True):  # the cache invalidation after the commit
            assert run(session_id).status == "completed"
        return get(account, session_id)

    said("Please always answer in Portuguese.")
    said("Never use emojis.")
    request = Memory.objects.for_tenant(account.tenant).get(content_type="preference", content__contains="Portuguese")
    assert request.pinned and request.content_type == "preference"
    assert (
        not Memory.objects.for_tenant(account.tenant)
        .get(content_type="conversation", content__contains="emojis")
        .pinned
    )

    def pinned_lines():
        body = account.client.post(
            "/v1/context", {"query": "what is a good recipe for dinner", "user_id": "ana"}, format="json"
        ).json()
        pinned = body["context"].split("## Pinned\n")[1].split("\n## ")[0] if "## Pinned" in body["context"] else ""
        return [line.split("] ", 1)[1] for line in pinned.splitlines()]

    # Whatever the question, the requests lead the context block.
    assert sorted(pinned_lines()) == [
        "User asks the assistant to always answer in Portuguese.",
        "User asks the assistant to never use emojis.",
    ]
    # A newer request of the same kind supersedes the old one; the other request stays.
    said("From now on, always answer in French.")
    request.refresh_from_db()
    assert request.superseded_by_id is not None
    assert sorted(pinned_lines()) == [
        "User asks the assistant to always answer in French.",
        "User asks the assistant to never use emojis.",
    ]


def test_a_dated_event_that_states_something_lasting_outlives_the_short_term(account):
    from memories import lifecycle

    conversation = (
        "User: I was diagnosed with diabetes last year.\nUser: I went to the dentist yesterday.\n"
        "User: My sister and I went hiking on Sunday.\n"
    )
    run(submit(account, conversation=conversation)["session_id"])
    lifecycle.run("promote", tenant=account.tenant)  # importance 0.7 promotes short → medium (SPEC §8)
    events = {
        m.content.split(" (")[0]: (m.tier, m.importance_score)
        for m in memories_of(account.tenant)
        if m.content_type == "event"
    }
    assert events == {
        "User was diagnosed with diabetes last year.": ("medium", 0.7),  # a fact about the user, dated
        "User went to the dentist yesterday.": ("short", 0.5),  # an errand: pruned after 7 days unless used
        "User and their sister went hiking on Sunday.": ("short", 0.5),
    }


def test_running_a_completed_session_again_changes_nothing(account):
    session_id = submit(account, conversation=CONVERSATION)["session_id"]
    run(session_id)
    before = (Memory.objects.for_tenant(account.tenant).count(), MemoryEvent.objects.for_tenant(account.tenant).count())
    assert run(session_id).status == "skipped"
    after = (Memory.objects.for_tenant(account.tenant).count(), MemoryEvent.objects.for_tenant(account.tenant).count())
    assert before == after
    assert get(account, session_id)["attempts"] == 1


def test_the_same_conversation_twice_adds_nothing(account):
    first = submit(account, conversation=CONVERSATION)["session_id"]
    run(first)
    memories = {m.pk: m for m in memories_of(account.tenant)}
    second = submit(account, conversation=CONVERSATION)["session_id"]
    assert run(second).status == "completed"
    body = get(account, second)
    assert body["created_memory_ids"] == []
    assert sorted(body["merged_memory_ids"]) == sorted(str(pk) for pk in memories)
    after = {m.pk: m for m in memories_of(account.tenant)}
    assert after.keys() == memories.keys()
    for pk, memory in after.items():
        assert memory.importance_score > memories[pk].importance_score  # a merge raises importance
        assert memory.access_count == memories[pk].access_count + 1
    merged = MemoryEvent.objects.for_tenant(account.tenant).filter(action="merged")
    assert merged.count() == len(memories)
    assert all(e.after["merged_from_session"] == second for e in merged)


def test_a_changed_fact_supersedes_the_old_one(account):
    first = submit(account, conversation="User: My favourite language is Rust.")["session_id"]
    run(first)
    old = Memory.objects.for_tenant(account.tenant).get(content="User's favourite language is Rust.")
    second = submit(account, conversation="User: My favourite language is Go.")["session_id"]
    run(second)
    new = Memory.objects.for_tenant(account.tenant).get(content="User's favourite language is Go.")
    old.refresh_from_db()
    assert old.superseded_by_id == new.pk
    assert get(account, second)["superseded_memory_ids"] == [str(old.pk)]
    assert MemoryEvent.objects.for_tenant(account.tenant).filter(memory_id=old.pk, action="superseded").exists()
    assert MemoryEvent.objects.for_tenant(account.tenant).filter(memory_id=new.pk, action="superseded").exists()
    hits = account.client.post("/v1/search", {"query": "favourite language", "threshold": 0}, format="json").json()
    ids = [r["id"] for r in hits["results"]]
    assert str(new.pk) in ids and str(old.pk) not in ids
    everything = account.client.post(
        "/v1/search", {"query": "favourite language", "threshold": 0, "include_superseded": True}, format="json"
    ).json()
    assert str(old.pk) in [r["id"] for r in everything["results"]]


def test_a_changed_fact_supersedes_the_nearest_fact_of_its_kind_not_the_nearest_memory(account, model):
    def said(*memories):
        return model_said(
            account, model, *({"content": c, "content_type": t, "memory_nature": n} for c, t, n in memories)
        )

    first = said(
        ("User's favourite language is Rust.", "preference", "semantic"),
        # An episode about the same thing, nearer to the new fact (cosine 0.92 with `hash`) than the old fact (0.83).
        ("Chat: the user's favourite language is Go.", "conversation", "episodic"),
    )
    old = Memory.objects.for_tenant(account.tenant).get(content="User's favourite language is Rust.")
    second = said(("User's favourite language is Go.", "preference", "semantic"))
    assert second["superseded_memory_ids"] == [str(old.pk)] and second["merged_memory_ids"] == []
    assert len(first["created_memory_ids"]) == 2


@pytest.mark.parametrize(
    "older, newer, changed",
    [
        ("User's phone number is 555-1234.", "User's phone number is 555-9876.", True),
        ("User is allergic to peanuts.", "User is not allergic to peanuts.", True),
        ("User works at Acme Corp as a data engineer.", "User works at Globex as a data engineer.", True),
        ("User's favourite language is Rust.", "user's favourite language is rust!", True),  # restated
        ("User's salary is 90k.", "User's salary went up to 110k.", False),  # four words for two
        ("User's daughter is 7 years old.", "User's son is 10 years old.", False),  # who, and the age
        ("User's phone number is 555-1234.", "User's office phone number is 555-9876.", False),
        ("User's manager is Alice.", "User's manager's manager is Carol.", False),
        ("User speaks Spanish.", "User also speaks German.", False),
        ("Rust.", "Go.", False),  # no word kept: nothing says what the value is of
    ],
)
def test_a_changed_fact_restates_the_old_one_with_one_part_changed(older, newer, changed):
    assert services.changes_one_thing(older, newer) is changed


def test_a_close_fact_about_something_else_does_not_supersede(account, model):
    def said(content):
        return model_said(account, model, {"content": content, "content_type": "fact"})

    manager = said("User's manager is Alice.")["created_memory_ids"][0]
    # Cosine 0.76 with `hash`, above SUPERSEDE_MIN_SIMILARITY, and of the same kind; but another person.
    other = said("User's manager's manager is Carol.")
    assert other["superseded_memory_ids"] == [] and len(other["created_memory_ids"]) == 1
    hits = account.client.post("/v1/search", {"query": "who is the manager", "threshold": 0}, format="json").json()
    assert manager in [hit["id"] for hit in hits["results"]]
    # A new manager is a changed fact: it supersedes the old one, not the manager's manager.
    changed = said("User's manager is Bob.")
    assert changed["superseded_memory_ids"] == [manager]


def test_a_duplicate_that_lasts_longer_replaces_the_memory_instead_of_merging_into_it(account, model):
    def said(*tiers, content="User's favourite language is Rust."):
        return model_said(account, model, *({"content": content, "tier": tier} for tier in tiers))

    short = said("short")["created_memory_ids"][0]
    # The same statement as a long-term memory: merged into the short one, it would be pruned with it.
    second = said("long")
    assert second["merged_memory_ids"] == [] and second["superseded_memory_ids"] == [short]
    long = second["created_memory_ids"][0]
    # Said again at a lower tier, it merges into the long-term memory.
    third = said("medium")
    assert third["created_memory_ids"] == [] and third["merged_memory_ids"] == [long]
    # Within one session too: the long-term copy is not dropped as a duplicate of a short-term one before it.
    both = said("short", "long", "medium", content="User's favourite editor is Helix.")["created_memory_ids"]
    tiers = Memory.objects.for_tenant(account.tenant).filter(pk__in=both).values_list("tier", flat=True)
    assert sorted(tiers) == ["long", "short"]


def test_dedup_stays_inside_the_user_and_the_tenant(account, other):
    run(submit(account, conversation=CONVERSATION, user_id="ana")["session_id"])
    count = Memory.objects.for_tenant(account.tenant).count()
    run(submit(account, conversation=CONVERSATION, user_id="bob")["session_id"])  # another user: new memories
    assert Memory.objects.for_tenant(account.tenant).count() == 2 * count
    second = submit(other, conversation=CONVERSATION, user_id="ana")["session_id"]
    run(second)
    assert len(get(other, second)["created_memory_ids"]) == count  # another tenant: nothing merged across
    assert get(other, second)["merged_memory_ids"] == []


def test_dedup_stays_inside_the_scope(account):
    first = submit(account, conversation=CONVERSATION, scope="work/planning")["session_id"]
    run(first)
    count = Memory.objects.for_tenant(account.tenant).count()
    # The same conversation in another scope: its memories are that scope's own, neither merged into the first
    # scope's nor superseding them, so that a search in either scope finds its own.
    second = submit(account, conversation=CONVERSATION, scope="personal")["session_id"]
    run(second)
    body = get(account, second)
    assert len(body["created_memory_ids"]) == count
    assert body["merged_memory_ids"] == [] and body["superseded_memory_ids"] == []
    for scope in ("work/planning", "personal"):
        hits = account.client.post(
            "/v1/search", {"query": "meetings in the morning", "scope": scope, "threshold": 0}, format="json"
        ).json()["results"]
        assert hits and all(hit["scope"] == scope for hit in hits)
    # In the same scope again, the same conversation adds nothing.
    third = submit(account, conversation=CONVERSATION, scope="personal")["session_id"]
    run(third)
    assert get(account, third)["created_memory_ids"] == []


def test_a_conversation_with_nothing_to_remember_completes_empty(account):
    session_id = submit(account, conversation="Assistant: Hello! How can I help?")["session_id"]
    assert run(session_id).status == "completed"
    assert get(account, session_id)["created_memory_ids"] == []


def test_quota_exceeded_makes_the_session_dead_with_the_reason(make_account):
    account = make_account(max_memories=2)
    session_id = submit(account, conversation=CONVERSATION)["session_id"]
    outcome = run(session_id)
    assert outcome.status == "dead" and outcome.retry_in is None
    body = get(account, session_id)
    assert body["status"] == "dead" and "QUOTA_EXCEEDED" in body["last_error"]
    assert Memory.objects.for_tenant(account.tenant).count() == 0


# --- the model extractor over HTTP ------------------------------------------------------------------------


def test_llm_extraction_over_http(account, model):
    model.chat_memories = [
        {
            "content": "User prefers tea.",
            "content_type": "preference",
            "memory_nature": "semantic",
            "importance": 0.8,
            "tier": "long",
        },
        {
            "content": "User talked about drinks.",
            "content_type": "conversation",
            "memory_nature": "episodic",
            "importance": 0.3,
            "tier": "short",
        },
    ]
    session_id = submit(account, conversation="User: I like tea. My key is sk-abcdefghijklmnopqrstuvwx")["session_id"]
    assert run(session_id).status == "completed"
    request = model.requests[-1]
    assert request["path"].endswith("/chat/completions") and request["auth"] == "Bearer sk-test"
    assert request["body"]["model"] == "test-model"
    assert request["body"]["response_format"]["type"] == "json_schema"
    sent = request["body"]["messages"][-1]["content"]
    assert "sk-abcdefghijklmnopqrstuvwx" not in sent and "[REDACTED]" in sent  # redacted before the model
    memories = {m.content: m for m in memories_of(account.tenant)}
    assert set(memories) == {"User prefers tea.", "User talked about drinks."}
    tea = memories["User prefers tea."]
    assert (tea.content_type, tea.tier, tea.importance_score) == ("preference", "long", 0.8)


def test_the_model_is_told_the_day_and_its_weekday_and_dates_an_event(account, model):
    event = {"content": "User is flying to Tokyo on 2026-11-27.", "content_type": "event", "memory_nature": "episodic"}
    model.chat_memories = [
        {**event, "importance": 0.5, "tier": "short", "occurred_on": "2026-11-27"},
        {
            "content": "User likes window seats.",
            "content_type": "preference",
            "memory_nature": "semantic",
            "importance": 0.7,
            "tier": "medium",
            "occurred_on": None,
        },
    ]
    said = [{"role": "user", "content": "I'm flying to Tokyo on Friday.", "timestamp": "2026-11-20T15:00:00Z"}]
    session_id = submit(account, messages=said)["session_id"]
    assert run(session_id).status == "completed"
    assert model.requests[-1]["body"]["messages"][-1]["content"].startswith("Conversation date: 2026-11-20 (Friday).\n")
    schema = model.requests[-1]["body"]["response_format"]["json_schema"]["schema"]
    assert "occurred_on" in schema["properties"]["memories"]["items"]["required"]
    memories = {m.content: m for m in memories_of(account.tenant)}
    assert memories["User is flying to Tokyo on 2026-11-27."].occurred_at == datetime(2026, 11, 27, 12, tzinfo=UTC)
    assert memories["User likes window seats."].occurred_at.date() == timezone.now().date()  # null: when it was kept

    # Without a dated message the day is today's, so "tomorrow" can still be resolved.
    assert run(submit(account, conversation="User: I fly tomorrow.")["session_id"]).status == "completed"
    today = timezone.now()
    assert model.requests[-1]["body"]["messages"][-1]["content"].startswith(
        f"Conversation date: {today:%Y-%m-%d} ({today:%A}).\n"
    )


def test_an_episode_the_model_gives_no_day_happened_when_the_conversation_did(account, model):
    model.chat_memories = [
        {
            "content": "User once ran a half marathon.",
            "content_type": "event",
            "memory_nature": "episodic",
            "importance": 0.5,
            "tier": "short",
            "occurred_on": None,
        },
        {
            "content": "User talked about running.",
            "content_type": "conversation",
            "memory_nature": "episodic",
            "importance": 0.3,
            "tier": "short",
            "occurred_on": None,
        },
    ]
    said = [{"role": "user", "content": "I once ran a half marathon.", "timestamp": "2025-03-04T18:30:00Z"}]
    assert run(submit(account, messages=said)["session_id"]).status == "completed"
    # An old conversation imported now: its episodes are dated when it was said, not when they were written.
    assert {m.occurred_at for m in memories_of(account.tenant)} == {datetime(2025, 3, 4, 18, 30, tzinfo=UTC)}


def test_an_undated_conversation_is_read_on_the_day_it_was_sent_not_the_day_it_is_processed(account):
    session_id = submit(account, conversation="User: I have an exam tomorrow.")["session_id"]
    sent = datetime(2026, 1, 10, 9, tzinfo=UTC)  # as if a retry or a replay ran it days later
    Session.objects.for_tenant(account.tenant).filter(pk=session_id).update(created_at=sent)
    assert run(session_id).status == "completed"
    dated = {m.content_type: m.occurred_at for m in memories_of(account.tenant)}
    assert dated == {"event": sent + timedelta(days=1), "conversation": sent}


def test_a_date_the_model_gets_wrong_fails_the_attempt_and_keeps_nothing(account, model):
    model.chat_memories = [
        {
            "content": "User flies on Friday.",
            "content_type": "event",
            "memory_nature": "episodic",
            "importance": 0.5,
            "tier": "short",
            "occurred_on": "2026-02-30",
        },
    ]
    session_id = submit(account, conversation="User: I fly on Friday.")["session_id"]
    assert run(session_id).status == "failed"
    assert "occurred_on '2026-02-30' is not a date" in get(account, session_id)["last_error"]
    assert not Memory.objects.for_tenant(account.tenant).exists()


TRAIN = (
    "User takes the {} train from Porto Campanha to Lisbon Oriente every Monday morning for the weekly planning "
    "meeting with the product design team."
)


def test_a_changed_fact_is_not_merged_however_close_its_vector(account, model):
    # With `hash`, one changed time in a long sentence leaves a cosine of 0.952, over the merge threshold (0.95):
    # only what the two texts state tells the new fact from a duplicate of the old one.
    def said(*contents):
        return model_said(account, model, *({"content": c, "content_type": "fact", "tier": "long"} for c in contents))

    first = said(TRAIN.format("7:40"))
    old = first["created_memory_ids"][0]
    second = said(TRAIN.format("8:40"))
    assert second["merged_memory_ids"] == [] and second["superseded_memory_ids"] == [old]
    new = second["created_memory_ids"][0]
    assert Memory.objects.for_tenant(account.tenant).get(pk=old).superseded_by_id == uuid.UUID(new)
    # The same statement again, reworded by case and punctuation only, is a duplicate.
    third = said(TRAIN.format("8:40").upper().replace(".", "!"))
    assert third["created_memory_ids"] == [] and third["merged_memory_ids"] == [new]
    # Within one session too: the second of two close candidates is dropped only if it states the same.
    fourth = said(TRAIN.format("5:40"), TRAIN.format("6:40"), TRAIN.format("6:40"))
    assert len(fourth["created_memory_ids"]) == 2


@pytest.mark.parametrize("mode", ["malformed", "wrong_schema", "error500", "error429", "timeout"])
def test_transient_failures_retry_three_times_then_dead(account, model, mode):
    if mode == "timeout":
        model.chat_delay = 2.0  # EXTRACTION_TIMEOUT_SECONDS is 1
    else:
        model.chat_mode = mode
    session_id = submit(account, conversation="User: I like tea.")["session_id"]
    delays = []
    for attempt in range(1, 4):
        outcome = run(session_id)
        assert outcome.status == "failed", outcome
        delays.append(outcome.retry_in)
        body = get(account, session_id)
        assert body["attempts"] == attempt and body["last_error"].startswith("extraction:")
        Session.objects.for_tenant(account.tenant).filter(pk=session_id).update(next_attempt_at=timezone.now())
    outcome = run(session_id)  # the third retry fails too
    assert outcome.status == "dead" and outcome.retry_in is None
    assert get(account, session_id)["attempts"] == 4
    assert model.chat_calls == 4
    assert not Memory.objects.for_tenant(account.tenant).exists()
    assert delays == sorted(delays)  # exponential backoff


def test_backoff_is_about_2_4_8_seconds_with_jitter(settings):
    settings.SESSION_RETRY_BASE_SECONDS = 2.0
    settings.SESSION_RETRY_JITTER_SECONDS = 1.0
    for attempt, base in ((1, 2), (2, 4), (3, 8)):
        delays = {services.retry_delay(attempt) for _ in range(20)}
        assert all(base <= d <= base + 1 for d in delays) and len(delays) > 1


def test_a_permanent_model_error_is_dead_at_once(account, model):
    model.chat_mode = "error401"
    session_id = submit(account, conversation="User: I like tea.")["session_id"]
    outcome = run(session_id)
    assert outcome.status == "dead" and model.chat_calls == 1
    assert "HTTP 401" in get(account, session_id)["last_error"]


def test_an_early_retry_delivery_is_skipped(account, model):
    model.chat_mode = "error500"
    session_id = submit(account, conversation="User: I like tea.")["session_id"]
    assert run(session_id).status == "failed"
    Session.objects.for_tenant(account.tenant).filter(pk=session_id).update(
        next_attempt_at=timezone.now() + timedelta(minutes=5)
    )
    assert run(session_id).status == "skipped"
    assert model.chat_calls == 1


def test_dead_letter_list_and_replay_after_the_model_recovers(account, model):
    model.chat_mode = "error401"
    dead = submit(account, conversation="User: I like tea.")["session_id"]
    run(dead)
    done = submit(account, conversation="User: I like coffee.")["session_id"]
    model.chat_mode = "ok"
    run(done)
    listed = account.client.get("/v1/admin/sessions?status=dead").json()
    assert [s["id"] for s in listed["data"]] == [dead] and listed["meta"]["total"] == 1
    assert account.client.get("/v1/admin/sessions?status=zombie").status_code == 400
    assert account.client.get("/v1/admin/sessions").json()["meta"]["total"] == 2
    conflict = account.client.post(f"/v1/admin/sessions/{done}/replay")
    assert conflict.status_code == 409 and conflict.json()["error"]["code"] == "CONFLICT"
    replayed = account.client.post(f"/v1/admin/sessions/{dead}/replay")
    assert replayed.status_code == 202
    assert replayed.json()["status"] == "accepted" and replayed.json()["attempts"] == 0
    assert run(dead).status == "completed"
    assert get(account, dead)["created_memory_ids"]


# --- recovery of lost steps --------------------------------------------------------------------------------


def test_the_sweep_finds_sessions_whose_next_step_was_lost(account, settings):
    ids = [submit(account, conversation=f"User: I like tea number {n}.")["session_id"] for n in range(4)]
    lost_enqueue, stale_claim, live_claim, completed = ids
    old = timezone.now() - timedelta(hours=1)
    sessions = Session.objects.for_tenant(account.tenant)
    sessions.filter(pk=lost_enqueue).update(updated_at=old)
    sessions.filter(pk=stale_claim).update(status="processing", started_at=old, attempts=1)
    sessions.filter(pk=live_claim).update(status="processing", started_at=timezone.now(), attempts=1)
    run(completed)
    found = {str(pk) for pk in services.sessions_recover()}
    assert found == {lost_enqueue, stale_claim}
    assert run(live_claim).status == "skipped"  # a live attempt holds it
    assert run(stale_claim).status == "completed"  # an abandoned claim is taken over
    assert get(account, stale_claim)["attempts"] == 2


def test_attempts_lost_with_their_workers_end_dead(account, settings):
    session_id = submit(account, conversation="User: I like tea.")["session_id"]
    Session.objects.for_tenant(account.tenant).filter(pk=session_id).update(
        status="processing", attempts=settings.SESSION_MAX_RETRIES + 1, started_at=timezone.now() - timedelta(hours=1)
    )
    assert run(session_id).status == "skipped"
    assert get(account, session_id)["status"] == "dead"


@pytest.mark.django_db(transaction=True)
def test_in_process_runner_completes_in_the_background(make_account, settings):
    settings.INGESTION_RUNNER = "inprocess"
    account = make_account()
    started = time.monotonic()
    session_id = submit(account, conversation=CONVERSATION)["session_id"]
    assert time.monotonic() - started < 2
    body = wait_for(account, session_id)
    assert body["status"] == "completed" and body["attempts"] == 1
    assert len(body["created_memory_ids"]) == Memory.objects.for_tenant(account.tenant).count() > 0
    # The write is visible to the next search at once (the cache generation moved on commit).
    found = make_client(account.secret).post("/v1/search", {"query": "job queue", "threshold": 0}, format="json")
    assert any("PostgreSQL" in r["content"] for r in found.json()["results"])


@pytest.mark.django_db(transaction=True)
def test_in_process_runner_retries_then_completes(make_account, model, settings):
    settings.INGESTION_RUNNER = "inprocess"
    settings.SESSION_RETRY_BASE_SECONDS = 1.0  # time for the test to see `failed` before the retry runs
    account = make_account()
    model.chat_mode = "error500"
    session_id = submit(account, conversation="User: I like tea.")["session_id"]
    wait_for(account, session_id, statuses=("failed",))
    model.chat_mode = "ok"
    body = wait_for(account, session_id)
    assert body["status"] == "completed" and body["attempts"] >= 2

"""The deterministic extractor: the default when no model is configured (SPEC §7).

It reads what the user says (not the assistant), one sentence at a time, and keeps:
  preferences   "I prefer / always use / like / love / hate …", "my favourite … is …", "(big) fan of …", and
                requests for good: "Please always answer in Portuguese", "Never use emojis", "Call me Ana"
  decisions     "we decided / I decided / let's go with / we will use / I'm going to …"
  facts         what the user states about themselves: "I am / I work at / I live in / my name is / my budget
                is / I can't eat / I usually …", and their household's or team's: "we have / we use / our son …"
  events        sentences that carry a date ("on 2024-03-02", "yesterday", "this morning", "in two weeks", "on March
                3", "in mid-April", "on Christmas Eve", "in 2015"), what the user did told without its day ("I once
                climbed Kilimanjaro", "I ran into my old teacher the other day"), and what the user asks to be
                reminded of on a day ("Remind me to call mom tomorrow"); a habit or a liking with a time that comes
                back ("I always go home in December") is a fact or a preference, not an event
  asked for     whatever the user asks to be remembered ("Remember that I'm lactose intolerant")
  answers       a short reply read with the assistant's question before it ("Where are you based?" / "Lisbon",
                "Dietary restrictions?" / "Vegan"), or two, in turn ("An apartment, and no other pets."): answers.py
  corrections   a word of an earlier message corrected in a later one ("Sorry, Friday, not Thursday."): the earlier
                message is read again with the new word, and its memories replace the old ones; the answer to a
                follow-up ("Where to?" / "Rotterdam.") ends the earlier message's last sentence, read again too
  checks        what the assistant checks it understood ("So you're vegan, right?" / "Yes."), as the user's sentence
  about me      "key: value" lines and list items without their subject ("- Allergic to penicillin")
The words a spoken sentence opens with ("Yes,", "Oh, and by the way,", "Hi,") are taken off first, and "I" is read
as chat types it ("im", "i", "I’m"). Small talk ("I'm sorry, I meant …"), requests for now and the chat of the
moment ("I have a question about the API", "I've tried that already") are not kept.
bench/extraction.py measures all this on labelled conversations.
A later clause of the user's own ("… and I am allergic to peanuts") that is another kind than its sentence
is kept on its own too. Plus one episodic summary of the session. First-person sentences are rewritten to
the third person ("I prefer tabs" → "User prefers tabs") so a context block reads unambiguously. Same input,
same output.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from django.utils import timezone

from ingestion.extractors.answers import (
    ANYONE_ASKED,
    BY_THEN,
    DO_YOU_DO,
    DUE,
    FOR_GOOD,
    HEDGES,
    LOWER_LEAD,
    ME_WHO,
    ONE_ASKED,
    THING_GOT,
    USER_CONTRACTIONS,
    USERS_OWN,
    WH,
    answer,
    answer_first,
    asked_answered,
    asked_for_good,
    checked,
    for_good_asked,
    questions_to_user,
)
from ingestion.extractors.base import Conversation, ExtractedMemory
from ingestion.redaction import REDACTED
from memories.models import ContentType, MemoryNature, Tier

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
# A list item's mark: "- I live in Oslo", "* I'm a nurse", "2) I have a cat". A number is a mark only in a message of
# several lines: "34. I'm self-employed." answers "How old are you?".
_BULLET = re.compile(r"^[-*•–]\s+")
_NUMBERED = re.compile(r"^\d{1,2}[.)]\s+")
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'"})
# A lowercase "i", and "im" or "ive" where a clause starts (not German's "im Sommer" mid-sentence; a capital "Im"
# is left alone for the same reason).
_TYPED_I = re.compile(
    r"\bi(?=[\s,!?;:']|$)|(?:^|(?<=[,;] )|(?<=\band )|(?<=\bbut )|(?<=\bso ))(?:im|ive)(?=[\s,.!?;:]|$)"
)
_TYPED_I_FORMS = {"i": "I", "im": "I'm", "ive": "I've"}
# …and "im" inside a message typed without a mark, starting a clause of its own before what the user is or does ("pls
# keep ur answers short im usually typing between shifts"; not "im Sommer").
_TYPED_IM_CLAUSE = re.compile(
    r"(?<=[a-z]) im (?=(?:so|really|usually|always|never|just|not|also|still|gonna|going|on|at|in|from|a|an|the|"
    r"[a-z]+ing)\b)"
)
# A yes typed short, opening a reply: "yea a down payment", "ya, an old civic" (not "see ya").
_TYPED_YES = re.compile(r"^(?:yea|ya|yah)\b(?!\s+(?:know|see)\b)", re.IGNORECASE)
# Contractions typed without their apostrophe, and "u" for "you": "i dont eat meat", "u can call me sam". Only words
# that are nothing else ("wont", "ill", "id" and "its" are words of their own).
_TYPED_SHORT = re.compile(
    r"\b(?:(do|does|did|is|are|was|were|have|has|would|could|should|ca)nt|(that|what|he|she)s|(you|they)re)\b|\bu\b"
)


# Words typed short that the rules read whole: "my bday is june 3", "my fav food is ramen", "my bf works at google", "im
# so stressed rn", "i love sushi sm" ("sm" only before the end or a mark: not a size, "a shirt in sm").
_TYPED_WORDS = re.compile(
    r"\b(b-?day|fave?|bf|gf|rn|tho|pls|plz|thx)\b|\bsm(?=\s*(?:[^\w\s]|$))|"
    # "ur" before a thing of "yours" ("keep ur answers short"), not "you're" ("ur welcome", "ur so right")
    r"\bur(?=\s+(?!(?:so|too|very|welcome|right|wrong|the|a|an|not|going|gonna|being|doing|getting|kidding|the\s+best)\b)"
    r"[a-z]+s?\b)",
    re.IGNORECASE,
)
_TYPED_WORDS_READ = {
    "pls": "please",
    "plz": "please",
    "thx": "thanks",
    "bday": "birthday",
    "b-day": "birthday",
    "fav": "favorite",
    "fave": "favorite",
    "bf": "boyfriend",
    "gf": "girlfriend",
    "rn": "right now",
    "tho": "though",
    "sm": "so much",
    "ur": "your",
}


def _typed_short(match: re.Match) -> str:
    negated, its, they_are = match.groups()
    if negated:
        return f"{negated}n't"
    if its:
        return f"{its}'s"
    return f"{they_are}'re" if they_are else "you"


# A full stop that ends an abbreviation or an initial, not a sentence: "I'm a nurse at St. Mary's", "Please call
# me Dr. Chen", "I wake up at 6 a.m. every day", "J. R. R. Tolkien". ("No." and a sentence ending in "I." are
# sentences.)
_ABBREVIATION = re.compile(
    r"(?:^|[\s(.])(?:(?i:mr|mrs|ms|dr|prof|st|mt|jr|sr|vs|approx|e\.g|i\.e|[ap]\.m)|[A-HJ-Z])\.$"
)
_ADVERB_WORDS = (
    "really|always|usually|generally|normally|mostly|mainly|primarily|largely|typically|often|sometimes|never|"
    "definitely|also|still|actually|just|much|strongly|now|currently|no longer|recently|finally|absolutely|totally|"
    "truly|especially|genuinely|honestly|seriously|once|even|quite|already|barely|hardly|almost|nearly"
)
_ADVERBS = rf"(?:(?:{_ADVERB_WORDS})\s+)*"
# Another adverb before the verb, long enough not to be one ("accidentally"; not "fly", "reply", "apply").
_LY_ADVERB = r"(?:\w{5,}ly\s+)?"
# The words a spoken sentence opens with before its subject ("Yes, I am vegetarian", "Oh, and by the way, I live in
# Porto", "Hi, I'm Ana"), taken off before a sentence is classified or rewritten (_classify): what follows is
# what the rules read.
_LEAD = re.compile(
    r"^(?:(?:(?:hi there|hey there|thank you|by the way|just so you know|for the record|for context|heads up|"
    r"for future reference|scratch that|on second thought|"
    r"for your information|and|but|so|also|plus|well|actually|honestly|personally|generally|btw|anyway|fyi|then|"
    r"oh|ah|yes|yeah|ya|yah|yep|yup|okay|ok|alright|sure|right|hmm|um|uh|hi|hey|hello|thanks|"
    # a sigh or a cry, with or without its comma: "ugh my landlord is raising the rent again", "omg I passed"
    r"ugh|urgh|argh|sigh|welp|phew|omg|wow|yay|aww?|damn|dang|gosh|geez|jeez|lol|lmao|lmfao|haha+|hehe)[,!:]?|"
    # How something went, opening an answer to "How did it go?": "Pretty well I think, …", "Not great, …".
    r"(?:pretty|really|very|quite|so|not(?:\s+(?:too|so))?)\s+(?:well|good|great|badly|bad|ok|okay)"
    r"(?:\s+I\s+(?:think|guess|hope))?[,!]|"
    # A correction's opening: "Wait, …", "Oops, …", "Just to correct myself: …", "Let me correct that: …".
    r"(?:wait|oops|whoops|my\s+bad|(?:just\s+)?to\s+correct\s+myself|let\s+me\s+correct\s+(?:myself|that))[,!:]|"
    # What the correction replaces: "Forget what I said about Paris, …", "I said Tuesday but …", "I said May, but …".
    r"forget\s+what\s+I\s+(?:said|wrote|told\s+you)(?:\s+(?:about|earlier|before)\b[^,.!?]{0,40})?[,!:]|"
    r"I\s+(?:said|wrote|typed)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+,?\s+but|"
    # "Correction: I have three kids", "Quick update: I got the job", "Small correction, my dog's name is Rex",
    r"(?:(?:quick|small|one|a|just\s+a|slight|minor)\s+)?(?:correction|update)[,!:]|"
    # "Quick background: I'm a chemistry teacher", "Some context: …", "A bit about me: …".
    r"(?:(?:quick|some|brief|short|little|a\s+(?:little|bit\s+of|quick))\s+)?(?:background|context)[,!:]|"
    r"(?:(?:a\s+(?:little|bit)|quick(?:ly)?|little\s+bit)\s+)?about\s+me[,!:]|"
    # "Good news: my thesis defense went great".
    r"(?:(?:some\s+)?(?:good|great|bad|sad|big)\s+)news[,!:]|"
    # "No, I live in Porto", but not the "No" of "No bullet points, ever"; typed without its comma before what the user
    # does not do: "lol no i dont have kids".
    r"(?:no|nope)[,!:]|(?:no|nope|nah)(?=\s+I\s+(?:don't|dont|do\s+not|never|can't|cant|haven't|havent|'m\s+not|m\s+not)\b)|"
    # …and a no that says since when: "Not anymore, I quit in 2019", "Not yet, I applied last week"; a maybe before
    # what the user tells: "Maybe, but my budget is tight".
    r"not\s+(?:yet|anymore|any\s+more)[,!:]|(?:maybe|perhaps|probably),|"
    # "You know, sometimes I find competitions boring" (with its comma: not "You know what I mean").
    r"you\s+(?:know|see),|"
    # A correction of what was just said: "Sorry, I meant I have two sons", "I mean, I have three kids", "I meant to
    # say I have two cats" (not "I meant to call you", "I mean it").
    r"I\s+mean(?:t)?(?:\s+to\s+say)?(?:,|(?=\s+(?:I|my|we|our)\b)))\s+)+",
    re.IGNORECASE,
)
# The same words at a sentence's end, after a comma: "I'm allergic to cats, by the way" keeps "User is allergic to
# cats." (the mark that ends the sentence stays).
_TAIL = re.compile(
    # (…and a hedge: "Back in August, I think.")
    r"(?:,\s*(?:by\s+the\s+way|btw|just\s+so\s+you\s+know|fyi|for\s+the\s+record|honestly|lol|haha|"
    r"I\s+(?:think|guess|believe|suppose))|"
    # …or typed without its comma: "i love hiking lol", "i'm vegan btw"
    r"\s+(?:btw|lol|lmao|haha|tbh|imo|fyi))\s*([.!?]*)$",
    re.IGNORECASE,
)
# A question tagged on to what the user tells: "I drew a race car yesterday, want to see it?", "I went to the zoo
# today, guess what I saw?", "I got the job, can you believe it?": the telling is what is kept.
_TAG_QUESTION = re.compile(
    r",\s*(?:(?:do\s+you\s+)?(?:want|wanna)\s+(?:to\s+)?see(?:\s+(?:it|them|one))?|guess\s+what(?:\s+[\w']+){0,3}|"
    r"can\s+you\s+believe\s+(?:it|that)|did\s+you\s+know(?:\s+that)?|isn't\s+(?:it|that)\s+(?:cool|great|amazing|awesome))"
    r"\s*\?+$",
    re.IGNORECASE,
)
# When the sentence holds ("Currently I'm reading Dune", "These days I work from home"): kept in the memory, but
# the rules read what follows it.
_WHEN = re.compile(
    r"^(?:currently|now|lately|recently|these days|nowadays|today|"
    # (…and what came before what the user just said: "Before that I was a lifeguard")
    r"before\s+(?:that|this)|previously|"
    # (…and where the user was before: "In Ukraine I was an accountant", "Back home in Lagos I taught math")
    r"back\s+home(?:\s+in\s+(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*)*)?|"
    r"(?:back\s+)?in\s+(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*)*)[,]?\s+(?=(?:I|my|we|our)\b)",
    re.I,
)
# The user asks for something to be remembered: "Remember that I'm lactose intolerant", "Can you remember that my
# favourite colour is green?", "Note that I take my coffee black". What follows is kept even when no other rule
# takes it. Not "remember to call mom" or "do you remember what I said?": only "that", a colon or comma, or a
# sentence about the user follows ("note" only with "that" and the user: "Note: the build is red" is not a request).
_REMEMBER = re.compile(
    r"^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:(?:remember|keep\s+in\s+mind|make\s+a\s+note|"
    r"don't\s+forget|do\s+not\s+forget|never\s+forget)(?:\s+that\s+|\s*[:,]\s*|\s+(?=(?:I|my|our|we)\b))|"
    r"note\s+that\s+(?=(?:I|my|our|we)\b)|"
    # "I want you to know that I'm vegan"
    r"I(?:'d|\s+would)?\s+(?:want|like|need)\s+you\s+to\s+(?:know|remember)(?:\s+that\s+|\s*[:,]\s*|\s+(?=(?:I|my|our|we)\b)))",
    re.IGNORECASE,
)
# What the user uses to see, hear, move or live: "I use a wheelchair", "I use a screen reader".
_AIDS = (
    r"(?:a\s+|an\s+)?(?:screen\s+reader|wheelchair|hearing\s+aids?|cane|walker|walking\s+stick|prosthetic(?:\s+\w+)?|"
    r"cochlear\s+implant|cpap(?:\s+machine)?|insulin\s+pump|crutches|mobility\s+scooter|guide\s+dog)\b"
)
# What is asked of the assistant for now: help, ideas, advice, tips.
_HELP_NOW = (
    r"(?:(?:some|a\s+few|any|more|your)\s+)?(?:help|assistance|a\s+hand|ideas?|advice|tips|suggestions?|"
    r"recommendations?|pointers|guidance|inspiration)\b"
)
# …asked after what the user tells, in the same sentence: "I'm a teacher, and I need help with lesson plans". The fact
# is kept without it.
_AND_HELP_NOW = re.compile(
    rf"(?:,\s*|\s+)(?:and|so)\s+(?:now\s+)?I\s+(?:really\s+)?(?:need|want|could\s+use|'d\s+like|would\s+like)\s+"
    rf"{_HELP_NOW}[^.!?]*",
    re.IGNORECASE,
)
# What a household does not want to do to the assistant or to what is at hand, out of politeness or care: "We don't want
# to bother you", "… to sound rude", "… to lose our changes" (not what it does not want: "We don't want to rent a car").
_POLITE_NOT = (
    r"(?:bother|sound|seem|come\s+across|be\s+(?:rude|mean|a\s+pain|annoying|pushy|that\s+person)|waste|overthink|"
    r"overcomplicate|lose|break|mess|miss|forget|offend|impose|interrupt|pester|rush|keep\s+you|repeat|confuse|"
    r"make\s+(?:it|this|things)|get\s+(?:it|this)\s+wrong)\b"
)
_PREFERENCE = re.compile(
    rf"^I(?:'d|\s+would)?\s+{_ADVERBS}"
    r"(prefer|like|love|enjoy|hate|dislike|adore|despise|detest|loathe|use|want|avoid|need|rather|can't stand|"
    r"(?:can't|cannot)\s+get\s+enough\s+of|(?:don't|do\s+not)\s+(?:really\s+|much\s+|particularly\s+)?"
    r"(?:like|enjoy|love|care\s+for)(?!\s+(?:it|that|this)\b(?!\s+when\b))|"
    # what the user does not want ("I don't want kids"; not what they do not feel like doing now: "I don't want to
    # share", "I don't want anything heavy")
    r"(?:don't|do\s+not)\s+(?:really\s+)?want(?!\s+(?:to|it|that|this|anything|something|much|more|too|a\s+lot|you)\b))\b"
    # A request for now is not a preference: "I need help planning my week", "I need ideas for a tiny kitchen", "I want
    # you to summarise this", "I need a workout plan" (something the assistant is to write now); "I'd love
    # recommendations for sci-fi novels" says what the user likes.
    rf"(?!\s+(?:(?:some\s+)?help|assistance|a\s+hand)\b)(?!(?<=want|need)\s+{_HELP_NOW})(?!(?<=want|need|like)\s+you\s+to\b)"
    # an aid is no taste: "I use a wheelchair" is a fact (_SELF)
    rf"(?!(?<=use)\s+{_AIDS})"
    r"(?!(?<=want|need)\s+(?:a|an|some|the)\s+(?:[\w-]+\s+){0,2}?(?:plan|recipe|idea|suggestion|recommendation|list|"
    r"summary|draft|template|example|outline|script|explanation|answer|review|name|gift|present)s?\b)|"
    # …and the household's: "We love Thai and Mexican food", "We enjoy camping in the summer" (not "We love it")
    rf"^we\s+{_ADVERBS}(?:love|like|enjoy|adore|prefer|(?:don't|do\s+not)\s+want)\b"
    rf"(?!\s+(?:it|this|that|them|you|your)\b)(?!(?<=want)\s+to\s+{_POLITE_NOT})",
    re.IGNORECASE,
)
# What is said to keep a conversation going, not about the user: "I'm sorry, I meant the other file", "I'm not sure,
# let me think", "I'm just curious", "I'm done." (but "I'm good at chess" and "I'm done with my degree" are facts).
_SMALL_TALK = re.compile(
    r"^I(?:'m|\s+am)\s+(?:(?:just|so|really|very|mostly|pretty|quite|a\s+bit|a\s+little)\s+)?"
    r"(?:(?:not\s+(?:(?:quite|really|entirely|totally|100%)\s+)?(?:sure|certain)|sorry|confused|wondering|kidding|"
    r"joking|curious)\b|"
    r"(?:back|done|fine|good|okay|ok|ready|glad|happy|here|lost|stuck|sure)(?:\s+again)?\s*(?:[,.!?]|$)|(?:glad|happy)\s+to\s+hear\b|"
    # The problem of the moment: "I'm stuck on this bug".
    r"stuck\s+(?:on|with)\s+(?:this|that|it|these|those)\b|"
    # How what was just said is going, with nothing named: "… and I'm loving it", "I'm enjoying it so far".
    r"(?:loving|enjoying|hating|liking|digging)\s+(?:it|this|that|them|every\s+(?:minute|second)(?:\s+of\s+it)?)"
    r"(?:\s+so\s+far)?\s*[.!]*$)|"
    # Where the user was a moment ago: "Sorry, I was away for a bit" (its clause after the comma).
    r"^I(?:\s+was|'ve\s+been|\s+have\s+been)\s+(?:away|afk|busy|offline|gone)\s+for\s+a\s+(?:bit|while|minute|"
    r"moment|sec(?:ond)?)\b",
    re.IGNORECASE,
)
# News said without its subject, as chat often is: "Just got a job offer from Google!", "Got married in June!",
# "Started learning Korean". Read with "I" when an adverb, an exclamation or what follows ("married", a gerund) says
# it is the user's news (not "Got it." or "Started the server." alone).
_NEWS = re.compile(
    r"^(?:(just|finally|recently)\s+)?(?:got|started|finished|bought|adopted|moved|passed|joined|graduated|retired|"
    r"quit|sold|landed|took\s+up|picked\s+up)\b(\s+(?:married|engaged|divorced|promoted|hired|[a-z]+ing)\b)?",
    re.IGNORECASE,
)
# A state of the user's health or diet said without "I'm", as chat often is: "allergic to shellfish btw", "Lactose
# intolerant.", "Vegan, so no meat please" (the state alone, or before a comma, "and", "so" or a word of the chat).
# …and of their marriage, alone or with since when: "Divorced since 2021, co-parenting is fine", "Widowed, two kids"
# ("Single" only with since when: "Single." answers "Single or double room?").
_STATE_UNSAID = re.compile(
    r"^(?:(?:very|severely|mildly|slightly|super|really|deathly)\s+)?(?:allergic\s+to\s+(?!(?:it|this|that|you)\b)|"
    r"(?:(?:lactose|gluten|fructose|histamine)\s+intolerant|diabetic|pre-?diabetic|vegan|vegetarian|pescatarian|"
    r"coeliac|celiac|pregnant|epileptic|asthmatic|colou?r-?blind|dyslexic|anemic|anaemic|(?:happily\s+)?"
    r"(?:married|divorced|separated|widowed|engaged))"
    r"(?=\s*(?:$|[,.!;]|\s+(?:and|so|btw|fyi|lol|too|myself|since)\b))|single(?=\s+(?:since|again)\b))",
    re.IGNORECASE,
)
# …and a food or drink the user can't have: "cant do dairy", "can't have caffeine after noon".
_CANT_HAVE = (
    r"(?:can't|cannot|can\s+not)\s+(?:do|have|eat|drink|handle|tolerate|stomach)\s+(?:any\s+)?(?:dairy|gluten|spicy\s+food|"
    r"spice|caffeine|coffee|alcohol|meat|red\s+meat|pork|beef|shellfish|seafood|fish|nuts|peanuts|eggs|soy|sugar|carbs|"
    r"lactose|onions?|garlic|wheat|milk|cheese|fried\s+food)\b"
)
# A plan said without its subject, as chat often is: "gonna visit my mom this weekend", "planning to move in June".
_PLAN_UNSAID = re.compile(
    r"^(?:gonna|going\s+to|planning\s+to|hoping\s+to|about\s+to|thinking\s+(?:about|of)|considering)\s+"
    r"(?!(?:you|it|this|that|them|him|her)\b)[a-z]+\b",
    re.IGNORECASE,
)
# What says a thing is so this minute ("right now", "at the moment", "atm"), and what says it holds for now, not for
# good: those, "for now", "today", "this week" (one list for every rule that asks; a reason's bare "now" is
# _OF_THE_MOMENT's, below).
_THIS_MINUTE = r"(?:right\s+now|at\s+the\s+moment|atm)"
_FOR_NOW = rf"(?:for\s+now|{_THIS_MINUTE}|today|tonight|this\s+(?:time|once|week|morning|afternoon|evening))"
# The chat of the moment, said while working with the assistant: what the user has to ask or offer now ("I have a
# question about the API", "I've got a better idea", "I have the same problem"), what they just did to the work at
# hand ("I've tried that already", "I've attached the logs", "I moved the file to src", "I started a new thread"),
# what they see or wait for now ("I'm getting a 404", "I've been waiting for ages"), where they are this minute ("I'm
# in a hurry", "I have a meeting in 5 minutes"), and a word on what was said ("I was wrong about that").
_MOMENT_NOUNS = (
    r"questions?|ideas?|problems?|issues?|errors?|bugs?|doubts?|concerns?|suggestions?|requests?|thoughts?|"
    r"feeling|follow-ups?|updates?|comments?|points?"
)
# What is done to the work at hand ("I've tried that already", "I moved the file to src", "I started a new thread"),
# with what it is done to: "I changed jobs", "I opened a bakery in 2019" or "I joined the team in May" say more.
_DONE_TO_WORK = (
    r"tried|attached|restarted|rebooted|checked|double-checked|updated|changed|fixed|sent|uploaded|copied|pasted|"
    r"deleted|cleared|reinstalled|installed|tested|followed|added|removed|pushed|committed|merged|refreshed|shared|"
    r"forwarded|submitted|reset|rebuilt|enabled|disabled|configured|opened|closed|clicked|saved|renamed|reverted|"
    r"re-?ran|ran|googled|searched|created|edited|modified|applied|downloaded|moved|joined|started|built|wrote|bought"
)
# …and the forms that are also a present ("I run a coffee shop", "I read a lot"): only after "I've".
_DONE_TO_WORK_SINCE = (
    r"run|re-?run|read|seen|done|looked(?:\s+(?:at|into|over|through))?|"
    # …and what the chat just named, met before: "I've heard of it", "I've played with it before"
    r"heard\s+(?:of|about)|read\s+about|played\s+with"
)
# What the user sees go wrong now: "I'm getting a 404", "I'm seeing the same error" (not "I'm getting back into
# swimming", "I'm seeing someone").
_GOING_WRONG = (
    r"(?:(?:a|an|the|this|that|these|those|same|some|weird|strange|random)\s+)*(?:[\w-]+\s+)?(?:\d{3}|errors?|"
    r"exceptions?|warnings?|timeouts?|crash(?:es)?|messages?|responses?|results?|output|bugs?|segfaults?|blank|empty)\b"
)
_WORK_THINGS = (
    r"files?|folders?|directory|call|meeting|server|container|branch|build|code|function|method|class|tests?|pr|"
    r"ticket|issue|page|link|script|command|query|service|process|thread|chat|conversation|tab|window|session|"
    r"migration|config|logs?|trace|traceback|screenshot|output|errors?|settings|cache|packages?|dependencies|env|"
    r"environment|schema|table|prompt|snippet|example|steps|instructions|docs|documentation|readme|guide|answer|"
    r"version|permissions|token|key|browser|app|repo|repository|database|db|endpoint|url|port|password|terminal|"
    r"template|draft|email|message|formula|cells?|columns?|rows?|spreadsheet|document|doc|pdf|image|backups?"
)
# What a sentence of the moment points at: what was just said or shown.
_THAT = r"(?:it|this|that|these|those|them)"
_AT_HAND = (
    rf"(?:\s+(?:(?:{_THAT}|everything|everywhere|both|again|already|twice|too)\b|your\s+[\w-]+|"
    rf"the\s+(?:[\w-]+\s+)?(?:{_WORK_THINGS})\b|"
    r"a\s+new\s+(?:thread|chat|conversation|branch|file|ticket|issue|tab|window|session|pr)\b)|\s*[.!]*$)"
)
# What the conversation has in front of it: the answer, an option, a version ("the second version", "the other one";
# not "the new job").
_CHOICES = (
    r"one|option|version|answer|plan|draft|idea|suggestion|approach|solution|list|code|snippet|example|wording|reply|"
    r"response|summary|design|layout|choice|result|output|proposal|recipe|route|itinerary"
)
_AN_OPTION = (
    r"the\s+(?:first|second|third|last|other|previous|next|new|latest|updated|current|original|shorter|longer|final|"
    rf"above|below)\s+(?:[\w-]+\s+)?(?:{_CHOICES})s?\b"
)
_ON_THE_TABLE = rf"(?:either|both|{_THAT}|your\b|you\b|{_AN_OPTION})"
_NOW = r"(?:just|still|now|currently|again|also|already|finally)"
_I_AM_NOW = rf"^I(?:'m|\s+am)\s+(?:{_NOW}\s+)*"
_I_HAVE = r"^I(?:'ve|\s+have)"
_MINUTES = r"(?:\d+|a|an|one|two|five|ten|fifteen|twenty|thirty)"
_MOMENT = re.compile(
    "|".join(
        [
            # what the user has to ask or offer now: "I have a question", "I've got a better idea", "no idea"
            r"^I(?:'ve|\s+have)?(?:\s+got)?\s+(?:(?:a|an|one|two|three|some|more|another|few|the\s+same|same|a\s+few|"
            r"a\s+couple(?:\s+of)?|quick|small|little|follow-up|related|similar|different|better|weird|strange|new|"
            rf"other|last|final|silly|dumb|stupid|bad|good|great|funny)\s+)*(?:{_MOMENT_NOUNS})\b",
            r"^I\s+have\s+the\s+same\b",
            # when the work at hand is wanted: "I need this by tomorrow", "My manager wants this done today"
            r"^(?:I|we|my\s+[\w-]+)\s+(?:really\s+|just\s+)?(?:need|needs|want|wants)\s+(?:this|that|it)\b",
            rf"{_I_HAVE}\s+(?:got\s+)?no\s+(?:idea|clue)\b",
            # what they just did to the work at hand: "I've tried that already", "I moved the file to src"
            rf"^I(?:'ve|\s+have)?\s+(?:{_NOW}\s+)*(?:{_DONE_TO_WORK}){_AT_HAND}",
            rf"{_I_HAVE}\s+(?:{_NOW}\s+)*(?:{_DONE_TO_WORK_SINCE}){_AT_HAND}",
            r"^I(?:'ve)?\s+(?:got|get)\s+it\b",
            rf"{_I_HAVE}\s+never\s+(?:heard|seen|tried|used|done|thought|considered)\b(?:\s+of)?\s+{_THAT}\b",
            # what they see or wait for now: "I'm getting a 404", "I've been waiting for ages"
            rf"{_I_HAVE}\s+been\s+(?:waiting|trying|struggling|debugging|searching|looking|testing|fighting|stuck)\b",
            rf"{_I_HAVE}\s+been\s+(?:thinking|reading|looking)\s+(?:about|at|into|over)\s+(?:your|{_THAT})\b",
            rf"{_I_AM_NOW}(?:(?:getting|seeing|hitting)\s+{_GOING_WRONG}|running\s+into|"
            r"having\s+(?:trouble|issues|problems|a\s+problem|an\s+issue|difficulty)|"
            # "I'm struggling with that error" (not "I'm struggling with my weight")
            rf"struggling\s+(?:with|to)\s+(?:{_THAT}|your|the\s+(?:[\w-]+\s+)?(?:{_WORK_THINGS})|an?\s+(?:error|bug|issue))\b|"
            # what they do with the chat itself: "I'm reading your answer now", "I'm trying it", "I'm using the code
            # you gave me", "I'm still thinking it over", "I'm asking because …"
            r"(?:reading|re-?reading|looking\s+(?:at|into|over)|checking|reviewing|going\s+through|trying|testing|"
            rf"running|comparing)\s+(?:(?:your|{_THAT})\b|"
            # …or an option or a thing of the work, now: "I'm checking the second link now" (not "I'm reading the
            # guide to Japan")
            rf"(?:{_AN_OPTION}|the\s+(?:[\w-]+\s+)?(?:{_WORK_THINGS})\b)[^.!?]*?\s+(?:right\s+)?now\s*[.!]*$)|"
            r"\w+ing\s+(?:the\s+|your\s+)?(?:[\w-]+\s+){0,2}you\s+(?:gave|sent|suggested|wrote|shared|showed|posted|"
            r"recommended|mentioned)\b|"
            rf"thinking(?:\s+(?:about|over|of))?(?:\s+{_THAT})?(?:\s+over)?\s*[.!]*$|"
            r"asking(?:\s+(?:because|since|out\s+of\s+curiosity|for\s+a\s+friend)\b|\s*[.!]*$))",
            # how they take an answer or an option: "I'm okay with either", "I'm happy with the second version",
            # "I'm glad it works", "I'm sure you're right", "I'm tired of this bug" (not "I'm happy with my new job")
            r"^I(?:'m|\s+am)\s+(?:(?:totally|quite|really|so|very|perfectly|pretty|also|not|just|more\s+than)\s+)*"
            r"(?:ok|okay|fine|happy|good|cool|glad|sure|interested|satisfied|content|tired|sick|confused|unsure|"
            rf"impressed|disappointed)\s+(?:(?:with|about|in|of|by)\s+)?{_ON_THE_TABLE}",
            # …and liked or not: "I like your suggestion", "I'd prefer the second option", "I absolutely love it!", "I
            # don't really like that" (a wish about the answer in front of it, not a lasting taste; "I like it when you
            # use examples" says what follows); "I really love her" names nobody
            r"^I(?:'d|\s+would)?\s+(?:(?:really|just|also|actually|definitely|much|absolutely|totally|truly|simply|so|"
            r"still)\s+)*(?:(?:don't|do\s+not)\s+(?:really\s+|much\s+)?)?(?:like|love|prefer|hate|dislike)\s+"
            rf"(?:(?:{_THAT}|him|her)(?:\s+[\w-]+)?|either|both|your\s+[\w-]+|{_AN_OPTION})(?:\s+(?:better|more|"
            r"best|a\s+lot|so\s+much|too))?\s*[.!]*$",
            # how far along they are: "I'm almost done", "I'm on step 4 now"
            rf"{_I_AM_NOW}(?:(?:almost|nearly|halfway|half\s+way|partway|mostly)\s+(?:done|there|"
            r"finished|through)|done\s+for\s+(?:today|now|the\s+day|tonight)|on\s+(?:step|page|line|slide)\s+\d+)\b",
            # where they are this minute: "I'm in a hurry", "I'm at work right now", "I'm on a train"
            rf"{_I_AM_NOW}(?:in\s+a\s+(?:hurry|rush|meeting|call)|on\s+(?:a|the)\s+(?:call|phone|"
            r"train|bus|plane|way)\b|at\s+(?:(?:the|my|a)\s+)?[\w-]+(?:\s+[\w-]+)?\s+"
            rf"{_THIS_MINUTE}\s*[.!]*$)",
            # where they are going this minute: "I'm heading to the airport now", "I'm driving home right now"
            rf"{_I_AM_NOW}(?:(?:heading|driving|walking|rushing|running|on\s+my\s+way)\s+(?:to|home|out|back|over)|"
            r"going\s+(?:home|out|back|over|to\s+(?:the|my|work|school|bed)))\b"
            rf"[^.!?]*?\b(?:{_THIS_MINUTE}|now)\s*[.!]*$",
            # what they must do now: "I have to go now", "I've got to run" (not "I have to wear glasses")
            r"^I(?:\s+have|'ve\s+got|\s+got)\s+to\s+(?:go|run|leave|head|log|hop|sign|jump|step|get\s+going|dash|"
            r"bounce|split)\b",
            # the time they have now: "I have a few minutes", "I have a meeting in 5 minutes"
            rf"{_I_HAVE}\s+(?:got\s+)?(?:a\s+few|a\s+couple(?:\s+of)?|some|{_MINUTES})\s+(?:more\s+)?(?:minutes?|mins?|"
            r"seconds?|secs?|moment)\b(?![^.!?]*\b(?:every|each|daily|per)\b)",
            rf"{_I_HAVE}\s+(?:a|an|one|two)\s+(?:[\w-]+\s+)?(?:meeting|call)\s+in\s+{_MINUTES}\s+(?:minutes?|mins?|"
            r"hours?)\b",
            # a word on what was said: "I was wrong about that", "I was just asking"
            r"^I\s+was\s+(?:just\s+)?(?:wrong|right|mistaken|confused|joking|kidding|thinking|wondering|asking)\b",
            # a feeling about what was just said: "I'm super excited about it", "I'm really nervous about it"
            r"^I(?:'m|\s+am)\s+(?:(?:so|really|very|super|quite|pretty|a\s+bit|a\s+little|kind\s+of|also|still)\s+)*"
            r"(?:excited|nervous|worried|upset|sad|scared|thrilled|anxious|curious|stressed|hopeful)\s+"
            rf"(?:about|for|of|by)\s+{_THAT}\s*[.!]*$",
            # …or looked forward to: "I'm really looking forward to it" (not "… to the school trip")
            r"^I(?:'m|\s+am)\s+(?:(?:so|really|very|super|just|also|still|already)\s+)*looking\s+forward\s+to\s+"
            rf"{_THAT}\s*[.!]*$",
            # a fear of what may come of the moment: "I'm afraid I'll forget the steps", "I'm afraid it won't work"
            # (not "I'm afraid of heights", "I'm worried that my son is being bullied")
            r"^I(?:'m|\s+am)\s+(?:(?:so|really|very|a\s+bit|a\s+little|just|kind\s+of)\s+)*(?:afraid|worried|scared)"
            r"\s+(?:that\s+)?(?=(?:I'll|I\s+will|I\s+might|I\s+may|I'd|I\s+would|I\s+can't|I\s+won't|it|this|that|"
            r"they|he|she|we|you)\b|"
            # …of one of theirs: "I'm afraid my deskmate will dislike me even more"
            r"(?:my|our)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:will|'ll|might|may|won't|would)\b)",
            # what they tried, said to go on ("I've tried, but they don't answer"; not "I've tried sushi")
            rf"^I(?:'ve|\s+have)\s+(?:already\s+|also\s+)?tried(?:\s+{_THAT})?(?:,|\s+but\b|\s*[.!]*$)",
            # a wish for the moment: "I want to do something fun"
            r"^I\s+(?:(?:really|just)\s+)*want\s+to\s+(?:do|try|play|go\s+do)\s+something\b",
            # what they will do to what was just said, or have done to it before: "I'll try it tomorrow", "I'm going to
            # test this now", "I've used that library before" (not "I'll start running again tomorrow")
            rf"^I(?:'ll|\s+will)\s+(?:(?:just|probably|definitely)\s+)?(?:try|test|check|look\s+(?:at|into)|read|run|"
            rf"review|fix|do|give)\s+(?:{_THAT}|your)\b",
            rf"{_I_AM_NOW}going\s+to\s+(?:try|test|check|run|read|look\s+(?:at|into)|review|fix|do)\s+(?:{_THAT}|your)\b",
            rf"{_I_HAVE}\s+(?:used|seen|tried|read|heard\s+of|done|had)\s+(?:{_THAT}|those)(?:\s+[\w-]+)?\s+before\b",
            # that they need to think it over: "I need to think about it", "I need to sleep on it"
            r"^I\s+(?:need|want|have|'ll\s+have)\s+to\s+(?:think\s+(?:about|it\s+over|on)|sleep\s+on|mull\s+(?:it\s+)?over|"
            r"consider|digest)\b",
            # an option chosen of those just offered, or not: "Let's go with option B", "I'd rather not do that"
            r"^let's\s+(?:go|stick)\s+with\s+(?:option\s+\w+|the\s+(?:first|second|third|last|other|latter|former)\b|"
            rf"{_THAT}|your)",
            rf"^I(?:'d|\s+would)\s+rather\s+not\s+(?:do|change|use|try|touch|go\s+with)\s+(?:{_THAT}|your)\b",
            # a wish for what was just named: "I want one too", "I want that too!"
            rf"^I\s+(?:(?:really|just|also)\s+)*want\s+(?:one|{_THAT})(?:\s+(?:too|also|as\s+well|so\s+bad(?:ly)?|so\s+"
            r"much))?\s*[.!]*$",
        ]
    ),
    re.IGNORECASE,
)
# Something that keeps failing now, the user's or not: "My internet keeps dropping today", "The app keeps crashing",
# "My build has been failing since yesterday".
# The problem of the moment, whatever day it names; not a habit of a person's ("My son keeps asking for a dog").
_TROUBLE = re.compile(
    r"^(?:my|our|the|this|it)\b(?:\s+[\w-]+){0,2}\s+(?:keeps?\s+(?:on\s+)?|(?:has|have)\s+been\s+)(?:crashing|"
    r"dropping|freezing|failing|disconnecting|breaking|lagging|timing\s+out|restarting|hanging|glitching|buffering|"
    r"erroring|cutting\s+out)\b",
    re.IGNORECASE,
)
# A question the user passes on, someone else's or their own, holds nothing about the user: "My friend asked me
# what the best laptop is", "My boss wants to know how we deploy".
_RELAYED = re.compile(
    r"\b(?:asked|asks|asking|wants?\s+to\s+know|wanted\s+to\s+know|wonder(?:s|ed|ing)?)\s+(?:me\s+|us\s+)?"
    r"(?:what|how|why|whether|if|where|when|which|who)\b",
    re.IGNORECASE,
)
# …said after "and" of someone the sentence has told something of: "Our daughter is 9 and just wants to know if she can
# get a cat" keeps what it told ("Our daughter is 9").
_RELAYED_AFTER = re.compile(
    r"^(.+?\b(?:is|are|was|were|has|have)\b.+?)\s+and\s+(?:(?:\w+ly|just|also|now|still)\s+)*(?=(?:wants?|wanted|asks?|asked|"
    r"wonders?|wondered)\b)",
    re.IGNORECASE,
)
# "My favourite dish is roast chicken", and said the other way round: "What I like most is going to the theater".
_FAVOURITE = re.compile(
    r"^(?:my\s+(?:favou?rite|preferred|go-to)\b|what\s+I\s+(?:like|love|enjoy)\s+(?:the\s+)?most\s+is\b)",
    re.IGNORECASE,
)
# …and named first: "Pizza is my favorite food", "Superman is my favorite because he can fly"; not what the chat
# points at ("That one is my favorite!", "This is my favorite answer so far", "The second option is my favourite").
_NAMED_FIRST = (
    r"^(?!(?:that|this|it|these|those|which|what|mine|yours|your|the\s+(?:first|second|third|last|other|previous|"
    r"next|new|latest|current|original|final|above|below))\b)"
    rf"(?!(?:[\w'-]+\s+){{0,3}}(?:{_CHOICES})s?\s+(?:is|are|isn't|aren't)\b)(?:[\w'-]+\s+){{1,4}}?"
)
# A language of the user's named first: "English is my second language", "Spanish is not my native language".
_LANGUAGE_NAMED = re.compile(
    _NAMED_FIRST + r"(?:is|are|isn't|aren't|is\s+not|are\s+not)\s+my\s+(?:first|second|third|1st|2nd|3rd|native|"
    r"mother|main|primary|home)\s+(?:language|tongue)\b",
    re.IGNORECASE,
)
_FAVOURITE_NAMED = re.compile(
    _NAMED_FIRST + r"(?:is|are)\s+(?:(?:definitely|probably|still|also|really|easily|by\s+far)\s+)?my\s+"
    r"(?:(?:all-time|absolute|new)\s+)?(?:favou?rite|preferred)\b",
    re.IGNORECASE,
)
# …or the user's thing, or not for them: "Coffee is my thing", "Jazz is not really my style", "Spicy food isn't for
# me" (not "That's not my thing", "The second option isn't for me").
_MY_THING = re.compile(
    _NAMED_FIRST + r"(?:(?:is|are)(?:\s+not)?|isn't|aren't)\s+(?:(?:really|totally|so|just|definitely|quite)\s+)?"
    r"(?:my\s+(?:thing|jam|style|kind\s+of\s+thing|cup\s+of\s+tea)\b|(?<=not\s)for\s+me\b|(?<=n't\s)for\s+me\b)",
    re.IGNORECASE,
)
# A taste said with "find": "I find board games boring", "Sometimes I really find competitions boring" (not "I find it
# confusing", "I find your answer too long", "I find the docs confusing": what the chat has in front of it).
_FIND = re.compile(
    rf"^(?:(?:sometimes|usually|often|generally|always)\b,?\s+)?I\s+{_ADVERBS}find\s+(?!(?:{_THAT}|your|you)\b)"
    rf"(?!(?:[\w'-]+\s+){{0,3}}(?:{_WORK_THINGS}|{_CHOICES})s?\b)(?:[\w'-]+\s+){{1,4}}?"
    r"(?:(?:really|very|so|quite|pretty|super|a\s+bit|kind\s+of|incredibly|extremely|too)\s+)*"
    r"(?:boring|fun|relaxing|interesting|fascinating|exhausting|stressful|calming|tedious|annoying|enjoyable|"
    r"satisfying|frustrating|overwhelming|soothing|dull|exciting|therapeutic|draining|rewarding)\b",
    re.IGNORECASE,
)
# …or with a gerund: "Cooking with my kids is so much fun", "Painting with watercolors is really relaxing" (not
# "Debugging this is boring", "Reading the docs was fun": the work at hand).
_DOING_IS = re.compile(
    r"^(?!(?:doing|being|getting|having|debugging|fixing|reading|checking|using|trying|testing|running|waiting)\b)"
    rf"[a-z]+ing\b(?![^.!?]*\b(?:{_THAT}|your|you|{_WORK_THINGS})\b)[^.!?]{{0,60}}?\s+(?:is|was)\s+"
    r"(?:(?:super|so|really|very|always|such|much|a\s+lot\s+of|quite|pretty|incredibly)\s+)*"
    r"(?:fun|boring|relaxing|fascinating|exhausting|calming|tedious|enjoyable|satisfying|soothing|exciting|"
    r"therapeutic|rewarding)\b",
    re.IGNORECASE,
)
# "I'm a big fan of jazz", and without the subject, as chat often is: "Big fan of jazz", "Not a fan of horror movies".
_FAN = re.compile(
    r"^(?:(?:I'm|I\s+am)\s+)?(?:not\s+)?(?:(?:a|much\s+of\s+a)\s+)?(?:(?:big|huge|great|massive|real)\s+)?fan\s+of\b",
    re.IGNORECASE,
)
# What the user asks of the assistant for good: "Please always answer in Portuguese", "Never use emojis",
# "Don't suggest meat dishes", "Call me Ana", "From now on, reply in French". A "please" alone asks for now.
_INSTRUCTION_LEAD = re.compile(rf"^(?:{FOR_GOOD},?\s+)?(?:please,?\s+)?", re.IGNORECASE)
_INSTRUCTION = re.compile(
    r"^(?:(?:always|never)\s+(?!mind\b)\w+|(?:don't|do\s+not)\s+(?:ever\s+)?(?:use|suggest|mention|send|call|"
    r"recommend|include|add|write|reply|answer|respond|show|ask|give|book|schedule|share|remind|bring\s+up|"
    # (…and how to speak to the user: "Don't talk to me like you're my boss")
    r"talk\s+(?:to\s+me\s+)?(?:like|as\s+if)|"
    # (…and what the user has yet to see: "Please don't spoil the ending"; not "Don't spoil it.")
    r"spoil(?!\s+(?:it|this|that)\s*[.!]*$))\b|"
    r"(?:don't|do\s+not)\s+be\s+(?:so|too|that|overly)\b|"
    # "Call me Ana", not a call asked for now ("Call me later", "Call me back when you can")
    r"(?:call|address)\s+me\b(?!\s+(?:later|tomorrow|tonight|today|back|maybe|when|if|at|on|in|after|before|"
    r"anytime|any\s+time|soon|now|asap|again|sometime|whenever|first|once|please)\b)|stop\s+\w+ing\b|"
    # "No bullet points, ever": a thing the assistant is never to use; "No more tables" (not "No more questions").
    r"no\s+(?!(?:problem|worries|thanks|idea|need|way)\b)\w+.*(?:,\s*|\s+)ever$|"
    r"no\s+more\s+(?!(?:questions?|for\s+(?:me|now|today)|thanks|worries|problems?)\b)[\w-]+)",
    re.IGNORECASE,
)
# An order said without its verb: "Always metric", "Never emojis" (to use them), "Always in Spanish" (to answer so).
_TERSE_USE = re.compile(
    r"^(always|never)\s+(?=(?:metric|imperial|celsius|fahrenheit|markdown|bullet|bullets|emojis?|emoticons|tables?|"
    r"headers|headings|numbered|code\s+blocks|sources|citations|links|examples|british|american|24-hour|12-hour|"
    r"english|spanish|french|german|portuguese|italian|dutch|japanese|chinese|korean)\b)",
    re.IGNORECASE,
)
_TERSE_ANSWER = re.compile(r"^(always|never)\s+(?=(?:in|with|without)\s)", re.IGNORECASE)
# What alone the assistant is to use, asked politely: "Metric units only, please" (not "Weekends only", which may
# answer a question).
_ONLY = re.compile(
    r"^(?!(?:I|we|it|that|this|one|just|me|you|for)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+only,?\s*please$", re.IGNORECASE
)
# …and with the user's reason after it, which leaves it for good unless it says it is for now: "Voice replies only
# please, I can't read while I'm driving", "Plain text only please, my screen reader chokes on tables" (not "…, I'm in
# a meeting right now").
_ONLY_BECAUSE = re.compile(r"^(.+?\bonly,?\s*please)[,;]\s+(?=(?:I|I'm|my)\b)(.+)$", re.IGNORECASE)
# (a reason that says it is for now: _FOR_NOW's words, or a bare "now")
_OF_THE_MOMENT = re.compile(rf"\b(?:{_FOR_NOW}|now)\b", re.IGNORECASE)
# An order that says it is for good at its end: "Keep your answers short, always", "Reply in bullet points from now
# on", "Cite a source in every answer".
_FOR_GOOD_AFTER = re.compile(
    r"^(?:keep|use|reply|answer|respond|write|give|be|make|format|include|add|avoid|skip|cite|show|explain|talk|"
    r"speak|put|list|sort|label|start|stop|cut|drop|lose|omit|ditch|leave\s+out)\b.*(?:,\s*always|"
    rf"\b(?:{FOR_GOOD}|every\s+time|each\s+time|in\s+every\s+(?:answer|reply|response|message)))(?:,?\s*please)?$",
    re.IGNORECASE,
)
# An order to explain everything as to someone new to it, which says how the user wants every answer: "Please explain
# things like I'm a total beginner", "Explain everything as if I've never used a computer" (not "Explain it like I'm
# five", of the question at hand).
_AS_TO_NEW = re.compile(
    r"^(?:explain|describe|walk\s+me\s+through|teach\s+me)\s+(?:things|everything|stuff|it\s+all)\s+(?:to\s+me\s+)?"
    r"(?:like|as\s+if|as\s+though)\s+I(?:'m|\s+am|'ve|\s+have|\s+was|\s+were|'d)\b",
    re.IGNORECASE,
)
# How the user's own writing of a kind is to be written, for every one of them: "Please write my client emails in a warm
# but professional tone", "Draft my LinkedIn posts in a casual voice" (not "Write this email in a formal tone").
_MINE_WRITTEN = re.compile(
    r"^(?:write|draft|word|keep)\s+(?:all\s+)?my\s+(?:[\w'-]+\s+){0,2}?(?:emails|messages|posts|letters|replies|texts|"
    r"captions|newsletters|notes|summaries|reports|updates|bios|tweets)\s+in\s+(?:a|an)\s+[^.!?]*?\b(?:tone|style|voice|"
    r"register|way)\b",
    re.IGNORECASE,
)
# The units the user wants things of a kind in, for every one of them: "Give me workouts in kilometers, not miles",
# "Show me temperatures in Celsius" (not "Give me the distance in miles": this one).
_IN_UNITS = re.compile(
    r"^(?:give|show|write|tell|send|list|put)\s+(?:me\s+)?(?:all\s+)?(?:[\w-]+\s+){0,2}?(?:[\w-]+s|everything)\s+in\s+"
    r"(?:kilomet(?:er|re)s|km|miles|metric|imperial|celsius|fahrenheit|kilograms|kgs?|pounds|lbs|met(?:er|re)s|feet|inches|"
    r"(?:centi|milli)met(?:er|re)s|cm|mm|"
    r"grams|ounces|cups|(?:24|12)-hour\s+(?:time|format|clock)|"
    # (…and in time rather than a distance: "Give me runs in minutes, not kilometers"; not "Send me the files in
    # minutes", which says when)
    r"(?:minutes|hours)(?=,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:miles|kilomet(?:er|re)s|km|laps|reps|distance)\b))\b",
    re.IGNORECASE,
)
# A standing order asked politely: "Could you always add a TL;DR at the top?", "Would you never use tables?". Not
# "Can you always answer in Portuguese?" or "Will you always remember this?": they may ask what the assistant can do
# or will do, and a wrong pin would change every answer after it.
# Nor "Can you make that answer shorter?" (this one); but "Can you make your answers shorter?" asks it of every one.
# So is any of a kind the assistant suggests or writes: "Keep any exercise suggestions low-impact", "Make all recipes
# vegetarian", "Write any product descriptions short"; and, without "any", what the whole kind is to be kept: "Keep
# client emails warm but short" (not "Keep client emails in the shared folder", where they are to be kept).
_WRITTEN_KINDS = (
    r"(?:suggestions|recipes|workouts|exercises|ideas|recommendations|plans|routines|examples|meals|menus|itineraries|"
    r"descriptions|captions|posts|emails|headlines|titles|bios|routes|directions|copy|content|newsletters|letters|"
    r"messages|texts|listings|ads|flyers|posters|invitations|handouts|announcements|signs)"
)
_ALL_ANSWERS = (
    r"(?:(?:make|keep)\s+(?:your\s+|the\s+)?(?:answers|replies|responses|messages|explanations|summaries)|"
    rf"(?:make|keep|write)\s+(?:any|all|your)\s+(?:[\w-]+\s+(?:or|and)\s+)?(?:[\w-]+\s+)?{_WRITTEN_KINDS}|"
    rf"keep\s+(?!(?:it|this|that|them|the|my|these|those|our)\b)(?:[\w-]+\s+){{0,2}}?{_WRITTEN_KINDS}\s+(?=(?:short|brief|"
    r"simple|warm|friendly|formal|informal|casual|polite|professional|concise|clear|upbeat|positive|light|plain|tight|"
    r"direct|personal|gentle|neutral|cheerful|under|below)\b))\b"
)
_ASKED_FOR_GOOD = re.compile(
    r"^(?:(?:could|would)\s+you\s+(?:please\s+)?(?=(?:always|never)\b)|"
    # (…and "Can you always …?", "Will you never …?", not what the assistant can keep in mind or do: "Can you always
    # remember what I tell you?")
    r"(?:can|will)\s+you\s+(?:please\s+)?(?=(?:always|never)\s+(?!(?:remember|recall|know|see|access|tell|be|"
    r"understand|find|get|do\s+that|do\s+this)\b))|"
    # "Can you stop using so many emojis?": what the assistant is to stop doing, for good
    r"(?:can|could|would|will)\s+you\s+(?:please\s+)?(?=stop\s+\w+ing\b)|"
    rf"(?:can|could|would|will)\s+you\s+(?:please\s+)?(?={_ALL_ANSWERS})|"
    # …and any question that says so at its end: "Can you always cite sources from now on?", "Could you use bullet
    # points going forward?" (not "Will you remember this from now on?", "Can you help me with it going forward?").
    r"(?:can|could|would|will)\s+you\s+(?:please\s+)?"
    rf"(?!(?:remember|recall|help|handle|do|take\s+care|keep\s+(?:this|that|it|track))\b)(?=.*\b{FOR_GOOD}\W*$))",
    re.I,
)
# …and an order for anything of a kind the assistant gives the user: "Break any task list you give me into tiny steps",
# "Convert any prices you show me to euros", "Put any code you write for me in a single file".
_ANY_YOU_GIVE = re.compile(
    r"^(?:please,?\s+)?[a-z]+\b[^,.!?]*?\b(?:any|all|every)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+you\s+(?:give|write|send|show|"
    r"suggest|make|recommend|draft|generate|create|share|list|use|put)\b",
    re.IGNORECASE,
)
# …and an order for any of a kind, explained, summarized or translated in a way: "Please explain any school forms in
# simple steps", "Translate any letters from the bank into Spanish" (not "Summarize all the attachments": these).
_ANY_OF_A_KIND = re.compile(
    r"^(?:please,?\s+)?(?:explain|describe|summari[sz]e|translate|break\s+down|format|convert|proofread|check|read)\s+"
    r"(?:any|all)\s+(?!(?:the|these|those|this|that|of|my|your)\b)(?:[\w-]+\s+){0,2}?[\w-]+s\b",
    re.IGNORECASE,
)
# …and how to speak or write with the user: "Please use simple English with me", "Please speak slowly with me" (not
# "Talk it through with me", the matter at hand).
_WITH_ME = re.compile(
    r"^(?:please,?\s+)?(?:use|speak|talk|write|communicate)\s+(?!(?:it|this|that|about)\b)[^,.!?]*?\bwith\s+me\b|"
    # (…and how to be with them: "Be blunt with me about my writing", "Be patient with me")
    r"^(?:please,?\s+)?(?:always\s+)?be\s+(?:(?:very|really|super|more|extra|completely|brutally)\s+)?(?:patient|gentle|"
    r"blunt|honest|direct|straight|frank|harsh|tough|strict|kind|firm|upfront|straightforward)\s+with\s+me\b",
    re.IGNORECASE,
)
# …and an order to take things one at a time, which says how the user wants to be taught or told: "Quiz me with one
# question at a time", "Give me feedback one point at a time".
_ONE_AT_A_TIME = re.compile(r"\bone\s+(?:[\w-]+\s+)?at\s+a\s+time\b", re.IGNORECASE)
# …and an order for whenever the user and the assistant talk or work on something: "Use metric units and scientific
# names when we talk about species", "Use plain language when we go over my medical results".
_WHEN_WE = re.compile(
    r"\bwhen(?:ever)?\s+we\s+(?:talk|chat|discuss|go\s+over|work|plan|write|review|study|practice|look\s+at)\b", re.I
)
# …and an order for every time the user does something: "Correct my Italian every time I make a mistake", "Point out
# my filler words whenever I send you a draft".
# (not one that opens with it: "Every time I see it, I feel so happy" says how the user feels)
_EVERY_TIME_I = re.compile(
    r"^(?!(?:every\s+time|each\s+time|whenever|any\s*time)\b).+?\b(?:every\s+time|each\s+time|whenever|any\s*time)\s+"
    r"I\b",
    re.IGNORECASE,
)
# …and for whenever the assistant gives the user things of a kind: "Please use European Portuguese when you give me
# phrases", "Keep them under 100 words whenever you write captions" (not "Use a table when you show me the results").
_WHEN_YOU = re.compile(
    r"^(?!(?:please,?\s+)?[a-z]+\s+(?:it|them|this|that|these|those)\b)[^?]*?\bwhen(?:ever)?\s+you\s+(?:give|write|send|show|suggest|make|recommend|draft|generate|create|share|list|teach|"
    r"translate|explain)\s+(?:me\s+)?(?!(?:the|this|that|these|those|my|our|it|them|us)\b)(?:[\w-]+\s+)?(?:[\w-]+s|code|"
    r"feedback|advice)\b",
    re.IGNORECASE,
)
# …and a variety of a language, a spelling or units, chosen over another: "Use British spelling, not American",
# "Please use metric, not imperial, in recipes", "Please write in Castilian Spanish, not Latin American" (not "Use the
# blue one, not the red one").
_NOT_THAT_VARIETY = re.compile(
    r"^(?:please,?\s+)?(?:always\s+)?(?:use|write\s+in|answer\s+in|reply\s+in|respond\s+in|speak|stick\s+to)\s+"
    r"(?!(?:the|this|that|it|my)\b)[^,.!?]{1,40}?,?\s+not\s+(?:american|british|canadian|australian|brazilian|european|"
    r"castilian|mexican|latin\s+american|us|uk|metric|imperial|celsius|fahrenheit|simplified|traditional|mandarin|"
    r"cantonese)\b",
    re.IGNORECASE,
)
_FOR_GOOD_MARKS = (
    _ANY_YOU_GIVE,
    _ANY_OF_A_KIND,
    _WITH_ME,
    _ONE_AT_A_TIME,
    _WHEN_WE,
    _EVERY_TIME_I,
    _WHEN_YOU,
    _NOT_THAT_VARIETY,
)
# A wish said as what the user wants of the assistant: "I'd like you to always answer in Spanish", "I want you to
# stop using emojis" are for good; "I'd like you to review my code" is for now (the rest decides: `_instruction`).
_WANT_YOU_TO = re.compile(r"^I(?:'d|\s+would)?\s+(?:really\s+)?(?:like|want|need)\s+you\s+to\s+", re.IGNORECASE)
# None of what the assistant writes with, named: "No emojis please", "Please, no jargon", "pls no emojis in anything you
# write for the newsletter" (not "No onions please", an order of the moment).
_NO_STYLE = re.compile(
    r"^no\s+(?:more\s+)?(?:emojis?|emoticons|jargon|bullet\s+points|bullets|tables|headers|headings|markdown|"
    r"exclamation\s+(?:marks|points)|em[\s-]?dashes|hashtags|fluff|filler|small\s+talk|disclaimers|caveats|apologies|"
    r"slang|puns|buzzwords|clich[eé]s|swearing|profanity)\b",
    re.IGNORECASE,
)
# Less of something in every answer: "Less jargon please", "Fewer emojis, please".
_LESS = re.compile(r"^(?:less|fewer)\s+[\w-]+(?:\s+[\w-]+)?,?\s*please[.!]*$", re.IGNORECASE)
# What a thing can be explained with: "with diagrams", "using examples".
_SHOWN_BY = (
    r"(?:(?!(?:the|this|that|these|those|my|your)\b)[\w-]+\s+)?(?:pictures|diagrams|drawings|sketches|visuals|images|"
    r"photos|examples|analogies|metaphors|stories)"
)
# A request followed by a lasting reason about the user is for good: "Please use Celsius, I live in France", "Please
# reply in Spanish, I'm from Madrid" (the reason is a fact of its own: `clauses`). Not a reason of the moment:
# "Please use a table, I'm comparing prices"; nor a request for today: "Please avoid the highway today, …".
# …and the state of a part of the user's body or a sense, a reason that lasts: "my eyes aren't great", "my hearing is
# going", "my hands shake" (the parts and senses: _BODY).
_BODY = r"(?:eyes|eyesight|vision|hearing|memory|balance|back|knees?|hips?|hands|joints|lungs|heart)"
_MY_BODY = re.compile(rf"^my\s+{_BODY}\s+(?:is|are|isn't|aren't|'s|shake|hurt|ache|get|tire)\b", re.IGNORECASE)
_PLEASE_BECAUSE = re.compile(
    r"^((?:please,?\s+(?:use|reply|answer|respond|write|speak|talk|avoid|skip)\b[^,]*|"
    # (…or without "please", as far as the assistant can: "Use large text if you can, my eyesight is poor")
    r"(?:use|write|speak|talk)\s+[^,]*?(?=\s+(?:if|when(?:ever)?)\s+you\s+can\b)|"
    # (…or to quiz the user in a way of theirs: "Quiz me in multiple choice, that's the format I struggle with")
    r"(?:please,?\s+)?(?:quiz|test|drill)\s+me\s+(?:in|with|on|using|through)\s+[^,]+|"
    # (…or to keep what it writes simple, for a reason that lasts: "Keep the recipes simple please, I can barely cook";
    # or under, off or within something: "Please keep routes off interstates when you can, I hate big rig traffic")
    # (…or to explain things in a way of their own: "Please explain one step at a time, I get lost …", "Explain knots
    # with diagrams if you can, I can't follow them in words"; not "Explain this with a diagram")
    r"(?:please,?\s+)?(?:explain|walk\s+me\s+through)\s+(?:(?:things|everything|stuff)\s+|"
    r"(?!(?:it|this|that|these|those|them)\b)(?:the\s+)?[\w-]+\s+(?:(?!(?:with|using|through)\b)[\w-]+\s+)?)?(?:slowly|simply|"
    r"(?:one\s+)?step\s+by\s+step|one\s+step\s+at\s+a\s+time|in\s+plain\s+(?:english|words)|"
    rf"(?:with|using|through)\s+{_SHOWN_BY}(?:\s+(?:or|and)\s+{_SHOWN_BY})?)|"
    r"(?:please,?\s+)?keep\s+(?:the\s+|your\s+|any\s+)?(?!(?:it|this|that|them)\b)[^,]*?\s+(?:(?:simple|basic|short|"
    r"brief|easy|plain|practical|non-technical|jargon-free|high-level|concrete)\b(?:\s+and\s+[\w-]+(?:\s+[\w-]+)?)?|"
    r"(?:under|below|off|within|away\s+from)\s+[^,]+))"
    r"(?:,?\s+(?:(?:if|when(?:ever)?)\s+you\s+can|where\s+(?:possible|you\s+can)|please))?)"
    r"(?<!\btoday)(?<!\btonight)(?<!\bnow),\s*(?:(?:since|as|because)\s+)?"
    r"(?=(?:I|my)\b|[a-z]+\s+(?:is|isn't|is\s+not)\s+my\b|that's\s|(?:it|that)\s+helps\b)",
    re.IGNORECASE,
)
# Of no one thing of the chat's: not "this", "that", "it", "your …" (what a reason must not name to last).
_OF_NOTHING_AT_HAND = r"(?![^.!?]*\b(?:it|this|that|these|those|your|yours)\b)"
# A reason of that kind in how the user takes things in: "I can't follow them in words", "I don't get abstract
# definitions", "I forget rules the moment I read them" (not "I can't follow this", "I don't get your last answer").
_TAKES_IN = re.compile(
    r"I\s+(?:just\s+|really\s+|honestly\s+)?(?:(?:can't|cannot|can\s+not|don't|do\s+not|never)\s+(?:really\s+)?"
    r"(?:follow|picture|visuali[sz]e|understand|get|absorb|remember|retain)|(?:always\s+|quickly\s+)?forget)\s+"
    + _OF_NOTHING_AT_HAND,
    re.IGNORECASE,
)
# …or that it helps the user learn: "it helps me remember", "it helps them stick", "I learn better that way" (not "it
# helps me understand this").
_HELPS_ME_LEARN = re.compile(
    r"(?:(?:it|that)\s+helps\s+(?:me\s+|them\s+|things\s+)?(?:stick|remember|understand|learn|retain|follow|focus)\b|"
    r"I\s+learn\s+(?:better|best|faster)\b)" + _OF_NOTHING_AT_HAND,
    re.IGNORECASE,
)
# …or what the user dislikes, of no one thing of the chat's: "I hate big rig traffic", "I can't stand the taste" (not
# "I hate this", "I don't like your tone").
_DISLIKES_ALWAYS = re.compile(
    r"I\s+(?:really\s+|just\s+)?(?:hate|can't\s+stand|cannot\s+stand|don't\s+like|do\s+not\s+like|dislike)\s+"
    + _OF_NOTHING_AT_HAND,
    re.IGNORECASE,
)
# …or the way the user does something, or the part they do worst: "that's how I remember vocabulary", "that's the
# format I struggle with" (not "that's what I'm reading now": _ARRANGED).
_HOW_I_DO = re.compile(
    r"that's\s+(?:the\s+[\w-]+(?:\s+[\w-]+)?|what|how|where|why)\s+I\s+(?:(?:\w+ly|always|usually|often|never)\s+)?"
    r"(?!(?:mean|meant|said|asked|want|wanted|need|needed)\b)[a-z]+\b",
    re.IGNORECASE,
)
# The assistant's verb after "you", in the third person once "you" is "it": "code you write" → "code it writes".
_YOUR_VERB = re.compile(
    r"\byou\s+(write|send|give|suggest|make|use|recommend|generate|produce|create|show|draft|share|answer|reply|"
    # (…and speak of something: "when you talk about my past", "when you describe the news to me")
    r"talk|speak|describe|explain|mention|discuss|refer|summari[sz]e|do|don't)\b",
    re.IGNORECASE,
)
# The assistant's verb after a word that opens a condition: "unless you check the labels", "if you know they work".
_YOU_AFTER_IF = re.compile(
    r"\b(unless|if|when|whenever|before|after|until|once)\s+you\s+(?!(?:can|could|will|would|should|might|must|may|"
    r"are|were|have|had|did|do|'re|'ve|'ll|'d)\b)([a-z]+)\b(?!')",
    re.IGNORECASE,
)
# A statement after "from now on" ("From now on, I will run daily") is not a request.
_SUBJECT = re.compile(r"(?:I|we|my|our|you|it|he|she|they|this|that|there|the|a|an)\b", re.IGNORECASE)
_PLEASE_FOR_GOOD = re.compile(rf"^(?:{FOR_GOOD},?\s+please\b|please\b.*\b(?:{FOR_GOOD}|every time|each time)\b)", re.I)
_DECISION = re.compile(
    r"^(?:"
    r"(?:we|I)\s+(?:have\s+|'ve\s+)?(?:decided|chose|chosen|agreed|settled)\b|"
    r"(?:we|I)(?:\s+will|'ll|\s+are\s+going\s+to|'re\s+going\s+to|\s+am\s+going\s+to|'m\s+going\s+to)\s+"
    r"(?:use|go|switch|move|adopt|migrate|stick|keep|build|drop|start|stop)\b|"
    r"let's\s+(?:go\s+with|use|switch|stick|adopt|move)\b|(?:we|I)(?:'re|\s+are|'m|\s+am)\s+going\s+with\b"
    # not an option of the moment: "We're going with the second one"
    r"(?!\s+(?:that|this|it|the\s+(?:[\w-]+\s+)?(?:one|option|version)|option)\b)|"
    # A change under way: "We're migrating the backend to Go", "We're moving our docs from Confluence to Notion"
    # (not "We're moving next month": a move of the user's own is an event).
    r"(?:we|I)(?:'re|\s+are|'m|\s+am)\s+(?:now\s+)?(?:switching|migrating|(?:moving|changing)\s+(?:our|the|all)\b.*"
    r"\b(?:to|onto)\b)|"
    r"(?:the\s+)?decision\s+is\b|going\s+forward\b)",
    re.IGNORECASE,
)
# A change made, said in the past: "We switched from Jenkins to GitHub Actions", "We migrated our API to FastAPI" (not
# "I switched tabs"). A decision, unless a date makes it an event ("We switched to GCP last month").
_CHANGED = re.compile(
    r"^(?:we|I)\s+(?:have\s+|'ve\s+)?(?:(?:just|finally|recently|already|also)\s+)?(?:(?:switched|migrated|upgraded|"
    r"converted)\s+(?:(?:our|my|the|all|everything|over|\w+)\s+){0,3}?|moved\s+(?:our|my|the|all|everything)\s+"
    r"(?:\w+\s+){0,2}?)(?:from\s+[^,]+?\s+)?(?:to|onto)\s+"
    r"(?!(?:the\s+)?(?:other|next|previous|new)\s+(?:tab|window|file|branch|screen|page)\b)",
    re.IGNORECASE,
)
# A pet or a home got, new or one more: "We got a third cat", "I got a puppy", "We just got a new house" (not "We got
# an error", "We got a second opinion").
_GOT_HOME = (
    r"(?:a|an|another|our|my)\s+(?:(?:new|second|third|fourth|fifth|first|little|rescue|baby)\s+)*"
    r"(?:dog|cat|puppy|kitten|rabbit|bunny|hamster|guinea\s+pig|parrot|bird|tortoise|turtle|horse|pony|house|home|"
    r"apartment|flat|condo|car|boat|"
    # …and a thing of everyday use, but not as a gift on an occasion, an event of its day ("I got a new bike for my
    # birthday!", _GIFT)
    r"(?:bike|bicycle|motorcycle|scooter|van|truck|phone|laptop|piano|guitar)(?![^.!?]*\b(?:for|on|at)\s+(?:my|our)\s+"
    r"(?:[\w'-]+\s+){0,2}?(?:birthday|christmas|anniversary|graduation|wedding|party|name\s+day)\b))s?\b"
)
# The numbers up to ten in words ("two beehives", "a week from Monday" counts them: _COUNTS).
_COUNT_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten"
# Medicines, by their kind, the endings of their generic names (oxycodone, ibuprofen, lisinopril, losartan,
# atorvastatin, metoprolol, omeprazole, fluoxetine, escitalopram, sertraline, diazepam, alprazolam, metformin,
# prednisone, prednisolone, amoxicillin, azithromycin, doxycycline, sumatriptan, famotidine) or a common name.
_MEDICINE = (
    r"(?:meds|medications?|medicines?|(?:sleeping\s+)?pills|birth\s+control|antibiotics|antidepressants|painkillers|"
    r"steroids|inhaler|insulin|supplements|vitamins|"
    r"[a-z]+(?:codone|profen|pril|sartan|statin|olol|prazole|oxetine|alopram|traline|azepam|azolam|formin|nisone|solone|"
    r"cillin|mycin|cycline|triptan|tidine)|"
    r"tramadol|morphine|gabapentin|adderall|ritalin|xanax|zoloft|lexapro|prozac|wellbutrin|lithium|ozempic|wegovy|"
    r"melatonin|aspirin|tylenol|advil|paracetamol|acetaminophen|naproxen|antihistamines)"
)
# Animals kept by the user or the household, with how many: "keep two beehives", "keep a couple of goats".
_KEEPS_ANIMALS = (
    rf"keep\s+(?:(?:a|an|{_COUNT_WORDS}|a\s+few|a\s+couple\s+of|some|several|\d+)\s+)?"
    r"(?:[\w-]+\s+)?(?:bees|beehives|hives|chickens|hens|ducks|goats|sheep|pigs|rabbits|fish|aquariums?|snakes|reptiles|"
    r"pigeons|horses|cows|quail|turkeys|geese|alpacas|llamas|bee\s+colonies|colonies)\b"
)
# What the user carries for their health: "an EpiPen", "an inhaler", "glucose tabs", any medicine.
_CARRIED_FOR_HEALTH = (
    rf"epi-?pens?|inhalers|glucose\s+(?:tabs|tablets|gel)|naloxone|narcan|medical\s+id|(?:emergency\s+)?{_MEDICINE}"
)
# Drinks and foods a user gives up for good: "I quit coffee", "I stopped sugar".
_GIVEN_UP = (
    r"(?:coffee|caffeine|alcohol|booze|sugar|soda|energy\s+drinks|cigarettes|nicotine|weed|meat|dairy|gluten|carbs)"
)
# What keeps happening with something or someone of the user's, which a memory keeps unless it is a problem brought to
# be solved now ("My chain keeps skipping on hills, can you help me figure out why?", "My glazes keep crawling and I
# can't figure out why": _MINE, _memories_of).
_KEEPS_HAPPENING = (
    rf"my\s+(?!(?:{_WORK_THINGS})\b)(?:[\w'-]+\s+){{0,2}}?(?!(?:{_WORK_THINGS})\b)[\w'-]+\s+keeps?\s+\w+ing\b"
)
# What the user states about themselves ("I am / I work at / I moved …"), what they cannot or do not eat or
# drink ("I can't eat gluten"), and habits ("I usually wake up at 6").
_SELF = (
    # (not "I have one.", "I own it.": what they have is the chat's)
    rf"I\s+{_ADVERBS}(?:am|'m|was|work|worked|live|lived|(?:have|own)(?!\s+(?:one|it|them|that|this|those|these)\W*$)|"
    r"'ve|speak|study|studied|grew up|was born|moved|grow|keep\s+(?:kosher|halal)\b|"
    r"teach|run|manage|lead|coordinate(?!\s+with\b)|chair|joined|started|founded|write|(?:self-)?publish|build|play|volunteer|drive|"
    r"ride|graduated|"
    r"retired|go\s+by|spend|"
    r"coach|tutor|mentor|babysit|referee|home-?school|tend\s+bar\b|stutter\b|stammer\b|"
    # (…and what the user sells: "I sell handmade quilts on Etsy"; not "I sell it for ten bucks")
    r"sell\s+(?!(?:it|this|that|them|these|those|you|him|her|out)\b)|"
    # (…and what the user did of those, in the past: "I taught piano for twenty years", "I managed a hardware store",
    # not "I managed to fix it")
    r"taught|coached|tutored|mentored|volunteered|owned|managed\s+(?!to\b)|tended\s+bar\b|"
    # (…and what the user competes in: "I compete in powerlifting", "I race cyclocross every fall")
    r"(?:compete|competed|race|raced)\s+(?!(?:against\s+)?(?:it|this|that|you)\b)|"
    # when and how the user works best, and when alone they can: "I do my best work in the afternoon", "I learn best
    # with examples", "I can only meet on
    # Tuesdays"
    r"do\s+my\s+best\s+(?:work|thinking|writing)\b|(?:learn|read|think|focus|study|concentrate|sleep)\s+best\b|can\s+only\s+(?:meet|work|talk|travel|come|take\s+calls)\b|"
    # time spent somewhere: "I spent a year in Japan", "I spent two summers working in Alaska"
    r"spent\s+(?:a|an|one|two|three|four|five|six|\d+|the|several|many|a\s+few)\s+(?:years?|months?|summers?|"
    r"semesters?|winters?|decades?)\s+(?:in|abroad|at|living|working|studying|teaching|travell?ing)\b|"
    # the language the user codes in: "I code everything in R", "I program mostly in Go" (not "I code in this file")
    r"(?:code|program)\s+(?:(?:everything|mostly|mainly|only|all|exclusively)\s+)?in\s+(?-i:[A-Z])[\w+#-]*|"
    # what the user earns and how long or when they sleep: "I earn about 80k a year", "I sleep about 6 hours a night",
    # "I sleep days"
    r"(?:earn|make)\s+(?:about\s+|around\s+|roughly\s+|only\s+|over\s+)?[$€£]?\d[\d,.]*\s*k?\b(?=[^.!?]*\b(?:a|per)\s+"
    r"(?:year|month|week|hour)\b)|"
    r"sleep\s+(?:about\s+|around\s+|only\s+|roughly\s+)?\d+(?:\.\d+)?\s+hours\b|sleep\s+(?:days|during\s+the\s+day)\b|"
    # what the user cares about, values or believes in: "I care a lot about the environment", "I value honesty",
    # "I believe in giving back" (not "I care about that", "I believe you")
    r"(?:care\s+(?:(?:a\s+lot|deeply|so\s+much|a\s+great\s+deal|passionately)\s+)?about|value|believe\s+in)\s+"
    r"(?!(?:it|this|that|these|those|them|you|your|yourself|him|her)\b)(?![^.!?]*\bhere\s*[.!]*$)|"
    # what the user knows how to do: "I know how to sail" (not "I know how to fix it")
    r"know\s+how\s+to\s+(?![^.!?]*\b(?:it|this|that|them|you|your)\b)|"
    # what the user struggles with or suffers from: "I struggle with insomnia", "I suffer from migraines" (not "I
    # struggle with this bug")
    r"(?:struggle|suffer|cope|live)\s+(?:with|from)\s+(?![^.!?]*\b(?:it|this|that|these|those|your|the\s+(?:[\w-]+\s+)?"
    rf"(?:{_WORK_THINGS}))\b)|"
    # notice given, and a job, an offer or a place not got: "I handed in my notice", "I resigned from my job", "I didn't
    # get the job" (not "I didn't get that")
    r"(?:handed\s+in|gave|put\s+in)\s+(?:my\s+)?notice\b|resigned\b|"
    r"(?:didn't|did\s+not)\s+get\s+(?:the|that|a|my)\s+(?:job|offer|promotion|role|position|scholarship|place|"
    r"visa|loan|mortgage|apartment|house|grant|part)\b|"
    # a first client signed: "I signed my first client"
    r"signed\s+(?:my|our)\s+(?:first|biggest|new)\s+(?:client|customer|deal|contract)\b|"
    # school: an exam failed, a school got into, dropping out, a thesis defended, a grade got ("I failed my chemistry
    # exam", "I got into Stanford!", "I dropped out of college", "I defended my PhD", "I got a B on my essay")
    r"failed\s+(?:my|the|a|an)\s+(?:[\w-]+\s+){0,2}?(?:exams?|test|course|class|interview|audition|finals?|midterms?|"
    r"boards|quiz)\b|got\s+into\s+(?!(?:it|this|that|trouble|a\s+fight|an\s+argument|the\s+habit)\b)|"
    r"(?:got|was|been)\s+(?:accepted|admitted)\s+(?:to|into|at|by)\s+(?!(?:it|this|that)\b)|"
    r"dropped\s+out\s+of\b|defended\s+(?:my|our)\s+(?:thesis|dissertation|phd)\b|"
    r"got\s+(?:an?\s+)?(?-i:[A-F])[+-]?\s+(?:on|in)\s+(?:my|the|\w+)\b|"
    # money: a debt paid off, what the user invests in, where they shop, rent paid, money owed or lost, a refund got
    # ("I just paid off my car", "I invest in index funds", "I shop at Costco", "I owe my friend 200 dollars"; not "I
    # owe you one")
    r"paid\s+off\b|invest\s+in\b|shop\s+(?:at|online|mostly|second-hand|secondhand)\b|"
    r"pay\s+(?:rent|a\s+mortgage|alimony|child\s+support)\b|owe\s+(?!(?:you|it|this|that)\b)|"
    r"lost\s+(?:money|a\s+lot|everything|[$€£]?\d[\d,.]*k?)\s+(?:on|in|at|to)\b|"
    r"got\s+a\s+(?:tax\s+refund|loan|mortgage|grant|raise)\b|"
    # a break-up, and touch lost or found again: "I broke up with my girlfriend", "I lost touch with my college
    # friends", "I fell out with my brother", "I reconnected with an old friend"
    r"(?:broke|split)\s+up\s+with\b|(?:lost\s+touch|fell\s+out|reconnected|made\s+up)\s+with\s+"
    r"(?!(?:it|this|that|you)\b)|"
    # what the user wears to see or hear: "I wear glasses", "I wear hearing aids"
    r"wear\s+(?:glasses|contacts|contact\s+lenses|hearing\s+aids?|braces|dentures|a\s+(?:hearing\s+aid|retainer|"
    r"brace|pacemaker|cochlear\s+implant))\b|"
    # the story the user has not finished, seen or played yet: "I haven't finished the book yet", "I haven't seen the
    # new Dune movie", "I haven't played Baldur's Gate 3" (not "I haven't read the docs", "… finished my homework")
    r"(?:haven't|have\s+not)\s+(?:finished|watched|seen|read|played|started|heard)\s+(?:(?:the|this|that|my)\s+)?"
    r"(?:(?:[\w'-]+\s+){0,3}?(?:book|novel|series|season|show|movie|film|game|episode|trilogy|saga|finale|ending|"
    r"manga|anime|album)s?|(?-i:[A-Z])[\w'-]*)|"
    # where the user keeps their money, and whom or what they don't trust: "I keep most of my savings in CDs", "I don't
    # trust the stock market much" (not "I don't trust it", "I don't trust you")
    r"keep\s+(?:(?:a\s+lot|most|some|all|half|part|the\s+rest)\s+(?:of\s+(?:my|our|it)\s+)?(?:(?:money|savings|cash)\s+)?|"
    r"(?:my|our)\s+(?:money|savings|cash)\s+)in\b|(?:don't|do\s+not)\s+(?:really\s+)?trust\s+"
    r"(?!(?:you|your|it|this|that|them|me|him|her)\b)|"
    # a food or drink the user can't have: "I can't do dairy", "I can't have caffeine after noon"
    rf"{_CANT_HAVE}|"
    # what the user gets: "I get seasick easily", "I get migraines", "I get really bad stage fright", "I get anxious
    # driving on the highway at night" (not "… thinking about it")
    r"get\s+(?:(?:really|so|pretty|very|quite|\w+ly)\s+)?(?:(?:bad|terrible|awful|horrible|severe|crippling)\s+)?"
    r"(?:seasick|carsick|airsick|motion\s+sick(?:ness)?|migraines|headaches|hay\s+fever|cold\s+sores|nosebleeds|hangry|"
    r"cranky\s+when|stage\s+fright|anxiety|panic\s+attacks|heartburn|acid\s+reflux|insomnia|eczema|hives|"
    r"nervous\s+(?:before|when|about)|(?:lost|confused|overwhelmed|distracted)\s+(?:by|with|when|easily|in|if|during)|"
    r"(?:nervous|anxious|scared|claustrophobic|dizzy)\s+\w+ing(?![^,.!?]*\b(?:it|this|that)\b))\b|"
    # a home or an office shared: "I share a flat with my sister"
    r"share\s+(?:a|an|my|our|the)\s+(?:flat|apartment|house|room|place|office|car|studio)\b|"
    # an aid the user uses, and how they type: "I use a wheelchair", "I type with one hand"
    rf"use\s+{_AIDS}|type\s+with\b|"
    # a pastime said in the present: "I collect vinyl records", "I brew my own beer", "I do CrossFit", "I go climbing"
    # (not "I do that", "I go checking the logs")
    r"(?:collect|brew|foster|restore|garden|sing|surf|ski|fish|sail|skate|knit|sew|bake|paint|draw|crochet|quilt|"
    r"golf|dance|game)\b(?!\s+(?:it|this|that|them|the\s+(?:[\w-]+\s+)?(?:" + _WORK_THINGS + r"))\b)|"
    r"do\s+(?:(?-i:[A-Z])[\w-]+|yoga|pilates|karate|judo|jiu-jitsu|taekwondo|boxing|kickboxing|crossfit|ballet|"
    r"gymnastics|parkour|triathlons?|marathons|improv|pottery|woodworking|calligraphy|ceramics|aerobics|zumba)\b|"
    r"go\s+(?:climbing|fishing|hiking|running|swimming|cycling|biking|surfing|skiing|sailing|camping|bouldering|"
    r"kayaking|diving|skating|snowboarding|hunting|birdwatching|dancing|bowling)\b|"
    # fandom: a team supported, music listened to, where the user goes often, the sports they follow or not ("I
    # support Arsenal", "I root for the Yankees", "I listen to a lot of jazz", "I go to a lot of concerts", "I don't
    # follow sports at all"; not "I support that idea", "I follow the README")
    r"(?:support|root\s+for|cheer\s+(?:for|on))\s+(?:the\s+)?(?-i:[A-Z])\w*|"
    r"listen\s+to\s+(?:(?:a\s+lot\s+of|lots\s+of|mostly|mainly|only|a\s+bunch\s+of)\s+)?(?:[\w-]+\s+)?(?:music|"
    r"podcasts|audiobooks|jazz|rock|metal|pop|hip-hop|hip\s+hop|rap|classical|country|techno|punk|indie|folk|blues|"
    r"opera|k-pop|the\s+radio)\b|"
    r"go\s+to\s+(?:(?:a\s+lot\s+of|lots\s+of|many|so\s+many)\s+)?(?:concerts|gigs|festivals|museums|galleries|"
    r"games|matches|shows|plays|the\s+theat(?:er|re)|the\s+opera|the\s+ballet)\b|"
    r"(?:(?:don't|do\s+not)\s+)?follow\s+(?:sports|football|soccer|basketball|baseball|hockey|cricket|tennis|golf|"
    r"rugby|f1|formula\s+(?:1|one)|politics|the\s+news|the\s+(?:nba|nfl|nhl|mlb|premier\s+league))\b|"
    # what keeps happening to the user's sleep or health: "I keep waking up at 4 am", "I keep having nightmares" (not "I
    # keep getting this error")
    r"keep\s+(?:waking\s+up|having\s+(?:nightmares|bad\s+dreams|panic\s+attacks|headaches|migraines)|getting\s+"
    r"(?:headaches|migraines|sick|colds|nosebleeds|cramps))\b|"
    # what the user feeds their pet: "I feed my dog a raw diet", "I feed my cat only wet food"
    r"feed\s+(?:my|our)\s+[\w-]+\s+(?:(?:only|mostly|a|an|raw|dry|wet|homemade|grain-free)\b)|"
    # whom the user reports to: "I report to the CTO"
    r"report\s+(?:directly\s+)?to|"
    # what the user hopes, plans, intends or aims to do: "I hope to visit Peru one day", "I plan to retire at 55" (not
    # the work at hand: "I plan to try that", "I hope to hear from you")
    r"(?:hope|plan|intend|aim)\s+to\s+(?!(?:hear|see\s+you|get\s+back|talk|chat)\b)(?![^.!?]*\b(?:it|this|that|them|"
    r"you|your)\b)|"
    # What the user bought, adopted or passed ("I bought a road bike", "I finally passed my bar exam"), and what
    # they work with or in ("I shoot with a Canon R6", "I code on a ThinkPad", "I edit in Lightroom", "I record
    # everything in Logic"; not "I edit in this file").
    r"bought|adopted|(?:shoot|code|edit|record|paint|draw)\s+(?:with|on)|"
    r"(?:edit|record|mix|design|model|animate|compose|sketch|draft)\s+(?:(?:everything|mostly|mainly|only|all|"
    r"(?:my\s+)?(?:photos|videos|pictures|footage|tracks|songs|podcasts|drawings|designs|models|plans))\s+)?in\s+"
    r"(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter)[a-z]*\b)(?-i:[A-Z])[\w+-]*|"
    # A pastime or a thing taken up or given up ("I took up running", "I picked up a secondhand piano", "I gave up
    # coffee"); not "I gave up on that approach" or "I picked up on it".
    r"(?:picked|took|taken|gave|given)\s+up\b(?!\s+(?:on|the\s+phone|where)\b)|"
    # A habit stopped, a name changed, a home or a job left, a big thing sold: "I stopped drinking coffee", "I quit
    # smoking", "I changed my name to Alex", "I quit my job", "We sold our house" (not "I stopped using the old API",
    # "I changed my mind", "I sold my idea to the team").
    r"(?:stopped|quit)\s+(?:drinking|smoking|vaping|eating|gambling|biting|taking)\b|"
    # …the hours of work the user cut to: "I had to drop to 20 hours a week", "I cut back to part-time"
    r"(?:had\s+to\s+|have\s+to\s+)?(?:drop|dropped|cut|go|went|switch|switched|move|moved)\s+(?:back\s+|down\s+)?to\s+"
    r"(?:part[-\s]time|(?:\d+|one|two|three|four|five|six)\s+(?:hours|days|shifts)\s+(?:a|per)\s+week)\b|"
    # …animals kept, and what the user carries for their health: "I keep two beehives in my backyard", "I always carry
    # an inhaler" (not "I keep forgetting", "I keep it in the fridge").
    rf"{_KEEPS_ANIMALS}|carry\s+(?:an?\s+|my\s+|some\s+)?(?:{_CARRIED_FOR_HEALTH})\b|"
    # …a medicine, or a drink or food given up, said without "taking" or "drinking": "I stopped the oxycodone", "I quit
    # coffee", "I came off my antidepressants"; and a medicine taken for something: "I take ibuprofen for my back" (not
    # "I stopped the deploy", "I quit the game", "I take the bus for errands").
    rf"(?:stopped|quit|came\s+off|went\s+off)\s+(?:the\s+|my\s+|all\s+)?(?:{_MEDICINE}|{_GIVEN_UP})\b|"
    rf"(?:take|'m\s+taking|am\s+taking)\s+(?:my\s+)?(?:{_MEDICINE})\s+(?:for|when|to|before|after)\b|"
    r"changed\s+my\s+(?:(?:first|last|middle|legal)\s+)?(?:name|surname|pronouns|career|major|diet)\b|"
    r"quit\s+my\s+(?:(?:day|old|full-time|part-time)\s+)?(?:job|position|role|career|band|team|studies|degree|program)\b|"
    r"sold\s+(?:my|our)\s+(?:(?:old|first|only)\s+)?(?:house|home|car|apartment|flat|condo|company|business|"
    r"startup|boat|bike|motorcycle|shares|stake)\b|"
    # Where and with whom the user does not (or no longer) live or work: "I don't live in Boston", "I don't work at
    # Amazon anymore", "I don't live with my parents anymore", "I don't live alone anymore" (not "I don't work in
    # this file", "I don't work for you").
    r"(?:don't|do\s+not)\s+(?:live\s+(?:with\b|alone\b)|(?:live|work|study)\s+(?:in|at|for|near)\s+"
    r"(?!(?:this|that|these|those|it|you|your)\b))|"
    # A subscription or a plan cancelled, and something signed up for: "I cancelled my Netflix subscription", "I
    # canceled my gym membership", "I signed up for a marathon" (not "I cancelled the deploy").
    r"cancell?ed\s+my\s+(?:[\w'-]+\s+){0,2}?(?:subscription|membership|account|trip|flight|booking|"
    r"reservation|appointment|wedding|lessons?|classes|plans?|insurance|policy|contract|lease|holiday|vacation)\b|"
    r"signed\s+up\s+for\s+(?!(?:it|this|that|them|your)\b)(?:(?:a|an|the|my)\s+)?(?:[\w'-]+\s+){0,2}?(?:marathon|"
    r"half-marathon|race|triathlon|5k|10k|class|classes|course|lessons?|membership|gym|program|programme|workshop|"
    r"league|team|tour|bootcamp|challenge|trip|retreat|choir|club)\b|"
    # How the user gets to work or school: "I take the subway to work", "I cycle to school".
    r"(?:take|catch)\s+the\s+[\w-]+\s+to\s+(?:work|school|the\s+office|campus|class|uni(?:versity)?)|"
    r"(?:walk|cycle|bike|jog|run|drive|carpool|commute)\s+to\s+(?:work|school|the\s+office|campus|class|uni(?:versity)?)|"
    # …and around: "I take the train into the city", "I take the subway everywhere", "I carpool with a coworker", "I
    # park on the street", "I fly a lot for work" (not "Let's park this discussion")
    r"(?:bike|cycle|walk|drive|scooter)\s+everywhere\b|"
    r"(?:take|catch|ride)\s+the\s+(?:train|bus|subway|metro|tube|tram|ferry|underground|el)\s+(?:into|everywhere|"
    r"downtown|in\b)|carpool\s+with\b|park\s+(?:on\s+the\s+street|in\s+(?:a|the|my|our)\s+(?:garage|driveway|"
    r"(?:parking\s+)?lot|car\s+park))\b|(?:fly|travel)\s+(?:a\s+lot|so\s+much|constantly|all\s+the\s+time)\b|"
    # a test passed, not an argument ("I passed the wrong argument")
    r"passed\s+(?:my|the|a|an|her|his|our)\s+(?:[\w-]+\s+){0,2}?(?:exams?|test|course|interview|audition|"
    r"certification|boards|defen[cs]e|thesis|probation)|"
    r"married|got\s+(?:married|engaged|divorced|promoted|diagnosed|hired|fired|sacked|laid\s+off|let\s+go|"
    r"(?:a|my)\s+(?:raise|pay\s+rise|bonus)|tenure|(?:a|an|the|my)\s+(?:new\s+)?(?:job|offer|"
    rf"promotion|position|role|place|scholarship)|{_GOT_HOME}|"
    # Something of the user's they now hold, said at the sentence's end or before when: "I just got my driver's
    # license!", "I got my green card in March"; not "I got my code working" or "I got my answer".
    r"my\s+(?!(?:answer|reply|response|point|wires|hopes|message|email|code|head)\b)(?:[\w'-]+\s+){0,2}[\w'-]+"
    r"(?=\s*[.!]*$|\s+(?:in|on|last|this|yesterday|today|at|from|after)\b))|eat|drink|practi[cs]e|commute)\b|"
    r"I'm\b|I've\b|"
    r"I\s+(?:can't|cannot|can\s+not|don't|do\s+not|never)\s+(?:eat|drink|have|tolerate|own|handle|digest)\b"
    r"(?!\s+(?:it|this|that|them|any\s+more\s+of\s+this)\b)|"
    # What alone the user eats, drinks or buys, and what they try to do: "I only drink oat milk", "I try to avoid
    # processed food" (not "I only have a few minutes", "I try to keep it short").
    r"I\s+only\s+(?:eat|drink|use|wear|buy|shop|fly|listen\s+to|cook\s+with)\b|"
    r"I\s+(?:always\s+)?try\s+to\s+(?:avoid|limit|cut\s+(?:back|down)|eat|drink|stay|stick\s+to|exercise|walk|run|"
    r"sleep|meditate|read|get)\b(?![^.!?]*\b(?:it|this|that|them|you|your)\b)|"
    # Where the user has not been ("I haven't been to Japan yet"), and their weight ("I weigh 70 kg").
    r"I\s+(?:haven't|have\s+not)\s+(?:ever\s+)?been\s+(?:to|abroad)\b|I\s+weigh\s+(?:about\s+|around\s+)?\d|"
    # What the user would never do, or does not do at all: "I'd never eat sushi", "I don't do mornings" (not "I'd never
    # do that", "I don't do much").
    # What the user can hardly or cannot do, a skill: "I can barely read sheet music", "I can't really cook", "I barely
    # speak French" (not "I can't read the logs")
    r"I\s+(?:can't|cannot|can\s+not|can\s+barely|can\s+hardly|barely|hardly)\s+(?:really\s+)?(?:read\s+(?:sheet\s+)?music|"
    r"(?:speak|read|write)\s+(?-i:[A-Z])[a-z]+|(?:cook|swim|drive|sing|dance|ski|skate|knit|sew|type)\b(?!\s+(?:it|this|"
    r"that|them)\b)|ride\s+a\s+bike)|"
    # What the user can do: "I can code in Python", "I can speak Mandarin" (not "I can play it for you").
    r"I\s+can\s+(?:(?:also|now|even|actually)\s+)?(?:code|program|speak|cook|swim|play|drive|sing|dance|draw|paint|knit|"
    r"sew|ski|surf|ride|juggle|type|read|write|sign)\b(?![^.!?]*\b(?:it|this|that|them|you|your)\b)|"
    r"I(?:'d|\s+would)\s+never\s+(?:eat|drink|wear|live|buy|watch|fly|drive|own|vote|move|go)\b(?!\s+(?:for\s+)?"
    r"(?:it|this|that|them)\b)|"
    r"I\s+(?:don't|do\s+not)\s+do\s+(?!(?:it|this|that|these|those|anything|much|well|so|enough|that\s+much)\b)"
    r"[\w'-]+(?:\s+[\w'-]+)?\s*[.!]*$|"
    # What the user does not do at all, a verb alone ("I don't cook much", "I don't drive", "I don't smoke myself"); not
    # what is said to keep a conversation going ("I don't know", "I can't wait", "I don't think so" has its "so").
    r"I\s+(?:can't|cannot|don't|do\s+not)\s+(?!(?:know|understand|think|care|remember|recall|mind|agree|believe|"
    r"wait|mean|guess|see|decide|tell|say|sleep|follow|get|want|need|like|do|go|stop|help|worry|complain|hear|"
    r"disagree|judge|blame|promise|bother|count|lie|joke|argue|talk|chat|stay|come|leave|answer|reply|respond|"
    r"explain|win|lose|breathe|move|"
    # nor an adverb ("I can't even", "I don't either")
    r"even|either|really|just|quite|totally|too|yet|anymore|"
    # nor what fails now: "I can't log in", "I can't connect"
    r"login|log|sign|connect|access|load|install|compile|reproduce|focus|concentrate|type)\b)[a-z]+(?:\s+(?:much|at\s+all|anymore|"
    r"any\s+more|well|often|either|myself))?\s*(?:[.!]*$|,)|"  # (or before a comma: "I don't drive, I bike everywhere")
    r"I\s+(?:usually|always|normally|typically|often|never)\s+\w+"
)
# The user's people: family, friends, the people of their school ("my best friend", "my little brother", "my deskmate").
_PEOPLE = (
    r"(?:(?:two|three|four|five)\s+)?(?:(?:best|little|big|older|younger|elder|eldest|oldest|youngest|baby|twin|new|"
    r"late|step|old|former|"
    # (a carer by what they do: "my physical therapist", "my personal trainer", "my family doctor")
    r"physical|occupational|speech|personal|family|primary\s+care|"
    # (…and one the user works with: "my business partner")
    r"business)\s+)?"
    r"(?:wife|husband|partner|sons?|daughters?|kids?|children|sisters?|brothers?|siblings?|mother|father|mom|mum|dad|"
    r"mommy|daddy|parents|friends?|bestie|uncles?|aunts?|auntie|cousins?|grandma|grandpa|granny|nana|grandmother|"
    r"grandfather|grandparents|grandsons?|granddaughters?|grandkids|grandchildren|nieces?|nephews?|girlfriend|boyfriend|"
    r"fianc[eé]e?|roommates?|neighbou?rs?|deskmate|classmates?|teacher|coach|boss|manager|mentor|supervisor|"
    r"instructor|professor|tutor|advis[eo]r|sponsor|co-?founder|"
    r"(?:mother|father|sister|brother|son|daughter)-in-law|in-laws|twins|"
    # (a child by their place among the others: "My oldest has ADHD", "my little one")
    r"oldest|eldest|youngest|middle\s+(?:one|child|kid)|little\s+ones?|"
    r"ex(?:-(?:wife|husband|partner|boyfriend|girlfriend))?|"
    # …and those who care for their health, or their pets': "My therapist suggested journaling", "My doctor prescribed
    # antibiotics", "My vet said my cat needs to lose weight".
    r"therapist|doctor|dentist|physio(?:therapist)?|counsel+or|psychiatrist|psychologist|nutritionist|dietitian|GP|"
    r"pediatrician|paediatrician|surgeon|midwife|vet|veterinarian|optometrist|dermatologist|cardiologist|trainer|"
    r"chiropractor|oncologist|neurologist|orthop(?:a)?edist|rheumatologist|endocrinologist|allergist|gyn(?:a)?ecologist|"
    r"caseworker|case\s+worker|social\s+worker|"
    r"ob-gyn|psychotherapist|podiatrist|audiologist|pharmacist|"
    # (…and those who work for them: "My editor, Fern, …", "My accountant says …")
    r"editor|agent|publisher|accountant|lawyer|attorney|realtor|contractor|nanny|babysitter)"
)
# What the household has, and its people, said with "our" (_classify reads it as the user's: "Our nanny Rosa has been
# a huge help").
_OUR_HOUSEHOLD = re.compile(
    rf"our\s+(?:{_PEOPLE}|budget|rent|mortgage|lease|house|home|apartment|flat|place|income|savings|landlord|car|"
    r"garden|yard|kitchen|wedding|anniversary|goal|family)\b",
    re.IGNORECASE,
)
# One of them named as the user's, by name too: "my brother Tom", "our youngest", "my mother-in-law".
_THEIR_PERSON = rf"(?:my|our)\s+(?:[\w'-]+\s+)?(?:{_PEOPLE})(?:\s+(?-i:[A-Z])[\w'-]+)?"
# Help asked with something the user is planning tells what they are planning: "Can you help me plan a trip to
# Portugal?", "Help me plan my sister's baby shower" (read as "I'm planning …"; not "Help me plan my week", help
# with the days at hand).
_HELP_ME_PLAN = re.compile(
    r"^(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+)?help\s+me\s+(?:to\s+)?"
    r"(plan|organi[sz]e|prepare\s+for)\s+(?=(?:a|an|my|our)\s)(?!(?:a|an|my|our)\s+(?:day|week|weekend|month|year|"
    r"schedule|morning|evening|afternoon|time|meals?|budget|workouts?|diet|finances|studies)\b)([^?]*)\?*$",
    re.IGNORECASE,
)
_HELPED_PLAN = {"plan": "planning", "prepare for": "preparing for"}


def _help_with_plan(sentence: str) -> str:
    """A request for help with what the user is planning, as what they are planning: "Can you help me plan a trip to
    Portugal?" → "I'm planning a trip to Portugal."; any other sentence as it is."""
    match = _HELP_ME_PLAN.match(sentence)
    if not match:
        return sentence
    verb = " ".join(match.group(1).lower().split())
    doing = _HELPED_PLAN.get(verb, verb[:-1] + "ing")  # "organise" → "organising"
    return f"I'm {doing} {match.group(2).rstrip(' .!')}."


# A thing of the user's named, then said again as "it": "My thesis, it's due Friday" (read as "My thesis is due
# Friday").
_NAMED_THEN_IT = re.compile(r"^((?:my|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+),\s+(?:it's|it\s+is)\s+", re.IGNORECASE)


# Those who care for the user's health are the user's, said with "the": "The doctor said I need more sleep", "The vet
# says my dog is overweight" (read as "My doctor …"; not "The docs said to restart the server").
_THE_CARER = re.compile(
    r"^the\s+(?=(?:(?:physical|occupational|speech)\s+)?(?:doctor|dentist|vet|veterinarian|therapist|surgeon|nurse|"
    r"specialist|pediatrician|paediatrician|optometrist|dermatologist|cardiologist|physio(?:therapist)?|GP)\s+(?:said|says|told\s+me|thinks|recommended|"
    r"suggested|wants)\b)",
    re.IGNORECASE,
)
# The assistant's "you're", "you've" … in a request, as "it" says them: "as if you're my therapist" → "as if it's …".
_ITS_CONTRACTION = {"'re": "'s", "'ve": "'s", "'ll": "'ll", "'d": "'d"}
# …and its negatives: "if you aren't sure" → "if it isn't sure" ("you don't" is _YOUR_VERB's).
_ITS_NEGATION = {"aren't": "isn't", "weren't": "wasn't", "haven't": "hasn't"}
# What is the user's: the people and things around them, and anything of theirs stated ("my budget is …",
# "my flight number was …"; not a figure of speech such as "my question is").
# The end of a reply, or a guess at its end: "My brother, probably.", "My sister and her husband, I think."
_END_HEDGED = rf"(?:\W+(?:{HEDGES}|I\s+think|I\s+guess|I\s+hope))?\W*$"
_MINE = (
    rf"my\s+(?:{_PEOPLE}|name|job|role|title|(?:(?:guide|service|rescue|therapy)\s+)?(?:dog|cat)|team|company|employer|"
    r"(?:other\s+)?tenants?|"
    r"birthday|age|home|hometown|email|timezone|"
    # (…nor one of them by name alone: "Yes, our cat Pepper.")
    rf"time zone|language|background|major|degree|manager|boss|favou?rite)\b(?!(?:\s+(?-i:[A-Z])[\w'-]+)?{_END_HEDGED})"
    # (not a list of them alone, "My husband and my son.", "My parents, my sister and her husband.", "My husband Tom and
    # our cat, Olive.", an answer: answers.py reads it with its question)
    r"(?!(?:\s+(?-i:[A-Z])[\w'-]+)?(?:\s*,\s*(?:my\s+)?[\w'-]+(?:\s+[\w'-]+)?)*,?\s+and\s+(?!I\b)"
    # (…with who they are after a comma: "My wife and our daughter, who is 3.")
    rf"(?:(?:my|his|her|their|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?(?:,\s+(?-i:[A-Z])[\w'-]+)?(?:,\s+who\s+[^.!?]*)?{_END_HEDGED})"
    # (…nor one with when: "My husband, and our son on Sundays.")
    rf"(?!,\s+and\s+(?:my|our)\s+{_PEOPLE}\s+(?:on|at|in|every|most|sometimes|too|also)\b[^,]{{0,15}}$)|"
    # …what keeps happening with something or someone of the user's: "My baby keeps waking up at 3am", "My knee keeps
    # clicking" (not the work at hand, "My code keeps crashing", nor a problem brought to be solved now)
    rf"{_KEEPS_HAPPENING}(?![^.!?]*(?:\?|\bhelp\b|\bfigure\s+out\b|\bany\s+idea|\bwhy\b))|"
    # …a coworker, as what they are or keep doing ("My colleague Sam keeps interrupting me"; not the work at hand, "My
    # coworker pushed a fix")
    r"my\s+(?:coworker|co-worker|colleague|teammate)(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?:keeps|is|was|has\s+been|always|"
    # (…and where they are from or live: "My coworker Aiko grew up in Nagoya", "My teammate Jonas lives in Berlin")
    r"never|constantly|grew\s+up|lives|comes\s+from)\b|"
    # (a possessive too: "My bunny's name is Clover")
    r"my\s+(?!(?:question|point|guess|bad|pleasure|apologies|thought)\b)\w+(?:'s)?(?:\s+\w+)?\s+(?:is|are|was|were)\b|"
    # (…and what they are not: "My eyesight isn't great", "My knees aren't what they used to be")
    rf"my\s+{_BODY}\s+(?:isn't|aren't|is\s+not|are\s+not)\b|"
    # …and the other tenants of the user's building or home, as said ("The other tenant upstairs plays drums at night":
    # the user's own tenants or their neighbours, which only the user knows)
    r"the\s+other\s+tenants?\b(?:[\s,]+[\w.'-]+){0,8}?[\s,]+(?:is|are|has|have|plays?|lives?|works?|keeps?|never|always)\b|"
    # …and the birthday of someone the user names: "Theo's first birthday is April 2nd", "Nora's birthday is June 9th"
    r"(?-i:[A-Z])[\w-]+'s\s+(?:(?:first|\d+(?:st|nd|rd|th))\s+)?birthday\s+(?:is|falls)\b|"
    # …and some of the user's people, and what they are: "A few of my students are English learners", "Most of my
    # clients are small nonprofits", "Half of my team is remote"
    r"(?:a\s+few|a\s+couple|some|most|many|several|half|all|one|two|three)\s+of\s+my\s+(?:[\w-]+\s+)?(?:students|"
    r"clients|customers|patients|coworkers|colleagues|friends|kids|children|team|employees|staff|readers|followers|"
    r"users|neighbou?rs|relatives|cousins|siblings|classmates)\s+(?:is|are|were|have|speak|live|work)\b|"
    # …and how it has been: "My mental health has been bad" (not the work at hand: "My build has been failing"), a part
    # of the body too: "My back has been killing me", "My shoulder has been acting up"
    rf"my\s+(?!(?:question|point|guess|{_WORK_THINGS})\b)\w+(?:\s+\w+)?\s+(?:has|have)\s+been\s+(?!\w+ing\b)|"
    r"my\s+(?:(?:left|right|lower|upper)\s+)?(?:back|knees?|neck|shoulders?|hips?|wrists?|ankles?|feet|foot|stomach|"
    r"tooth|teeth|eyes?|jaw|elbows?|hands?|legs?|arms?|chest|throat|ears?|sinuses|IT\s+band|hamstrings?|calf|calves|"
    r"shins?|achilles|glutes?|quads?|groin|rotator\s+cuff)\s+(?:(?:has|have)\s+been\s+(?:\w+ing|"
    r"sore|bad|worse|stiff|swollen|numb)|"
    # (…or how it gets, or that it hurts: "My knees get stiff after long runs", "My lower back aches every morning")
    r"(?:gets?|goes|go)\s+(?:really\s+|so\s+|pretty\s+)?(?:sore|stiff|tight|swollen|numb|achy|tired)|"
    r"(?:hurts?|aches?|clicks?|cracks?|pops?|locks?\s+up|gives?\s+out|swells?\s+up|flares?\s+up|acts?\s+up)"
    r"(?!\s+(?:right\s+)?now\b))\b|"
    # …and the last digits of a number of theirs: "My new phone number ends in 4421", "My card number ends in 0042".
    r"my\s+(?:[\w'-]+\s+){0,2}?(?:number|card|account|plate)\s+ends\s+(?:in|with)\s+\d|"
    # …named with what it is for: "My budget for the trip is 3000 euros", "My salary at the new job is 90k"
    r"my\s+(?:budget|salary|rent|mortgage|income|goal|deadline|plan|target|limit|score|record|commute|schedule|"
    r"flight|appointment|shift)\s+(?:for|at|in|on|of|with)\s+(?:[\w'-]+\s+){1,3}?(?:is|are|was|were)\b|"
    # The user's home and what is around it, with any verb: "My building has no elevator", "Our neighbors are really
    # loud", "Our landlord is raising the rent".
    r"(?:my|our)\s+(?:house|home|apartment|flat|building|place|bedroom|kitchen|garden|yard|backyard|street|"
    r"neighbou?rhood|landlord|landlady|neighbou?rs|commute|balcony|basement|garage)\s+"
    rf"{_ADVERBS}[a-z]+\b|"
    # What a thing of the user's (or their team's) uses or runs on: "Our API uses GraphQL" (not what the chat itself
    # uses: "Our conversation uses a lot of tokens").
    r"our\s+(?!(?:conversation|chat|session|discussion|thread|call|meeting)\b)(?:[\w.-]+\s+){1,2}?"
    r"(?:uses?|runs?\s+on|is\s+(?:built|written|hosted)\s+(?:with|in|on))\b|"
    # The names of what is the user's: "Our twins are named Leo and Mia", "Our cat is called Mochi".
    r"our\s+(?:[\w'-]+\s+){1,2}?(?:is|are)\s+(?:named|called)\b|"
    # What sells best in the user's business, and when it is busiest: "Our best seller is the birria", "Our signature
    # dish is a brisket sandwich", "Our busiest day is Friday" (as "my …" is).
    r"our\s+(?:best[\s-]?sell(?:er|ing\s+[\w-]+)|most\s+popular\s+[\w-]+|signature\s+[\w-]+|busiest\s+(?:day|night|"
    r"time|season|month)|main\s+(?:product|customers|market|audience))\s+(?:is|are|was|were)\b|"
    # How something of the user's went ("My thesis defense went great"; not "My day went well").
    r"my\s+(?!(?:day|morning|afternoon|evening|night|week|weekend)\b)\w+(?:\s+\w+)?\s+went\s+"
    r"(?:well|great|fine|smoothly|badly|okay|ok|better|worse|perfectly)\b|"
    r"our\s+(?:family|team|company|kids|children|son|daughter|baby|parents|house|home|apartment|flat|car|dog|cat|"
    r"youngest|oldest|eldest|middle\s+one|little\s+one|twins|girls|boys|"
    # (its name, then what it does: "Our dog Rufus loves walks"; not the name alone, "Yes, our dog Rufus.")
    rf"office|startup|business|product|clients?|customers?)\s+(?:(?-i:[A-Z])[\w'-]+\s+)?{_ADVERBS}(?-i:[a-z])[a-z]*\b|"
    # What the user's things are made with and where they run: "Our app is written in Flutter", "Our tests run on
    # Jenkins".
    r"our\s+(?:[\w.-]+\s+){1,2}(?:(?:is|are)\s+(?:written|built|made|based|hosted)\s+(?:in|with|on)|runs?\s+on)\b|"
    # What a team's software is and runs on: "Our stack is React and Postgres", "Our backend is Go"; not how it is
    # right now ("Our backend is down").
    r"our\s+(?:(?:tech|production|prod|main|primary|staging|mobile|web)\s+)?(?:stack|backend|back-end|frontend|"
    r"front-end|database|db|infra|infrastructure|ci|"
    r"hosting|cloud|cms|monorepo|codebase)\s+(?:is|are|uses|runs)\b(?!\s+(?:down|broken|slow|failing|crashing|"
    r"offline|up|not|having|acting|being|out|stuck|flaky|red|green|a\s+mess)\b)|"
    # Whose the thing is, said with a possessive: "Our dog's name is Rex", "Our son's school is in Leeds".
    r"our\s+[\w-]+'s\s+[\w-]+\s+(?:is|are|was|were)\b"
)
# A result the user was waiting for: "Update: the scan came back normal" (the "Update:" is the lead's), kept as
# "User's scan came back normal.".
_RESULT = re.compile(
    r"^(?:the|my)\s+(?:[\w-]+\s+){0,2}came\s+back\s+(?:clean|clear|normal|negative|positive|fine|ok|okay|good|"
    r"benign|bad)\b|"
    # How something in the user's life went: "Update: the operation went well" (not "The deploy went fine").
    r"^the\s+(?:[\w-]+\s+)?(?:surgery|operation|procedure|treatment|appointment|interview|exam|defen[cs]e|"
    r"audition|delivery|birth|move|wedding|checkup|check-up)\s+went\s+(?:well|great|fine|smoothly|badly|okay|ok|"
    r"perfectly|better|worse)\b",
    re.IGNORECASE,
)
# What the user's household or team has and does ("We have a standup every morning", "We use Jira"); not a
# duty for now ("We have to fix this").
_OURS = (
    rf"we\s+{_ADVERBS}(?:have|'ve\s+got|own|rent|live|use|run|work|deploy|host|ship|sell|build|develop|home-?school)\b"
    r"(?!\s+(?:to|no\s+idea)\b)|"
    # What the household has long wanted: "We've always wanted to see Alaska on a cruise", "We've always dreamed of a
    # house by the sea".
    r"we(?:'ve|\s+have)\s+always\s+(?:wanted|dreamed|dreamt|hoped|meant)\s+(?:to|of)\b|"
    # …and the animals the household keeps: "We keep six hens".
    rf"we\s+{_ADVERBS}{_KEEPS_ANIMALS}|"
    # A move ("We're moving to Denver", "We're relocating to Lisbon") and what happened to the household ("We just
    # adopted a puppy", "We finally paid off our mortgage"; not "We talked about it").
    r"we(?:'re|\s+are)\s+(?:moving|relocating)\s+to\b|"
    # …and where it is going, a place by its name: "We're heading to Lisbon", "We're flying to Tokyo".
    r"we(?:'re|\s+are)\s+(?:going|heading|flying|driving|travell?ing|off)\s+to\s+(?-i:[A-Z])|"
    # …and where it is now, a place by its name: "We're in Denver now", "We're based in Austin" (not "We're in a
    # meeting", "We're in Paris": a stay, unless "now" says it is where they live).
    r"we(?:'re|\s+are)\s+(?:now\s+)?(?:based\s+in|in\s+(?=(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)*\s+(?:now|these\s+days)"
    r"\b))\s*(?-i:[A-Z])|"
    # What the user's team or household is, and whom it hires: "We're a Python shop", "We're a small nonprofit",
    # "We're hiring two backend engineers".
    r"we(?:'re|\s+are)\s+(?:a|an)\s+(?:[\w.+#-]+\s+){0,3}?(?:shop|team|company|startup|agency|nonprofit|"
    r"non-profit|charity|family|household|couple|business|firm|lab|studio|consultancy|school|clinic|practice)\b|"
    r"we(?:'re|\s+are)\s+(?:(?:currently|still|actively)\s+)?hiring\b|"
    # What the team raised or won: "We closed our seed round", "We closed our Series A", "We signed our first client".
    rf"we\s+{_ADVERBS}(?:closed|raised)\s+(?:our|a|an)\s+(?:[\w$€£.,-]+\s+)?(?:seed|series\s+[a-e]|pre-seed|round|funding)\b|"
    r"we\s+(?:just\s+|finally\s+)?signed\s+our\s+(?:first|biggest|new)\s+(?:client|customer|deal|contract)\b|"
    # What the household are: "We're foster parents", "We're newlyweds", "We're first-time homeowners".
    r"we(?:'re|\s+are)\s+(?:(?:new|first-time|proud|foster|adoptive|soon-to-be|both|now)\s+)*(?:parents|grandparents|"
    r"newlyweds|vegans|vegetarians|homeowners|renters|empty\s+nesters|retirees|expats|immigrants|twins)\b|"
    # What the household does every week, said as it goes on: "We're teaching yoga on Tuesdays", "We're selling honey
    # at the market on Saturdays" (not what it sees or gets, "We're seeing timeouts on Mondays", nor for now).
    r"we(?:'re|\s+are)\s+(?:(?:still|now|also)\s+)?(?!(?:seeing|getting|hitting|having)\b)[a-z]+ing\b(?=[^.!?]*\b(?:on\s+"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|every\s+(?:week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day))"
    rf"\b)(?![^.!?]*\b{_FOR_NOW}\b)|"
    # What the household splits: "We split bills 50/50", "We split the rent".
    r"we\s+split\s+(?:the\s+)?(?:bills|rent|costs|expenses|chores|groceries|mortgage)\b|"
    # A move or a renovation under way: "We're in the middle of moving".
    r"we(?:'re|\s+are)\s+in\s+the\s+middle\s+of\s+(?:moving|a\s+move|renovating|a\s+renovation|buying|selling|"
    r"remodell?ing|a\s+divorce)\b|"
    # How long the couple has been together: "We've been married since 2015", "We've been together for ten years".
    r"we(?:'ve|\s+have)\s+been\s+(?:happily\s+)?(?:married|together|dating|engaged|living\s+together)\s+"
    r"(?:for|since)\b|"
    # What the household saves, tries or plans for: "We're saving for a house", "We're trying for a baby", "We're
    # planning to adopt" (not "We're trying to fix it").
    r"we(?:'re|\s+are)\s+(?:(?:still|now|currently|also)\s+)?(?:saving(?:\s+up)?\s+for|trying\s+for|"
    r"(?:planning|hoping)\s+to)\b(?![^.!?]*\b(?:it|this|that|them|you|your)\b)|"
    # …and a choice it is torn on: "We're torn between Oliver and Henry" (as "I'm torn between …" is the user's)
    r"we(?:'re|\s+are)\s+(?:still\s+)?(?:torn|stuck|deciding|choosing)\s+between\s+"
    r"(?!(?:two|three|a\s+few|them|these|those|the\s+two|both)\b)|"
    # …and an occasion it plans, throws or hosts: "We're planning a trip to Portugal", "We're throwing my dad a
    # retirement party", "We're organizing a family reunion at the lake" (not "We're planning the next sprint").
    r"we(?:'re|\s+are)\s+(?:(?:still|now|currently|also|finally)\s+)?(?:planning|organi[sz]ing|throwing|hosting|booking)\s+"
    r"(?:(?:them|him|her|(?:my|our)\s+[\w'-]+)\s+)?(?:(?:a|an|our|the|my|their|his|her)\s+)?(?:[\w'-]+\s+){0,2}?"
    r"(?:trip|party|wedding|shower|barbecue|bbq|reunion|vacation|holiday|honeymoon|getaway|cruise|celebration|"
    r"potluck|sleepover|fundraiser|renovation|remodel|move|housewarming|retreat)\b|"
    # …and what it is using, for good (not "We're using the old router for now", nor "We're using it").
    r"we(?:'re|\s+are)\s+(?:(?:still|now|currently|also|only|mostly)\s+)?using\s+(?!(?:it|this|that|them)\b)"
    rf"(?![^.!?]*\b{_FOR_NOW}\b)|"
    # What the household does not have ("We don't have kids", "We don't own a TV"; not "We don't have to" or "time").
    r"we\s+(?:don't|do\s+not)\s+(?:have|own)\b(?!\s+(?:to|time|enough|a\s+clue|any\s+idea)\b)|"
    # …and the food rules it keeps: "We keep kosher at home", "We keep halal".
    r"we\s+(?:(?:strictly|still|always)\s+)?keep\s+(?:kosher|halal)\b|"
    # …and what it does not do, or never lets happen: "We don't eat pork", "We don't do screens before school", "We
    # don't celebrate Christmas", "We never let the kids have soda" (not "We don't know yet", "We never got a reply").
    r"we\s+(?:don't|do\s+not|never)\s+(?:eat|drink|do|celebrate|allow|let|watch|buy|keep|use|cook|drive|fly)\b|"
    # The stack a team is on, a name and maybe its version: "We're on Django 5 and use Celery" (not "We're on a
    # call", "We're on it", "We're on Zoom right now").
    r"we(?:'re|\s+are)\s+(?:still\s+|now\s+)?on\s+(?-i:[A-Z])[\w.+#-]*(?:\s+\d[\w.]*)?(?=\s+(?:and|with)\b|\s*[.!]?$)|"
    # What the user does with someone, again and again: "we always play soccer together", "We usually go hiking on
    # weekends", "We used to bake on Sundays" (not "We always get this error").
    r"we\s+(?:(?:always|usually|often|sometimes|normally|still|also)\s+)+(?:play|go|eat|watch|cook|bake|visit|spend|"
    r"walk|travel|read|hang\s+out|meet|ride|swim|hike|sing|draw|paint|do\s+our\s+homework)\b|we\s+used\s+to\s+\w+|"
    # "got" only as "I got" reads it: "We got an error" is not about the household.
    rf"we\s+{_ADVERBS}(?:adopted|bought|sold|moved|married|paid\s+off|welcomed|renovated|"
    rf"got\s+(?:married|engaged|divorced|{_GOT_HOME}))\b"
)
# What the user's guests are or need, which an assistant planning the occasion keeps: "Two of the guests are vegan",
# "One of our guests is allergic to nuts", "Half of the guests don't drink".
_GUESTS = (
    r"(?:(?:one|two|three|four|five|six|a\s+few|some|most|all|half|none|several|many|\d+)\s+of\s+)?(?:the|my|our)\s+"
    r"guests\s+(?:is|are|will|won't|can't|cannot|don't|do\s+not|need|have)\b"
)
# Help that comes to the user's home on set days: "A cleaner comes every Friday", "An aide comes Tuesdays and
# Thursdays so I can get groceries", "A dog walker comes on weekdays at noon".
_HELP_COMES = (
    r"(?:an?|our|the)\s+(?:[\w-]+\s+){0,2}?(?:cleaner|cleaning\s+lady|housekeeper|maid|aide|nurse|carer|caregiver|nanny|"
    r"babysitter|sitter|tutor|gardener|dog\s+walker|physio|physiotherapist|therapist|trainer|handyman)\s+comes\s+"
    r"(?:(?:over|in|by|round|around)\s+)?(?:(?:on|every)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays|"
    r"weekends|once|twice|daily|weekly|(?:two|three|four|five)\s+(?:times|days|mornings|afternoons))\b"
)
# The user's children, said "the kids", "the baby", "the twins", with what they are or have: "The kids are allergic to
# peanuts", "The twins are in second grade" (not what they are doing now: "The kids are asleep").
_THE_KIDS = (
    r"the\s+(?:kids|children|baby|twins|toddler)\s+(?:are|is)\s+(?:allergic|in\s+(?:\w+\s+)?(?:grade|school|"
    r"kindergarten|preschool|daycare|college|high\s+school)|\d+|(?:one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve)\b)|the\s+(?:kids|children|baby|twins|toddler)\s+(?:has|have)\s+(?!to\b)|"
    # (…and what they love or won't eat: "The kids hate broccoli", "The children love pancakes")
    r"the\s+(?:kids|children|twins|toddler)\s+(?:love|hate|like|adore|can't\s+stand|won't\s+(?:eat|touch)|"
    r"refuse(?:\s+to\s+eat)?)\b"
)
# Someone the user names and their allergy, which whoever cooks or plans for them keeps: "Sam is allergic to shellfish",
# "Nora has a mild dairy allergy" (not "It is allergic …", nor "He" whom no name says).
_NAMED_ALLERGY = (
    r"(?!(?:I|It|This|That|He|She|They|Everyone|Nobody|Someone|Anyone)\b)(?-i:[A-Z])[a-z]+\s+"
    r"(?:is\s+(?:(?:severely|very|deathly|mildly|really|super|also)\s+)?allergic\s+to|"
    r"has\s+(?:an?\s+)?(?:(?:severe|bad|mild|serious|life-threatening|slight)\s+)?(?:[\w-]+\s+)?(?:allergy|allergies)\b)"
)
# A pest or a nuisance where the user lives: "Deer are a huge problem in our neighborhood", "Raccoons are a real problem
# in our yard".
_NUISANCE = (
    r"[\w'-]+(?:\s+[\w'-]+)?\s+(?:is|are)\s+(?:a\s+)?(?:(?:huge|big|real|constant|major|serious)\s+)?(?:problem|"
    r"nuisance|pest)s?\s+(?:in|around|at|on)\s+(?:our|my)\b"
)
# The household's people named, with who they are or how old: "Our vet is Dr. Patel", "Our kids are 5 and 8".
_OUR_PEOPLE = rf"our\s+{_PEOPLE}\s+(?:is|are|'s)\s+(?:(?-i:[A-Z])|\d)"
# When the user's group or club meets, which comes back: "My writing group meets on Thursdays", "Our choir rehearses
# every Wednesday", "My chess club meets on Tuesday nights" (a habit, undated, unless it names one time).
_GROUP_MEETS = (
    r"(?:my|our)\s+(?:[\w'-]+\s+)?(?:group|club|choir|league|class|circle|team|band|crew)\s+(?:meets|practices|plays|"
    r"rehearses|gets\s+together|runs)\b"
)
# What matters to the user's family, named: "Lunar New Year is a big deal for us", "Eid is really important to our
# family" (not "it", "this" or "that", the chat's).
_MATTERS_TO_US = (
    r"(?!(?:it|this|that|these|those|what|which)\b)[\w'-]+(?:\s+[\w'-]+){0,3}\s+(?:is|are)\s+(?:a\s+)?(?:(?:really|very|"
    r"such\s+a|so)\s+)?(?:big\s+deal|important|special|huge)\s+(?:for|to|in)\s+(?:us|me|our\s+family|my\s+family|our\s+house)\b"
)
_FACT = re.compile(
    rf"^(?:{_SELF}|{_MINE}|{_OURS}|{_GUESTS}|{_HELP_COMES}|{_THE_KIDS}|{_NAMED_ALLERGY}|{_OUR_PEOPLE}|{_NUISANCE}|{_GROUP_MEETS}|"
    rf"{_MATTERS_TO_US})",
    re.IGNORECASE,
)
# "Nothing spicy for me", "No onions for me, please": what the user does not want, without a verb.
_NOT_FOR_ME = re.compile(
    r"^(?:no|nothing)\s+(?!(?:problem|worries|thanks|idea|need)\b)[\w\s'-]{1,40}?\s+for\s+me\b", re.I
)
_STATES_SELF = re.compile(rf"^(?:{_SELF})", re.IGNORECASE)
# A day that comes back every year ("My birthday is on March 3rd", "My mother's birthday is on the 4th of July",
# "Our anniversary is June 5"): a lasting fact about the user, not an event of one day that the 7-day prune of
# short-term memories would take.
_ANNUAL = re.compile(r"^(?:my|our)\s+(?:[\w'-]+\s+){0,2}(?:birthday|anniversary)\s+(?:is|falls)\b", re.IGNORECASE)
_MONTHS = {
    name: index
    for index, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
# The month names and abbreviations as one alternation, longest first ("september" before "sep").
_MONTH_NAMES = "|".join(sorted(_MONTHS, key=len, reverse=True))
_MONTH_BY_NUMBER = {number: name for name, number in reversed(_MONTHS.items())}  # 1: "january" (the full name)
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_MONTH_DAY = re.compile(
    r"\b(" + _MONTH_NAMES + r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b",
    re.IGNORECASE,
)
# "14 December", "the 2nd of January", "3rd of December 2027".
_DAY_MONTH = re.compile(
    r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(" + _MONTH_NAMES + r")\b\.?"
    r"(?:,?\s+(\d{4})\b)?",
    re.IGNORECASE,
)
# The first day of a span: "from the 20th to the 27th of December", "between 2 and 9 January".
_SPAN_START = re.compile(
    r"\b(?:from|between)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:to|until|till|through|and|-|–)\s+"
    r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(" + _MONTH_NAMES + r")\b\.?"
    r"(?:,?\s+(\d{4})\b)?",
    re.IGNORECASE,
)
_RELATIVE = {"yesterday": -1, "last night": -1, "tomorrow": 1}  # the rest of _RELATIVE_WORD is today
# A part of today is today ("this morning", "this afternoon", "this evening"); last night was yesterday's.
_RELATIVE_WORD = re.compile(
    r"\b(yesterday|today|tonight|tomorrow|this\s+(?:morning|afternoon|evening)|last\s+night)\b", re.IGNORECASE
)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_PERIODS = "week|weekend|month|year|" + "|".join(_WEEKDAYS)
# "this past Monday" is the last one, "this coming week" the next.
# (not a week of a month: "the last week of February", "the first week of March")
_SHIFTED = re.compile(rf"\b(last|next|this(?:\s+(?:past|coming))?)\s+({_PERIODS})\b(?!\s+of\b)", re.IGNORECASE)
_WEEKDAY_NAMES = "|".join(_WEEKDAYS)
# A count of days or weeks from a day to come: "a week from Monday", "two weeks from tomorrow", "3 days from now".
_COUNTS = {"a": 1, "an": 1, **{word: n for n, word in enumerate(_COUNT_WORDS.split("|"), start=1)}}
_FROM_DAY = re.compile(
    rf"\b(\d{{1,2}}|a|an|{_COUNT_WORDS})\s+(day|week)s?\s+from\s+"
    rf"(today|tomorrow|now|{_WEEKDAY_NAMES})\b",
    re.IGNORECASE,
)
# The seasons, northern, each from the month that begins it (meteorological: winter is December to February).
_SEASONS = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}
# A season named as a time: after last/next/this (past, coming), after a word that makes it one ("in the spring",
# "over the summer", "by autumn"), or with its year ("the summer of 2019", "winter 2020"); not before a noun it
# describes ("during the spring outing", "at summer camp"), but its holidays are the season ("over the summer break").
# Not "I fall asleep", "a hot spring", "I love summer".
_SEASON = re.compile(
    r"\b(?:(last|next|this(?:\s+(?:past|coming))?)\s+|(?:in|during|over|through|throughout|by|until|till|since|"
    r"for|all)\s+(?:the\s+)?|(?=the\s+\w+\s+of\s+(?:19|20)\d{2})the\s+|(?=\w+\s+(?:19|20)\d{2}\b)|"
    # (…and a season taken off: "I'm taking the summer off")
    r"(?:tak(?:e|ing)|took|hav(?:e|ing)|had)\s+the\s+(?=\w+\s+off\b))"
    r"(spring|summer|fall|autumn|winter)(?:\s+(?:of\s+)?((?:19|20)\d{2}))?\b"
    r"(?!\s+(?!(?:break|holidays?|vacation|term|semester|of|and|or|when|before|after|we|my|our|with|to|in|at|off|"
    r"on|for|because|while|so|but|though|too|as|is|was|will)\b)(?-i:[a-z]))",
    re.IGNORECASE,
)
# A part of the month or year named as this one or the next: "at the end of the month", "by the end of next year".
_PART_OF = re.compile(r"\b(?:beginning|start|middle|end)\s+of\s+(the|this|next)\s+(month|year)\b", re.IGNORECASE)
# A day of the month alone: "on the 5th", "due on the 1st", "on Monday the 7th" (with a month's name it is
# _DAY_MONTH's).
_ON_THE_DAY = re.compile(rf"\bon\s+(?:({_WEEKDAY_NAMES}),?\s+)?the\s+(\d{{1,2}})(?:st|nd|rd|th)\b", re.IGNORECASE)
# A day and a month in figures after a word that makes them a date ("on 6/14", "due by 30/11"), or with a year
# ("3/15/2025"). Only an order that makes a date says which is the day: "12/05" may be either, and is not read.
_FIGURES_DATE = re.compile(
    r"\b(?:(?:on|by|until|till|before|after|since|from|due)\s+(\d{1,2})/(\d{1,2})(?:/((?:19|20)?\d{2}))?|"
    r"(\d{1,2})/(\d{1,2})/((?:19|20)\d{2}))\b",
    re.IGNORECASE,
)
# Holidays of a fixed day, after a word that makes them a time ("on Christmas Eve", "for Christmas", "over New Year's";
# not "I love Christmas"), the last one or the next as for a month's day; "last" or "next" before it says which.
_HOLIDAYS = {
    "christmas eve": (12, 24),
    "christmas": (12, 25),
    "christmas day": (12, 25),
    "boxing day": (12, 26),
    "new year's eve": (12, 31),
    "new years eve": (12, 31),
    "new year's": (1, 1),
    "new years": (1, 1),
    "new year's day": (1, 1),
    "new years day": (1, 1),
    "halloween": (10, 31),
    "valentine's day": (2, 14),
    "thanksgiving": (11, 0),  # (its day is the year's fourth Thursday: _thanksgiving)
    "valentines day": (2, 14),
}
# A day or a week on either side of a holiday: "the week before Thanksgiving", "the day after Christmas".
_AROUND_HOLIDAY = re.compile(r"\bthe\s+(day|week)\s+(before|after)\s+$", re.IGNORECASE)
_HOLIDAY = re.compile(
    # (…or a holiday's meal hosted or made: "We're hosting Christmas dinner this year")
    r"\b(?:on|for|at|over|during|around|before|after|by|until|till|since|(last|next|this)|(?:hosting|host|hosted|cooking|"
    r"cook|making|throwing|having)(?:\s+(?:a|an|the|our|my))?(?=\s+(?:[\w']+\s+){1,3}?(?:dinner|lunch|brunch|party|feast|"
    r"meal)\b))\s+"
    r"(Christmas\s+Eve|Christmas(?:\s+Day)?|Boxing\s+Day|New\s+Year'?s(?:\s+(?:Eve|Day))?|Halloween|"
    r"Valentine'?s\s+Day|Thanksgiving)\b",
    re.IGNORECASE,
)
# "on Friday", and a deadline without "on": "due Monday", "by Friday".
_ON_WEEKDAY = re.compile(rf"\b(?:on|due|by)\s+({_WEEKDAY_NAMES})\b", re.IGNORECASE)
# "over the weekend", "on the weekend": the one just gone in a sentence about the past, else the coming one.
_THE_WEEKEND = re.compile(r"\b(?:over|on|at|during)\s+the\s+weekend\b", re.IGNORECASE)
# A weekday that comes back every week, whoever's it is: "every Saturday", "on Saturdays", "on Saturday mornings".
_EVERY_WEEKDAY = (
    rf"every\s+(?:other\s+)?(?:{_WEEKDAY_NAMES})|on\s+(?:{_WEEKDAY_NAMES})s|"
    rf"on\s+(?:{_WEEKDAY_NAMES})\s+(?:mornings|afternoons|evenings|nights)|"
    # (…and two weekdays' parts of the day: "Tuesday and Thursday evenings")
    rf"(?:{_WEEKDAY_NAMES})\s+and\s+(?:{_WEEKDAY_NAMES})\s+(?:mornings|afternoons|evenings|nights)"
)
# How often: what makes "I walk my dog every morning", "Every Sunday I call my parents" or "Usually I skip
# breakfast" a habit, whatever the verb.
_OFTEN = (
    rf"(?:every|each)\s+(?:day|morning|afternoon|evening|night|week|weekend|month|year|spring|summer|fall|autumn|"
    rf"winter|season|{_WEEKDAY_NAMES})|"
    # …and a month or a holiday of every year: "every August", "every Thanksgiving"
    rf"every\s+(?:{_MONTH_NAMES}|Thanksgiving|Christmas|Easter|Passover|Hanukkah|Diwali|Eid|Ramadan|Halloween|"
    r"New\s+Year'?s(?:\s+Eve)?)|"
    # "every two weeks", "every other Saturday", "every few months"
    rf"every\s+(?:other|two|three|four|six|few|couple\s+of)\s+(?:days?|weeks?|months?|years?|{_WEEKDAY_NAMES})|"
    r"most\s+(?:days|nights|mornings|evenings|weekends|weeks)|"
    r"on\s+(?:weekends|weekdays)|daily|weekly|nightly|monthly|"
    # …and a weekday's, its mornings or evenings too: "I swim on Sunday mornings", "We have family dinner on Fridays"
    rf"{_EVERY_WEEKDAY}|"
    r"(?:once|twice|\w+\s+times)\s+a\s+(?:day|week|month|year)|usually|normally|typically|generally|often|sometimes|"
    # What the user does most of the time: "I mainly read on my Kindle", "I mostly listen to podcasts".
    r"mostly|mainly|primarily|largely"
)
_HOW_OFTEN = re.compile(rf"\b(?:{_OFTEN})\b", re.IGNORECASE)
_EVERY_WEEK = re.compile(rf"\b(?:{_EVERY_WEEKDAY})\b", re.IGNORECASE)
# A routine said by its condition ("I cycle to school when it's not raining") or as the user's past ("I used to
# play the violin").
_WHEN_ROUTINE = re.compile(
    r"\b(?:whenever|when\s+(?:it's|it\s+is|it\s+isn't|it's\s+not|the\s+weather|I'm|I\s+am|I\s+have|I\s+get|I\s+feel))\b",
    re.IGNORECASE,
)
_USED_TO = re.compile(r"^I\s+used\s+to\s+\w+", re.IGNORECASE)
# A time of the user's life: "I had three dogs growing up", "I played football in college".
_LIFE_PERIOD = re.compile(
    r"\b(?:growing\s+up|as\s+an?\s+(?:kid|child|boy|girl|teen|teenager|student|undergrad)|"
    r"in\s+(?:college|high\s+school|middle\s+school|grade\s+school|university|grad\s+school)|"
    r"when\s+I\s+was\s+(?:young|little|younger|a\s+kid|a\s+child|a\s+teenager|in\s+(?:college|school))|"
    # (…and a year of school: "I nearly failed out of college my first year")
    r"(?:in\s+)?my\s+(?:first|freshman|sophomore|junior|senior)\s+year)\b",
    re.IGNORECASE,
)
_HABIT = re.compile(
    rf"^(?:(?:{_OFTEN})\b,?\s+)?(?:I|we)\s+{_ADVERBS}"
    # The verb, not an adverb left over, and not an opinion on what was said: "I mostly agree", "I mainly wonder why".
    rf"(?!(?:{_ADVERB_WORDS}|will|would|could|should|might|must|can|want|need|think|guess|hope|wish|wonder|mean|meant|agree|"
    r"disagree|understand|know|believe|suppose|doubt|feel)\b)[a-z]+\b",
    re.IGNORECASE,
)
_AGO = re.compile(r"\b(\d{1,3}|a|an|one|two|three|four|five|six)\s+(day|week|month|year)s?\s+ago\b", re.IGNORECASE)
# Two of them back: "the day before yesterday", "the month before last".
_BEFORE_LAST = re.compile(r"\bthe\s+(?:(day)\s+before\s+yesterday|(week|month|year)\s+before\s+last)\b", re.IGNORECASE)
# …and two of them on: "the day after tomorrow", "the week after next".
_AFTER_NEXT = re.compile(r"\bthe\s+(?:(day)\s+after\s+tomorrow|(week|month|year)\s+after\s+next)\b", re.IGNORECASE)
# A time to come counted from now: "in two weeks", "in 3 days", "in a month" (not "in a day": more often how long
# something takes). Read so only in a sentence that is not about the past, with no other number and no "can" before
# it: "I learned to knit in two weeks", "I read 50 books in a year" and "I can learn Spanish in a year" say how long.
_IN_TIME = re.compile(
    rf"^(?!.*\b(?:can|could)\b)\D*\bin\s+(\d{{1,3}}|a|an|{_COUNT_WORDS})\s+(day|week|month|year)s?\b"
    r"(?<!\ba\sday)(?<!\ban\sday)(?<!\bone\sday)",
    re.IGNORECASE,
)
_FUTURE = re.compile(r"\b(?:will|shall|going to|gonna|won't)\b|'ll\b", re.IGNORECASE)
_PLANS = re.compile(r"\b(?:plan|plans|planning|planned|hope|hoping|want|wants|next)\b", re.IGNORECASE)
# An arrangement, said in the present progressive: "My sister is getting married in May", "I'm flying out in June".
_ARRANGED = re.compile(r"\b(?:am|is|are|'m|'re)\s+(?:\w+ly\s+)?\w+ing\b", re.IGNORECASE)
# Past tenses that do not end in -ed: they say a sentence is in the past (the month it names is the last one), and
# the rewrite to the third person leaves them as they are.
_PAST_FORMS = (
    "ran",
    "went",
    "got",
    "had",
    "did",
    "were",
    "made",
    "took",
    "saw",
    "came",
    "gave",
    "found",
    "bought",
    "met",
    "left",
    "lost",
    "won",
    "began",
    "wrote",
    "felt",
    "kept",
    "sold",
    "told",
    "thought",
    "brought",
    "built",
    "spent",
    "sent",
    "paid",
    "flew",
    "drove",
    "ate",
    "drank",
    "swam",
    "sang",
    "slept",
    "overslept",
    "woke",
    "broke",
    "chose",
    "grew",
    "knew",
    "taught",
    "caught",
    "fell",
    "held",
    "led",
    "rode",
    "shot",
    "stood",
    "understood",
    "became",
    "said",
    "heard",
    "sat",
    "spoke",
    "forgot",
    "froze",
    "hid",
    "bit",
    "blew",
    "drew",
    "threw",
    "wore",
    "tore",
    "shook",
    "fought",
    "lent",
    "fed",
    "fled",
    "dug",
    "hung",
    "rang",
    "sank",
    "struck",
    "wept",
    "stole",
    "swore",
    # The rest of English's common irregular pasts that are no present, noun or adjective as well: without them the
    # rewrite read "I dealt with it" as a present ("User dealts with it") and a day they name as the next one.
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
    "strove",
    "swept",
    "swung",
    "trod",
    "undertook",
    "underwent",
    "withdrew",
    "wove",
    "wrung",
)
# One of the user's people named, then said again as "he" or "she" (as a thing of theirs may be as "it",
# _NAMED_THEN_IT): "My sister, she's a nurse in Leeds", "My husband Dan, he leaves at 7:30", "My uncle, he ran Boston
# twice" (read as "My sister is a nurse in Leeds", "My husband Dan leaves at 7:30").
_NAMED_THEN_THEM = re.compile(
    rf"^({_THEIR_PERSON}),\s+(?:he|she)"
    r"(?:(?:'s|\s+has)\s+(?P<has>been|got)\b|(?P<is>'s|\s+is)\b|"
    rf"\s+(?=[a-z]+(?:s|ed)\b|(?:{'|'.join(_PAST_FORMS)})\b))",
    re.IGNORECASE,
)


def _named_then_said(sentence: str) -> str:
    """A thing or one of the user's people named, then said again as "it", "he" or "she", said once: "My thesis, it's
    due Friday" → "My thesis is due Friday", "My sister, she's been sick" → "My sister has been sick"."""
    sentence = _NAMED_THEN_IT.sub(r"\1 is ", sentence)
    them = _NAMED_THEN_THEM.match(sentence)
    if not them:
        return sentence
    verb = f" has {them.group('has')}" if them.group("has") else " is" if them.group("is") else " "
    return them.group(1) + verb + sentence[them.end() :]


# A thing described by the user's clause inside it, without a verb of its own: "A PC I built last year with a 4070",
# "A tiny galley we redid last spring" (what "What's your setup like?" asks; not "A friend I met in college is
# visiting").
_DESCRIBED = re.compile(
    r"^(?:a|an)\s+(?:[\w'-]+\s+){1,3}?(?:I|we)\s+(?:(?:just|recently|finally|also)\s+)?"
    rf"(?:\w+ed|(?:re)?(?:{'|'.join(_PAST_FORMS)}))\b(?![^.!?]*\b(?:is|are|was|were|has|have|had|will|'s|'re)\b)",
    re.IGNORECASE,
)
# …and whatever the user does, with no clause of its own after it: "whatever i meal prep on sunday, usually chicken and
# rice" (to "What do you eat on shift?"; not "Whatever I do, I can't sleep").
_WHATEVER = re.compile(r"^(?:whatever|whichever)\s+I\s+[^,]*(?:,\s+(?!(?:I|it|we)\b)[^,]*)*$", re.IGNORECASE)
# Pasts that are also a noun or an adjective ("a rose", "the ground", "I'm stuck", "burnt toast"): a past only right
# after "I" ("I rose early", "I stuck a note on the door").
_PAST_AFTER_I = ("rose", "ground", "wound", "dove", "spat", "stuck", "burnt", "spoilt", "bent")
# Not the "won" of "won't".
# (an "-ed" word after "a", "an" or "the" describes a thing: "a rented van", "a used Canon", "the required forms")
_PAST = re.compile(
    rf"\b(?:was|were|ago|{'|'.join(_PAST_FORMS)})\b(?!')|(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\b\w+[^e\W]ed\b",
    re.IGNORECASE,
)
# An occasion of the user's life or work, named by "the" and given a date: "The launch is on December 3rd", "The
# party was last Saturday" (not a question, nor "The museum is open on Sunday").
_THE_EVENT = re.compile(
    r"^the\s+(?:[\w'-]+\s+){0,2}?(?:launch|deadline|wedding|party|meeting|appointment|interview|exam|release|demo|"
    r"trip|move|surgery|operation|concert|conference|presentation|review|flight|funeral|ceremony|graduation|"
    r"reunion|recital|kickoff|offsite|retreat|vacation|holiday|due\s+date|"
    # (…and a day in court or at a sale: "The adoption hearing is set for February 17th", "The closing on the house …")
    r"hearing|court\s+date|closing|trial|mediation)s?"
    # of what: "The deadline for the migration is March 1st", "The launch of the new app is on May 5th"
    r"(?:\s+(?:for|of|on)\s+(?:the\s+|my\s+|our\s+)?(?:[\w'-]+\s+){0,2}?[\w'-]+)?"
    r"\s+(?:is|was|will\s+be|has\s+been|got|starts|ends|begins)\b(?!.*\?$)|"
    # …or by who comes to do the work: "The plumber is coming on Tuesday", "The movers arrive on December 3".
    r"^the\s+(?:contractors?|builders?|plumbers?|electricians?|painters?|movers|cleaners?|nanny|babysitter|tutor|"
    r"technician|inspector|landscapers?|roofers?|installers?|handyman|exterminator|caterers?|photographer|"
    # (…or by what they come for: "The cabinet guy is coming to measure on December 9th", "The tile guy is coming")
    r"[\w-]+\s+(?:guy|lady|man|woman|person|people|crew))\s+"
    r"(?:is\s+coming|are\s+coming|comes|come|starts|start|arrives?|will\s+(?:come|start|arrive|be\s+here))\b(?!.*\?$)",
    re.IGNORECASE,
)
# What the user did without saying the day (an undated event, _undated_event). An experience said with "once": "I
# once climbed Kilimanjaro" (not "I once read that …", "I once again forgot …").
_ONCE = re.compile(
    r"^I\s+once\s+(?!(?:again|more|read|heard|thought|wondered|asked|told|said|knew|believed|felt|mentioned|"
    r"saw\s+(?:a|an|the|this|that)\s+(?:video|post|article|tweet|thread|comment|meme|ad|documentary)))"
    rf"(?:\w+ed|{'|'.join(_PAST_FORMS)}|built|won|swam|flew|drove|rode|wrote|drew|sang|ate|fell|broke|lost|caught|"
    r"spent|taught|sold|held|led|spoke|threw|wore|beat|grew|hit|hurt|cut|quit|slept|stood|sat|climbed)\b",
    re.IGNORECASE,
)
# What a thing made, a mishap or a loss is not: the work at hand ("I made a mistake in the last step", "I broke the
# build", "I made some changes to the query"), a meal ("I made a sandwich"), a figure of speech ("I lost my train of
# thought", "I lost track", "I drew a blank").
_NOT_A_THING = (
    rf"{_WORK_THINGS}|{_MOMENT_NOUNS}|mistakes?|typos?|changes?|fix(?:es)?|cop(?:y|ies)|backups?|lists?|calls?|"
    r"choices?|decisions?|effort|progress|sense|difference|mess|guess|jokes?|notes?|plans?|reservations?|"
    r"appointments?|bookings?|coffee|tea|sandwich|snack|breakfast|lunch|dinner|toast|blank|train|track|temper|"
    r"patience|mind|place|focus|nerve|cool|head|bearings|connection|work|data|way|count|interest|news|promise|"
    r"rules?|record|ice|ball|habit|internet|wifi|signal|sleep|weight|voice|appetite|money|bet"
)
_A_THING = rf"(?!(?:[\w'-]+\s+){{0,3}}(?:{_NOT_A_THING})\b)"
# A first of the user's, done: "I ran my first marathon", "I got my first tattoo" (not a thing of the moment or the
# work at hand: "I made my first commit"); a summit or a crossing by its name: "I climbed Kilimanjaro", "I swam the
# Channel".
_MILESTONE = re.compile(
    rf"^I\s+{_ADVERBS}(?:\w+ed|{'|'.join(_PAST_FORMS)}|won|wrote|built)\s+(?:my|our)\s+(?:very\s+)?first\s+(?=\w)"
    rf"{_A_THING}|"
    r"^I\s+(?:once\s+|finally\s+)?(?:climbed|summited|hiked|swam|sailed|cycled|biked|skied)\s+(?:(?:Mount|Mt\.?|the)\s+)?"
    r"(?-i:[A-Z])\w+",
    re.IGNORECASE,
)
# A thing made, new: "I baked a carrot cake for my sister's birthday", "I made a small lantern", "We planted tomatoes"
# (not "I built the image", "We made changes to the API"); a picture, also of "the" thing it shows ("I drew the
# underwater world", "I painted the sunset").
_MADE = re.compile(
    rf"^(?:I|we)\s+{_ADVERBS}{_LY_ADVERB}(?:(?:made|built|baked|knitted|knit|sewed|carved|planted|designed|composed|"
    r"crafted|cooked)\s+(?:(?:a|an|my|our|some|two|three|\d+)\s+|(?=[a-z]+s\b))|"
    r"(?:painted|drew|sketched)\s+(?:a|an|my|our|some|the|two|three|\d+)\s+)"
    rf"{_A_THING}",
    re.IGNORECASE,
)
# A skill learned: "I learned how to bake bread", "I learned to ski" (not "I learned how to fix it", "… to use the
# API").
_LEARNED = re.compile(
    r"^I\s+(?:finally\s+|just\s+|recently\s+)?(?:learned|learnt)\s+(?:how\s+)?to\s+"
    rf"(?![^.!?]*\b(?:{_THAT}|{_WORK_THINGS})\b)\w+",
    re.IGNORECASE,
)
# A prize or a place: "I won a chess tournament", "I came in last at the sports meet" (not "I won't").
_PLACED = re.compile(
    rf"^I\s+{_ADVERBS}(?:won\b(?!')(?!\s+(?:the\s+argument|that|it|this|you|them)\b)|"
    r"(?:came\s+in|finished|placed)\s+(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\b|"
    r"(?:took|got)\s+(?:first|second|third)\s+(?:place|prize)\b)",
    re.IGNORECASE,
)
# A mishap or a loss: "I broke my arm on the trampoline", "I accidentally broke a bowl", "I lost my wallet at the
# concert" (not "I broke the tests with that change"); a late start ("I woke up late", "I overslept", "I missed the
# bus").
_MISHAP = re.compile(
    rf"^I\s+{_ADVERBS}{_LY_ADVERB}(?:(?:broke|sprained|twisted|fractured|injured|hurt|burned|burnt|lost|crashed|"
    r"dropped|ripped|tore|smashed|scratched|dented)\s+(?:a|an|my|our|the|some|two|three|\d+)\s+"
    rf"{_A_THING}|(?:woke|got)\s+up\s+(?:really\s+|so\s+|too\s+)?late\b|overslept\b|"
    r"missed\s+(?:the|my)\s+(?:school\s+)?(?:bus|train|flight|ferry)\b)|"
    # …or a thing of theirs broke: "My car broke down again", "My laptop stopped working", "My bike got stolen" (not
    # "My phone died again", a flat battery, nor "My build broke", a thing of the work at hand)
    r"^(?:my|our)\s+(?:[\w'-]+\s+)?(?:car|laptop|phone|bike|computer|fridge|dishwasher|washing\s+machine|washer|"
    r"dryer|boiler|heater|furnace|oven|tv|van|truck|scooter|motorcycle|camera|tablet|ipad|iphone|watch)\s+"
    rf"{_ADVERBS}(?:broke(?:\s+down)?|(?:got|was)\s+(?:stolen|towed|broken\s+into)|stopped\s+working|flooded|"
    r"caught\s+fire)\b",
    re.IGNORECASE,
)
# A gift on an occasion: "I got a new bike for my birthday", "I got a lot of flowers on my birthday".
_GIFT = re.compile(
    rf"^I\s+{_ADVERBS}(?:got|received|was\s+given)\s+(?:a|an|some|lots\s+of|a\s+lot\s+of|two|three|\d+)\s+.*?"
    r"\b(?:for|on|at)\s+(?:my|our)\s+(?:[\w'-]+\s+){0,2}?(?:birthday|christmas|anniversary|graduation|wedding|"
    r"party|name\s+day)\b",
    re.IGNORECASE,
)
# An occasion of the user's called off or moved: "Our party got canceled", "My flight was delayed".
_CALLED_OFF = re.compile(
    r"^(?:my|our)\s+(?:[\w'-]+\s+){0,2}?(?:party|trip|flight|wedding|concert|game|match|show|vacation|holiday|"
    r"appointment|interview|exam|recital|class|lesson|practice|picnic|sleepover|playdate|reunion|ceremony)\s+"
    r"(?:got|was|were|has\s+been|had\s+to\s+be)\s+(?:canceled|cancelled|postponed|called\s+off|delayed|"
    r"rescheduled)\b",
    re.IGNORECASE,
)
# What happened at an occasion: "I cried at the wedding", "I had a great time at the party".
_AT_AN_OCCASION = re.compile(
    rf"^I\s+{_ADVERBS}{_LY_ADVERB}(?:\w+ed|{'|'.join(_PAST_FORMS)}|won|lost|sang|ate|fell|broke|wore|spoke)\b"
    r"[^?]*?\b(?:at|during)\s+(?:the|my|our|a)\s+(?:[\w'-]+\s+){0,2}?(?:meet|party|concert|competition|contest|"
    r"race|show|festival|fair|wedding|recital|tournament|gala|ceremony|championship|marathon|match|sports\s+day|"
    r"prom|graduation)s?\b",
    re.IGNORECASE,
)
# One of the user's family named as a child names them, without "my": "Mom said she would buy me a bicycle", "But
# Uncle always says that I'm not good at drawing" (read as "my mom", "my uncle"); a capital is needed, and a word
# after it that is not a noun of the name ("Dad jokes are the worst").
_KIN_NAMED = re.compile(
    r"^(Mom|Mum|Mommy|Mama|Dad|Daddy|Papa|Grandma|Grandpa|Granny|Nana|Grandad|Granddad|Uncle|Auntie|Aunt)"
    r"(?=(?:\s+[A-Z][\w'-]+)?\s+(?!(?:jokes?|bod|jeans|rock|music|energy|vibes?)\b)[a-z]+\b)"
)
# A question that takes a fact about one of the user's people (or pets) for granted: "Why does my best friend have to
# move to another city?" tells that the friend is moving; "Why is my son always so tired?" that he is. Read as the
# statement ("My best friend has to move to another city."); not "Why did …" (its past is not in the words).
_WHY_MINE = re.compile(
    rf"^why\s+(does|do|is|are)\s+(my\s+(?:{_PEOPLE}|dog|cat|puppy|kitten)(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+"
    rf"({_ADVERBS})([a-z]+)\b(.*?)\?*$",
    re.IGNORECASE,
)
# A mood of the moment: "I'm so sad.", "I'm quite tired", "I'm a bit lonely today", "I'm so sad, I missed the school
# outing" (what follows a comma says why). Kept as how the user felt that day, a short-term episode, not as who they
# are: "User is so sad." read as a fact a month later would mislead. A mood that comes back ("I'm always tired",
# "I'm usually anxious before exams") and what the user is tired or scared of ("I'm scared of dogs") stay facts.
_MOOD = re.compile(
    r"^I(?:'m|\s+am)\s+(?:(?:so|really|very|super|quite|pretty|a\s+bit|a\s+little|kind\s+of|kinda|just|feeling|also|"
    r"still|totally|extremely|incredibly|too|completely|utterly|absolutely)\s+)*"
    r"(?:sad|unhappy|happy|glad|tired|exhausted|sleepy|angry|mad|furious|upset|bored|lonely|nervous|anxious|worried|"
    r"stressed(?:\s+out)?|scared|afraid|frightened|terrified|excited|thrilled|disappointed|frustrated|annoyed|"
    r"irritated|depressed|down|grumpy|cranky|hungry|sick|ill|unwell|overwhelmed|jealous|embarrassed|ashamed|proud|"
    r"relieved|grateful|hopeful|calm|relaxed|miserable|heartbroken|devastated|homesick|restless|drained|jet-?\s?lagged|"
    r"(?:burnt|burned)\s+out|fed\s+up|in\s+a\s+(?:good|bad|great|terrible|foul)\s+mood)"
    # …what about, when the moment is said: "I'm so stressed about finals right now" (not "I'm stressed about my exams")
    rf"(?:\s+(?:about|with|over)\s+[^,.!?]{{1,40}}?(?=\s+{_FOR_NOW}\b))?"
    rf"(?:\s+(?:{_FOR_NOW}|now))?"
    r"\s*(?:[.!]*$|,)",
    re.IGNORECASE,
)
# What one of the user's people did: "My deskmate ranked first in the exam", "My little brother broke his leg",
# "My classmate Lily won the spelling bee" (not what they were or had, said or thought: "My dad was a pilot" and "My
# mom said I should rest" are facts, as is an age, "My son just turned five"; "My dad used to …" a habit). Their news is
# the user's too.
_PERSON_DID = re.compile(
    rf"^my\s+{_PEOPLE}(?:\s+(?-i:[A-Z])[\w'-]+)?\s+{_ADVERBS}"
    r"(?!(?:was|were|had|said|told|thought|believed|knew|wanted|asked|used|seemed|felt|liked|loved|hated|needed|"
    r"turned|raised)\b)"
    rf"(?:\w+ed|{'|'.join(_PAST_FORMS)}|beat|hit|hurt|cut|quit)\b(?!')",
    re.IGNORECASE,
)
# A good time had doing something: "I had a great time playing basketball" (not "… chatting with you").
_GOOD_TIME = re.compile(
    r"^I\s+had\s+(?:a|such\s+a|the)\s+(?:(?:really|very|great|good|wonderful|amazing|fantastic|lovely|fun|"
    r"awesome|brilliant)\s+)*(?:time|blast)\s+(?:\w+ing|at|in|on)\b(?!.*\byou\b)",
    re.IGNORECASE,
)
# A trip the user is back from: "I just got back from Italy", "I recently came back from a trip to Peru".
_BACK_FROM = re.compile(
    rf"^I\s+{_ADVERBS}(?:(?:just|recently|finally)\s+)?(?:got|came|flew|returned)\s+(?:back\s+)?(?:home\s+)?from\s+"
    r"(?!(?:work|school|the\s+(?:store|shop|gym|office|bathroom|meeting|call))\b)|"
    # …and back to work or school after a while away: "I just went back to work after six months of parental leave"
    rf"^I\s+{_ADVERBS}(?:(?:just|recently|finally)\s+)?(?:went|got|came|returned)\s+(?:back\s+)?to\s+(?:work|school|"
    r"college|the\s+office|my\s+job)\s+after\s+(?:a|an|\w+)\s+",
    re.IGNORECASE,
)
# A book, a film or a show the user read, watched or finished, named by its title: "I just finished reading Dune", "I
# watched Oppenheimer last night", "I finally read The Hobbit" (a capital after the verb; not "I read your message",
# "I finished the docs", "I read John's email", "I watched TV").
_TITLE_DONE = re.compile(
    rf"^I\s+{_ADVERBS}(?:finished(?:\s+(?:reading|watching|listening\s+to))?|read|watched|binged|re-?watched|re-?read)\s+"
    r"(?!(?:TV|YouTube|Netflix|Reddit|Twitter|TikTok|Instagram|Facebook|Slack|It|This|That)\b)"
    r"(?-i:(?:The\s+|A\s+)?[A-Z][\w:-]*)(?![\w'’])",
    re.IGNORECASE,
)
# What the user asks to be reminded of: "Remind me to call mom tomorrow", "Can you remind me on Friday to send the
# invoice?"; not a question to the memory ("Remind me what we decided", "Can you remind me how I set it up?").
_REMIND = re.compile(
    r"^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?remind\s+me\s+"
    r"(?!(?:what|how|where|who|whom|which|when|why|if|whether|of\s+what|about\s+what)\b)(.+?)[.!?]*$",
    re.IGNORECASE,
)
# The name the user goes by, said by who uses it: "Everyone calls me Bex", "My friends call me Jules".
_CALLED = re.compile(
    r"^(?i:everyone|everybody|people|most\s+people|(?:my\s+)?friends|my\s+family)\s+(?i:just\s+|usually\s+)?"
    r"(?i:calls?\s+me)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)[.!]*$"
)
# "My surgery is scheduled for January 12": a participle after "is" tells what is arranged, not the past.
_SCHEDULED = re.compile(r"\b(?:am|is|are|'m|'re)\s+(?:\w+ly\s+)?\w+ed\s+(?:for|on)\b", re.IGNORECASE)
# "I've got an interview on Thursday": "got" after "have" is no past.
_HAVE_GOT = re.compile(r"(?:'ve|'s|\bhave|\bhas)\s+got\b", re.IGNORECASE)


def _in_the_past(sentence: str) -> bool:
    """Whether a sentence tells of the past, so that a day or month it names without a year is the last one: "I went
    to Paris on Monday", "I hurt my knee on Sunday"; not "I'm flying to Tokyo on Friday", "I've got an interview on
    Thursday", "Our sprint ends on Wednesday" or "My sister is getting married in May" (the present, progressive or
    not, tells of what is arranged, and so does "will"; a participle after "is getting" is no past)."""
    if re.search(r"\bsince\b", sentence, re.IGNORECASE):  # "I've been vegan since March"
        return True
    sentence = re.sub(r"\b(?:named|called)\s+(?=(?-i:[A-Z]))", "", sentence)  # ("a toddler named Leo" is no past)
    past = _PAST.search(_HAVE_GOT.sub("has", sentence)) or _PAST_RIGHT_AFTER_I.search(sentence)
    return bool(past) and not _to_come(sentence)


# Where a sentence joins clauses: after a comma or a semicolon, "but", or "and" before another subject ("midterms were
# Oct 20 but finals are Dec 14": two tenses).
_CLAUSE_BREAK = re.compile(r"[,;]\s*|\s+but\s+|\s+and\s+(?=(?:I|we|my|our)\b)", re.IGNORECASE)


_REPORTED = re.compile(
    r"\b(?:said|says|told\s+(?:me|us)|thinks|reckons)\s+(?:that\s+)?(?=(?:I|we|my|our|it|the)\b)", re.IGNORECASE
)


def _date_clause(sentence: str, at: int) -> str:
    """The clause of a sentence that holds the date at `at`, when that clause tells its own tense; else the sentence.
    "I've been running since September and I'm training for a half marathon in the spring": the spring is the one to
    come, which "since" in the other clause does not change; "…, in the spring" tells nothing alone."""
    start, end = 0, len(sentence)
    for cut in _CLAUSE_BREAK.finditer(sentence):
        if cut.start() >= at:
            end = cut.start()
            break
        start = cut.end()
    # What someone said tells its own tense, whatever the time of saying: "My dentist said I can get the crown in
    # February" (the February to come), "The doctor said it started in June" (the last June).
    reported = list(_REPORTED.finditer(sentence, start, at))
    if reported:
        return sentence[reported[-1].end() : end]
    clause = sentence[start:end]
    # (a clause in the present with "is" tells its own too: "My son's recital is June 12th and I already bought …")
    told = _in_the_past(clause) or _to_come(clause) or re.search(r"\b(?:is|are)\b", clause, re.IGNORECASE)
    return clause if clause != sentence and told else sentence


def _to_come(sentence: str) -> bool:
    """Whether a sentence tells of what will be or is arranged: "will", a plan, the present progressive, "is
    scheduled for"."""
    return bool(
        _FUTURE.search(sentence)
        or _PLANS.search(sentence)
        or _ARRANGED.search(sentence)
        or _SCHEDULED.search(sentence)
        or _MOVED_TO.search(sentence)
    )


# The month names as names, or typed in lowercase where no other word is spelt so ("in may" and "in march" are not
# months, "in june" is).
_MONTH_WORD = (
    r"(January|February|March|April|May|June|July|August|September|October|November|December|"
    r"january|february|april|june|july|september|october|november|december)"
)
# A day something was moved to, which is to come whatever the tense: "My appointment got moved to January 8th", "Our
# flight was rescheduled to March 3rd", "The party got pushed back to Saturday" (not "I moved to Lisbon in March").
_MOVED_TO = re.compile(
    r"\b(?:moved|rescheduled|pushed(?:\s+back)?|postponed|bumped|delayed|shifted|changed)\s+(?:to|until|till)\s+"
    rf"(?:the\s+)?(?=(?:{_MONTH_WORD[1:-1]}|(?i:{_WEEKDAY_NAMES})|\d|next\b|tomorrow\b))"
)
# "in April", "in April 2027", "in 2015". A part of it names the month too: "in early January", "in mid-February", "by
# mid-March", "at the end of May", "the last week of February".
_IN_MONTH = re.compile(
    r"\b(?:[Ii]n\s+(?:(?i:early|mid|late)[-\s]+|the\s+(?:beginning|start|middle|end)\s+of\s+)?|"
    r"(?i:early|mid|late)-|(?i:at\s+)?the\s+(?:beginning|start|middle|end)\s+of\s+|"
    # (…and a week of it: "the last week of February", "in the first week of March")
    r"(?i:(?:in|during)\s+)?(?i:the)\s+(?i:first|second|third|fourth|last|final)\s+(?i:week|weekend)\s+of\s+|"
    # (…and a month taken off: "I'm taking December off")
    r"(?i:tak(?:e|ing)|took|hav(?:e|ing)|had)\s+(?=(?:"
    + _MONTH_WORD[1:]
    + r"\s+off\b))"
    # (typed in lower case after "in", the months that are words too: "graduating in may")
    + _MONTH_WORD[:-1]
    + r"|(?<=[Ii]n\s)(?:may|march|august))"
    + r"\b(?:,?\s+((?:19|20)\d{2})\b)?"
)
# (…and a year something is to be done by: "hoping to buy a condo by 2028")
_IN_YEAR = re.compile(r"\b(?:[Ii]n|[Bb]y)\s+((?:19|20)\d{2})\b")
# "last April", "next March", "this June" (names as above).
_SHIFTED_MONTH = re.compile(r"\b((?i:last|next|this))\s+" + _MONTH_WORD + r"\b")

# Third-person forms of the verbs that follow "I".
_IRREGULAR = {
    "am": "is",
    "'m": "is",
    "have": "has",
    "'ve": "has",
    "do": "does",
    "go": "goes",
    "can't": "can't",
    "cannot": "cannot",
    "don't": "doesn't",
    "haven't": "hasn't",
    "won't": "won't",
}
_KEEP = {
    "was",
    "will",
    "would",
    "'d",
    "'ll",
    "can",
    "could",
    "should",
    "might",
    "may",
    "must",
    "shall",
    "never",
    *_PAST_FORMS,
    *_PAST_AFTER_I,
}
# Verbs whose past is their present: past in a sentence about one time ("I quit smoking in 2019", "I cut my hair
# yesterday"), present in a habit ("I read every night" → "User reads every night").
_SAME_IN_PAST = {
    "read",
    "quit",
    "put",
    "cut",
    "let",
    "set",
    "hit",
    "hurt",
    "shut",
    "split",
    "spread",
    "bet",
    "cast",
    "cost",
    "burst",
    "beat",
    "bid",
    "shed",
    "slit",
    "thrust",
    "upset",
    "lay",
}
# "I hurt my knee on Sunday", "I rose early on Sunday": a verb whose past is its present, or a past that is also a
# noun, right after "I" and said of one day or month, tells of the past.
_PAST_RIGHT_AFTER_I = re.compile(rf"\bI\s+{_ADVERBS}(?:{'|'.join((*_SAME_IN_PAST, *_PAST_AFTER_I))})\b", re.IGNORECASE)
# A wish for how the assistant does things, said in the past subjunctive: "I'd appreciate it if you used bullet
# points", "I'd prefer it if you didn't use emojis", "It would help if you wrote the code in TypeScript" (not "I'd
# appreciate it if you could check this": a favour now).
_IF_YOU = re.compile(
    r"^(I(?:'d|\s+would)\s+(?:really\s+)?(?:appreciate|like|love|prefer)\s+it|"
    # "It would help if you wrote the code in TypeScript", "It'd be great if you added comments"
    r"it(?:'d|\s+would)\s+(?:really\s+)?(?:help|be\s+(?:great|nice|better|easier|helpful|good)))\s+if\s+you\s+"
    rf"(?=(?:didn't|did\s+not|\w+ed|{'|'.join((*_PAST_FORMS, *_SAME_IN_PAST))})\b)(.+?)[.!]*$",
    re.IGNORECASE,
)
# Verbs that end in "-ed" and are not past tenses: "I need a new laptop" → "User needs …".
_PRESENT_ED = {
    "need",
    "feed",
    "bleed",
    "breed",
    "speed",
    "proceed",
    "succeed",
    "exceed",
    "heed",
    "embed",
    "shred",
    "wed",
}
_PRONOUNS = [
    (re.compile(r"\bI'm\b"), "they're"),
    (re.compile(r"\bI've\b"), "they've"),
    (re.compile(r"\bI'll\b"), "they'll"),
    (re.compile(r"\bI am\b"), "they are"),  # "… and I am allergic" → "… and they are allergic", not "they am"
    (re.compile(r"\bI was\b"), "they were"),
    (re.compile(r"\bI\b(?!-\d)"), "they"),  # (not a road's name: "I-80")
    (re.compile(r"\bmyself\b", re.IGNORECASE), "themselves"),
    (re.compile(r"\bmy\b", re.IGNORECASE), "their"),
    (re.compile(r"\bme\b", re.IGNORECASE), "them"),
    (re.compile(r"\bmine\b", re.IGNORECASE), "theirs"),
]
MAX_SENTENCE_CHARS = 500
SUMMARY_SNIPPETS = 3


def _third_person(verb: str, *, habit: bool = False) -> str:
    lower = verb.lower()
    if lower in _IRREGULAR:
        return _IRREGULAR[lower]
    if (
        lower in _KEEP
        or (lower in _SAME_IN_PAST and not habit)
        or (lower.endswith(("ed", "n't")) and lower not in _PRESENT_ED)
    ):  # "didn't", "won't" stay
        return verb
    if re.search(r"(s|sh|ch|x|z|o)$", lower):
        return verb + "es"
    if re.search(r"[^aeiou]y$", lower):
        return verb[:-1] + "ies"
    return verb + "s"


# A second verb of the user's, after "and", "but" or a comma in a sentence in the present: "I'm 42, divorced, and live
# alone", "I'm a teacher and love my job", "I'm a nurse and work night shifts", "I'm from Brazil but live in Berlin".
# Only common verbs, with a word after them (not "I love my family and work."), and not a noun they make with it ("I'm
# into jazz and live music", "work ethic", "love songs"); not after "to" or another subject (_SECOND_VERB_STOP). Not
# "like", which after a comma is most often "such as": "hands-on toys, like building blocks".
_SECOND_VERBS = {
    "live": "music|shows?|concerts?|bands?|sports|streams?|events?|performances?|action|theatre|theater|tv|footage",
    "work": "ethic|life|experience|clothes|trips?|shoes|boots|mates?|space|load|force|shop|place|station|permits?|"
    "history|friends|colleagues|stuff|emails?|phone|laptop|schedule|hours|week|days?",
    "play": "time|dates?|ground|list|room|mates?|station|store",
    "love": "life|songs?|letters?|stor(?:y|ies)|language|affairs?|interests?",
    "hate": "speech|mail|crimes?",
    "study": "groups?|guides?|habits?|sessions?|buddy|buddies|room|hall|materials?",
    "run": "time|ways?|club",
    "walk": "ins?|ways?",
    "drive": "train|ways?|time",
    "use": "cases?",
    "practice": "tests?|rooms?|sessions?",
    "practise": "tests?|rooms?|sessions?",
    "rent": "money|payments?|control",
    "swim": "suits?|wear|team|club|lessons?",
    "own": "goals?|brand",
    "want": "ads?",
    "coach": "class|tickets?|trips?|bags?",
    "commute": "times?",
    "cook": "books?|ware|offs?|tops?",
    "paint": "brushes?|jobs?|colou?rs|rollers?",
    "build": "systems?|times?|tools?|pipelines?|scripts?|servers?|steps?|errors?|files?",
    "watch": "parts|straps?|faces?|lists?",
    "host": "names?|machines?",
    "train": "stations?|tickets?|rides?|tracks?|sets?",
    "call": "cent(?:er|re)s?|logs?|notes?",
    "lead": "singers?|roles?|times?|generation",
    "design": "books?|tips|ideas|patterns?|systems?|work|thinking|school|courses?|blogs?|magazines?|docs?",
    "grow": "lights?|bags?|tents?",
    # (what the user does with their work when it is done: "I edit in Lightroom and export everything to Dropbox")
    "export": "controls?|markets?|licen[cs]es?|restrictions|bans?|duties|business|sales|data|formats?|settings|options",
    "print": "magazines?|media|books?|editions?|versions?|copies|shops?|runs?|jobs?|ads?|outs?|journalism|newspapers?",
    # "keep it simple" after a comma asks the assistant
    "keep": "it|this|that|them|things|in\\s+mind|going|up|track|an\\s+eye",
    "travel": "blogs?|plans?|insurance|guides?|tips|agents?|agency|bags?|times?|documents|arrangements|restrictions|"
    "budget|buddy|companions?|mugs?|pillows?|size|credit|writing|photography|nurses?|expenses|vlogs?|books?",
}
# …and those that make no noun with the word after them.
_PLAIN_SECOND_VERBS = (
    "have|enjoy|need|prefer|teach|go|volunteer|sing|write|attend|manage|do|make|bake|develop|fix|sell|knit|sew|hike|"
    "climb|speak|read|learn|translate|edit|raise|mentor|organize|organise|tutor|repair|visit|weigh|"
    # (…and what the user does of a habit: "I use Merlin for sound ID and log everything in eBird", "I cook dinner most
    # nights and clean up after")
    "log|track|post|cook|clean|listen|take|buy|save|host|coach|paint|draw|swim|ride|record|grow|brew|keep|spend|send|"
    "call|text|check|share|"
    # (…and what the user does with their work when it is done: "I edit in Lightroom and export everything to Dropbox",
    # "I code in Rust and deploy to Fly")
    "upload|deploy|deliver|"
    # (…and how it leaves them: "I use blackout curtains but still wake up by noon", "… but still feel tired")
    "wake|feel"
)
_SECOND_VERB = re.compile(
    r"((?:,\s+(?:and\s+|but\s+)?|\s+(?:and|but)\s+)(?:(?:also|mostly|mainly|usually|often|sometimes|still|now|"
    r"currently|occasionally|always|never)\s+)?)"
    r"("
    + "|".join(f"{verb}(?!\\s+(?:{nouns})\\b)" for verb, nouns in _SECOND_VERBS.items())
    + f"|{_PLAIN_SECOND_VERBS}"
    + r")(?=\s+(?!(?:and|or)\b)[\w'-])",
    re.IGNORECASE,
)
# Words after which a verb is not the user's present: an infinitive ("to read and write"), another subject, a clause.
_SECOND_VERB_STOP = re.compile(
    r"\b(?:to|that|who|which|because|if|when|while|so|we|he|she|they|you|it's|can|will|would|could|should)\b",
    re.IGNORECASE,
)


def _second_verbs(rest: str) -> str:
    """`rest`, what follows the user's verb, with each further verb of theirs in the third person."""

    def conjugated(match: re.Match) -> str:
        if _SECOND_VERB_STOP.search(rest[: match.start()]):
            return match.group(0)
        return match.group(1) + _third_person(match.group(2), habit=True)  # "read" in the present is "reads"

    return _SECOND_VERB.sub(conjugated, rest)


# The user's "have" again after a comma, with no subject: "I don't smoke myself, haven't since college" → "…, hasn't
# since college", "I don't drive, never have" → "…, never has".
_HAVE_AGAIN = re.compile(
    r"(,\s+(?:and\s+|but\s+)?(?:(?i:never|always)\s+)?)((?i:haven't|have(?=\s+(?:not|never)\b|[.!]*$)))"
)


def _has_again(text: str) -> str:
    return _HAVE_AGAIN.sub(lambda m: f"{m.group(1)}{m.group(2)[:2]}s{m.group(2)[4:]}", text)


def _rest_pronouns(text: str) -> str:
    for pattern, replacement in _PRONOUNS:
        text = pattern.sub(replacement, text)
    return text


# The user's own clause after someone else's: joined by "and", "but", "so" …, or by a comma alone before "I'm" or "I've"
# ("My wife handles the books, I'm hopeless with numbers", "My husband is Korean so I'm learning Korean").
# (…after a bare comma too: "My wife plans the trips, I just pack"; not a hedge, "My dad was a pilot, I think")
_USERS_CLAUSE_AFTER = re.compile(
    r"(,\s*(?:and|but|while|though|so)\s+|\s+(?:and|but|while|so)\s+|,\s+(?=I'(?:m|ve)\b)|"
    # (…and what someone said or thinks of the user, or a condition of theirs: "My mom said I should rest", "My
    # parents said in-state unless I get a big scholarship", "My wife thinks I work too much")
    r"\s+(?:said|says|thinks|told\s+me|wants|knows|feels|believes|reckons|worries|unless|if|when|whenever|because|"
    r"since|until|till|before|after)\s+(?:that\s+)?|"
    r",\s+(?=I\s+(?!(?:think|guess|mean|suppose|believe|bet|reckon|hope|know|swear|promise)\b)))"
    rf"I(?:('m|'ve|'ll|'d)|\s+((?:(?:{_ADVERB_WORDS}|only)\s+)*)"
    r"([a-z]+))\b"
)
_WHEN_NOUN = re.compile(
    r"\b(?:day|week|month|year|morning|afternoon|evening|night|weekend|summer|winter|spring|fall|autumn|time|moment|"
    r"other)s?\b",
    re.IGNORECASE,
)


# …and what falls to the user in it: "My husband cooks on weekdays, weekends are all me" → "… all User" (not "all them",
# which reads as the husband's).
_FALLS_TO_ME = re.compile(r"\b(all|on|up\s+to|down\s+to)\s+me\b(?=\s*(?:[.!,;]|$))", re.IGNORECASE)


def _users_clause(text: str) -> str:
    """A clause of the user's own after one about someone or something else, theirs by name, not "they": "My husband
    can't have shellfish, and I'm lactose intolerant" → "…, and User is lactose intolerant"."""
    text = _FALLS_TO_ME.sub(r"\1 User", text)
    return _USERS_CLAUSE_AFTER.sub(
        lambda m: (
            f"{m.group(1)}User "
            + (USER_CONTRACTIONS[m.group(2)] if m.group(2) else m.group(3) + _third_person(m.group(4)))
        ),
        text,
    )


def _we_as_they(text: str) -> str:
    """The household's "we" and "us" in a sentence about the user and theirs, said as "they" and "them"."""
    for said, as_they in (("we're", "they're"), ("we've", "they've"), ("we'll", "they'll"), ("we'd", "they'd")):
        text = re.sub(rf"\b{said}\b", as_they, text, flags=re.IGNORECASE)
    return re.sub(r"\bus\b", "them", re.sub(r"\bwe\b", "they", text, flags=re.IGNORECASE), flags=re.IGNORECASE)


def rewrite_first_person(sentence: str) -> str:
    """ "I really prefer my tabs" → "User really prefers their tabs"; "My name is Ana" → "User's name is Ana";
    "Yesterday I ran" → "Yesterday User ran"."""
    # "My sister and I went hiking" → "User and their sister went hiking" (a plural subject: the verb stays).
    match = re.match(
        r"^my\s+((?:(?!is\b|was\b)[\w-]+\s+)?(?!is\b|was\b)[\w-]+)\s+and\s+I\b\s*", sentence, re.IGNORECASE
    )
    if match:  # what is "ours" is theirs: "My wife and I are celebrating our anniversary"; "we" are they ("… and now
        # we live in an RV")
        rest = _we_as_they(re.sub(r"\bour\b", "their", sentence[match.end() :], flags=re.IGNORECASE))
        return f"User and their {match.group(1)} " + _rest_pronouns(rest)
    # "Most of my clients are nonprofits" → "Most of User's clients …"
    match = re.match(
        r"^((?:a\s+few|a\s+couple|some|most|many|several|half|all|one|two|three)\s+of\s+)my\s+", sentence, re.I
    )
    if match:
        return match.group(1) + "User's " + _rest_pronouns(sentence[match.end() :])
    # "Our son has soccer practice" → "User's son …": what is "ours" is the user's too (a bare "We …" stays).
    match = re.match(r"^(?:my|(our))\s+", sentence, re.IGNORECASE)
    if match:
        # "Our backend is Go and our frontend is Svelte", "My husband is the cook in our house": the user's; and "we"
        # beside them are they ("My husband got a transfer and we're moving in January" → "… and they're moving …")
        rest = _we_as_they(re.sub(r"\bour\b", "their", sentence[match.end() :], flags=re.IGNORECASE))
        # …and a clause of the user's own after it is theirs by name, not "they": "My husband can't have shellfish, and
        # I'm lactose intolerant" → "…, and User is lactose intolerant"
        return "User's " + _rest_pronouns(_users_clause(rest))
    if re.match(r"we\b", sentence, re.IGNORECASE):
        # Beside the household's "we", the user's own words are theirs by name, not "their": "We split the rent with my
        # cousin" → "We split the rent with User's cousin" (a bare "We …" stays as said).
        sentence = re.sub(r"\bme\b", "User", re.sub(r"\bmy\b", "User's", sentence, flags=re.I), flags=re.I)
    match = re.search(r"\bI('m|'ve|'d|'ll)?(?:\s+|$)", sentence)
    if match is None or match.start() > 40:  # "I" deep inside a sentence is not its subject (but may be its clause's)
        said = _users_clause(sentence)
        if not re.search(r"\bUser\b|\bI\b", said):
            # …and the user named once where nothing else names them: "Book four should be done by March if my day
            # job cooperates" → "… if User's day job cooperates" (not "their day job", whose?)
            said = re.sub(r"\bmy\b", "User's", said, count=1, flags=re.IGNORECASE)
        return _rest_pronouns(said)
    # …nor after a thing it describes: "A friend I met in college is visiting" → "A friend they met …" (not after a
    # when: "The day before yesterday I broke my wrist")
    head = sentence[: match.start()]
    if re.fullmatch(r"(?:a|an|the|this|that|some)\s+(?:[\w'-]+\s+){1,3}", head, re.I) and not _WHEN_NOUN.search(head):
        return _rest_pronouns(sentence)
    head, rest = sentence[: match.start()], sentence[match.end() :]
    # "I'm pregnant with our first child": theirs; "I'm a nurse and that's what we use": they
    rest = _we_as_they(re.sub(r"\bour\b", "their", rest, flags=re.IGNORECASE))
    contraction = match.group(1)
    if contraction:
        verb = USER_CONTRACTIONS[contraction]
        rest = _second_verbs(rest) if contraction == "'m" else _has_again(rest)
        return f"{head}User {verb} {_rest_pronouns(rest)}".strip()
    # "really", "no longer", "accidentally" …: the verb follows
    adverbs = re.match(rf"(?:(?:{_ADVERB_WORDS}|only)\s+)*{_LY_ADVERB}", rest, re.IGNORECASE).end()  # "only drink"
    verb, _, after = rest[adverbs:].partition(" ")
    verb, stop = re.match(r"(.*?)([.!?,;:]*)$", verb).groups()  # "I mostly agree." → "agrees", then "."
    # "I read every night", "I read best with bullet points": "read" in the present
    habit = bool(_HOW_OFTEN.search(sentence)) or re.match(r"best\b", after, re.IGNORECASE) is not None
    said = _third_person(verb, habit=habit) if verb else ""
    if said != verb and not said.endswith("n't"):  # a verb in the present: so are the user's verbs after it
        after = _second_verbs(" " + after)[1:] if after else after
    after = _has_again(after)
    words = rest[:adverbs] + (said + stop if verb else stop) + (" " + after if after else "")
    return f"{head}User " + _rest_pronouns(words)


def _user_is(sentence: str) -> str:
    """A sentence without its subject, given the user as one: "Big fan of jazz" → "User is a big fan of jazz",
    "Not a fan of horror" → "User is not a fan of horror"."""
    article = "" if re.match(r"(?:a|an|not|much)\b", sentence, re.IGNORECASE) else "a "
    return f"User is {article}{sentence[:1].lower()}{sentence[1:]}"


def _habit(sentence: str) -> bool:
    if _USED_TO.match(sentence):
        return True
    if not _HABIT.match(sentence):
        return False
    return bool(_HOW_OFTEN.search(sentence) or (_WHEN_ROUTINE.search(sentence) and not _PAST.search(sentence)))


def _background(sentence: str) -> bool:
    """The user's past at a time of their life, without a date: "Growing up, I had three dogs"."""
    return bool(_LIFE_PERIOD.search(sentence) and _PAST.search(sentence) and re.search(r"\bI\b", sentence))


def _instruction(sentence: str) -> str | None:
    """What the user asks of the assistant for good, in the third person ("Please always answer in Portuguese"
    → "User asks the assistant to always answer in Portuguese"), or None for anything else."""
    asked = _ASKED_FOR_GOOD.match(sentence)  # "Could you always add a TL;DR?" → "Always add a TL;DR"
    if asked:
        sentence = sentence[asked.end() :].rstrip(" ?")
    elif sentence.rstrip().endswith("?"):
        return None
    wanted = _WANT_YOU_TO.match(sentence)  # "I'd like you to always answer in Spanish" → "always answer in Spanish"
    if wanted:
        sentence = sentence[wanted.end() :]
    only_because = _ONLY_BECAUSE.match(sentence)  # "Voice replies only please, I can't read while I'm driving"
    if only_because and not _OF_THE_MOMENT.search(only_because.group(2)):
        sentence = only_because.group(1)
    # Asked of every answer in so many words: "Could you always …", "… to keep your answers short", "Keep your answers
    # under 100 words" (not "Keep it short", "Make that answer shorter": this one).
    # …or by what it asks of, in an order rather than a statement of the user's (_FOR_GOOD_MARKS)
    marked = not _SUBJECT.match(sentence) and any(mark.search(sentence) for mark in _FOR_GOOD_MARKS)
    standing = bool(asked or re.match(rf"(?:please,?\s+)?{_ALL_ANSWERS}", sentence, re.IGNORECASE) or marked)
    wish = _IF_YOU.match(sentence)
    if wish:  # "I'd appreciate it if you used bullet points" → "… if the assistant used bullet points"
        said = re.sub(r"\byour\b", "its", wish.group(2), flags=re.IGNORECASE)
        wished = re.sub(r"^(?:I|it)(?:'d|\s+would)\s+", "", wish.group(1), flags=re.IGNORECASE)
        # "It'd help if you …" → "User says it would help if the assistant …"; "I'd appreciate it if you …" → "User
        # would appreciate it if the assistant …".
        opening = "says it would" if re.match(r"it\b", wish.group(1), re.IGNORECASE) else "would"
        return f"User {opening} {wished} if the assistant {_rest_pronouns(said)}"
    if _LESS.match(sentence):
        less = re.sub(r",?\s*please[.!]*$", "", sentence, flags=re.IGNORECASE)
        return "User asks the assistant to use " + _rest_pronouns(less[:1].lower() + less[1:])
    because = _PLEASE_BECAUSE.match(sentence)
    reason = sentence[because.end() :] if because else ""
    reasoned = bool(
        because
        and any(
            m.match(reason)
            for m in (_STATES_SELF, _LANGUAGE_NAMED, _TAKES_IN, _DISLIKES_ALWAYS, _HOW_I_DO, _HELPS_ME_LEARN, _MY_BODY)
        )
        and not _ARRANGED.search(reason)
    )
    if reasoned:
        sentence = because.group(1)
    lead = _INSTRUCTION_LEAD.match(sentence)
    rest = sentence[lead.end() :].rstrip(" .!")
    for_good = reasoned or (re.match(FOR_GOOD, sentence, re.IGNORECASE) and not _SUBJECT.match(rest))
    only = _ONLY.match(rest)
    if not (
        standing
        or _INSTRUCTION.match(rest)
        or _PLEASE_FOR_GOOD.match(sentence)
        or for_good
        or _FOR_GOOD_AFTER.match(rest)
        or _AS_TO_NEW.match(rest)
        or _MINE_WRITTEN.match(rest)
        or _IN_UNITS.match(rest)
        or _NO_STYLE.match(rest)
        or only
    ):
        return None
    rest = re.sub(rf"(?:,?\s+(?:please|always|ever|{FOR_GOOD}))+$", "", rest, flags=re.IGNORECASE)
    rest = re.sub(r"\s+please(?=,)", "", rest, flags=re.IGNORECASE)  # ("… about Severance please, I haven't …")
    if re.fullmatch(rf"(?:\W|please|always|ever|{FOR_GOOD})*", rest, re.IGNORECASE):
        return None  # "Always please.", "Sure, from now on.": for good, but nothing asked (an answer may say what)
    rest = _TERSE_ANSWER.sub(r"\1 answer ", _TERSE_USE.sub(r"\1 use ", rest))  # "Always metric" → "always use metric"
    negative = re.match(r"(?:don't|do\s+not)\s+", rest, re.IGNORECASE)
    wish = f"not to {rest[negative.end() :]}" if negative else f"to {rest[:1].lower()}{rest[1:]}"
    no_more = re.match(r"no\s+more\s+", rest, re.IGNORECASE)
    no_need = re.match(r"no\s+need\s+(?:for|to\s+(?:use|add|include|write|say))\s+", rest, re.IGNORECASE)
    if no_more:
        wish = f"not to use {rest[no_more.end() :]}"  # "No more tables" → "not to use tables"
    elif no_need:
        wish = f"to skip {rest[no_need.end() :]}"  # "No need for greetings, …" → "to skip greetings, …"
    elif only or re.match(r"no\b", rest, re.IGNORECASE):
        wish = f"to use {rest[:1].lower()}{rest[1:]}"  # "No bullet points" → "to use no bullet points"
    # The assistant is "you" to the user and "it" in the memory: "keep your answers short" → "keep its answers short".
    wish = _YOUR_VERB.sub(lambda m: "it " + ("doesn't" if m[1] == "don't" else _third_person(m[1])), wish)
    # …and its verb after "unless you", "if you" …: "unless you say so up front" → "unless it says so up front"
    wish = _YOU_AFTER_IF.sub(lambda m: f"{m[1]} it {_third_person(m[2])}", wish)
    wish = re.sub(
        r"\byou\s+(aren't|weren't|haven't)\b", lambda m: "it " + _ITS_NEGATION[m[1].lower()], wish, flags=re.I
    )
    wish = re.sub(r"\byou('re|'ve|'ll|'d)", lambda m: "it" + _ITS_CONTRACTION[m.group(1).lower()], wish, flags=re.I)
    wish = re.sub(r"\byour\b", "its", re.sub(r"\byou\b", "it", wish, flags=re.I), flags=re.I)
    return "User asks the assistant " + _rest_pronouns(wish)


def _finish(text: str) -> str:
    text = text.strip().rstrip(",;:")
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _midday(reference: datetime, year: int, month: int, day: int) -> datetime | None:
    try:
        return reference.replace(year=year, month=month, day=day, hour=12, minute=0, second=0, microsecond=0)
    except ValueError:  # "2024-02-31"
        return None


def _months_from(day: datetime, months: int) -> datetime:
    """The first of the month `months` after (or before) the month of `day`, at midday."""
    index = day.year * 12 + day.month - 1 + months
    return day.replace(year=index // 12, month=index % 12 + 1, day=1, hour=12, minute=0, second=0, microsecond=0)


def _counted(sentence: str) -> tuple[int, str] | None:
    """A date counted in days, weeks, months or years from when it was said, as (how many, the unit): "3 days ago" is
    (-3, "day"), "the week after next" (2, "week"), "in two months" (2, "month"); or None."""
    match = _AGO.search(sentence)
    if match:
        return -(_COUNTS.get(match.group(1).lower()) or int(match.group(1))), match.group(2).lower()
    for pattern, sign in ((_BEFORE_LAST, -1), (_AFTER_NEXT, 1)):
        match = pattern.search(sentence)
        if match:
            return 2 * sign, (match.group(1) or match.group(2)).lower()
    match = _IN_TIME.search(sentence)
    if match and not _in_the_past(sentence):
        return _COUNTS.get(match.group(1).lower()) or int(match.group(1)), match.group(2).lower()
    return None


def _shift(said: str | None) -> str:
    """The word before a period as "last", "next" or "this" (or "" for none): "this past Monday" is the last one, "this
    coming week" the next, "the end of the month" this one's."""
    said = " ".join((said or "").lower().split())
    return {"the": "this", "this past": "last", "this coming": "next"}.get(said, said)


def _week_of(day: datetime) -> tuple[datetime, str]:
    """The week a day falls in, as its Monday and the label "week of <Monday>"."""
    monday = day - timedelta(days=day.weekday())
    return monday, f"week of {monday:%Y-%m-%d}"


def _vague_date(sentence: str, reference: datetime) -> tuple[datetime, str] | None:
    """A date given relative to when it was said, to the precision the words give: the day ("last Friday",
    "3 days ago"), the week ("last week": its Monday), the month ("last month") or the year ("last year").
    The label says which, so that "last month" said on 2026-11-20 reads "(2026-10)", not a day it was not."""
    today = reference.replace(hour=12, minute=0, second=0, microsecond=0)
    monday = today - timedelta(days=today.weekday())
    match = _FROM_DAY.search(sentence)
    if match:  # "a week from Monday": the next Monday after today, and a week on
        count, unit, start = match.group(1).lower(), match.group(2).lower(), match.group(3).lower()
        if start in _WEEKDAYS:
            start_day = today + timedelta(days=(_WEEKDAYS.index(start) - today.weekday() - 1) % 7 + 1)
        else:
            start_day = today + timedelta(days=1 if start == "tomorrow" else 0)
        day = start_day + timedelta(days=(_COUNTS.get(count) or int(count)) * (7 if unit == "week" else 1))
        return day, f"{day:%Y-%m-%d}"
    counted = _counted(sentence)
    if counted is not None:
        offset, unit = counted
        if unit == "day":
            day = today + timedelta(days=offset)
            return day, f"{day:%Y-%m-%d}"
        if unit == "week":  # the week it falls in: "in two weeks" said on a Friday is the week of the Monday 10 days on
            return _week_of(monday + timedelta(weeks=offset))
        if unit == "month":
            day = _months_from(today, offset)
            return day, f"{day:%Y-%m}"
        day = today.replace(year=today.year + offset, month=1, day=1)
        return day, f"{day:%Y}"
    match = _SHIFTED.search(sentence) or _PART_OF.search(sentence)
    shift, period = (match.group(1).lower(), match.group(2).lower()) if match else (None, None)
    shift = _shift(shift)
    if period is None and _THE_WEEKEND.search(sentence):
        past = _in_the_past(sentence)  # on a Saturday or a Sunday, the weekend just gone is this one
        shift, period = ("last" if past and today.weekday() < 5 else "this"), "weekend"
    if period is None:
        match = _ON_WEEKDAY.search(sentence)
        if match is None:
            return None
        # "on Friday": the last one before today in a sentence about the past, else the next one after today.
        shift, period = ("last" if _in_the_past(sentence) else "next"), match.group(1).lower()
    step = {"last": -1, "this": 0, "next": 1}[shift]
    if period in _WEEKDAYS:
        target = _WEEKDAYS.index(period)
        if step == 0:  # "this Friday": the Friday of this week; said after it of what is to come, the next one
            day = monday + timedelta(days=target)
            if day < today and not _in_the_past(sentence):
                day += timedelta(weeks=1)
        elif step < 0:  # the last one before today
            day = today - timedelta(days=(today.weekday() - target - 1) % 7 + 1)
        else:  # the next one after today
            day = today + timedelta(days=(target - today.weekday() - 1) % 7 + 1)
        return day, f"{day:%Y-%m-%d}"
    if period == "week":
        return _week_of(monday + timedelta(weeks=step))
    if period == "weekend":
        day = monday + timedelta(days=5, weeks=step)  # the Saturday of that week
        return day, f"weekend of {day:%Y-%m-%d}"
    if period == "month":
        day = _months_from(today, step)
        return day, f"{day:%Y-%m}"
    day = today.replace(year=today.year + step, month=1, day=1)
    return day, f"{day:%Y}"


def _month_or_year(sentence: str, reference: datetime) -> tuple[datetime, str] | None:
    """ "in April" (its first day, written "(2027-04)") or "in 2015" ("(2015)"). A month without a year is the last
    one (this month included) in a sentence in the past tense, else the next one (`_in_the_past`)."""
    match = _SHIFTED_MONTH.search(sentence)
    if match:
        # "last April": the one before this month; "next March": the one after it; "this June": this year's. But "next"
        # before the month right after this one in the same year is a year on: in November, the coming December is
        # "this December" or "next month", and "next December" the one after it.
        this, month = _months_from(reference, 0), _MONTHS[match.group(2).lower()]
        shift = {
            "last": -((this.month - month - 1) % 12 + 1),
            "next": (month - this.month - 1) % 12 + 1 + (12 if month == this.month + 1 else 0),
            "this": month - this.month,
        }[match.group(1).lower()]
        day = _months_from(this, shift)
        return day, f"{day:%Y-%m}"
    match = _IN_MONTH.search(sentence)
    if match:
        month = _MONTHS[match.group(1).lower()]
        if match.group(2):
            day = _midday(reference, int(match.group(2)), month, 1)
        else:
            this = _months_from(reference, 0)
            after = _months_from(this, (month - this.month) % 12)
            before = _months_from(this, -((this.month - month) % 12))
            told = _date_clause(sentence, match.start())
            # (what the user signed up for or booked is to come: "I signed up for a triathlon in May"; what they are
            # getting over is past: "I'm trying to get back into running after a knee surgery in August")
            past = (_in_the_past(told) and not _BOOKED.search(told)) or _GETTING_OVER.search(sentence[: match.start()])
            day = before if past else after
        return day, f"{day:%Y-%m}"
    season = _season(sentence, reference)
    if season is not None:
        return season
    match = _IN_YEAR.search(sentence)
    if match:
        day = _midday(reference, int(match.group(1)), 1, 1)
        return day, f"{day:%Y}"
    return None


_GETTING_OVER = re.compile(
    r"\b(?:after|since|from)\s+(?:a|an|my|the|his|her|their|our)\s+(?:[\w-]+\s+)?(?:surgery|operation|accident|injury|"
    r"fracture|break|concussion|stroke|heart\s+attack|diagnosis|c-section|miscarriage|loss|divorce|breakup|break-up|"
    r"layoff|burnout|illness|infection)\s+$",
    re.IGNORECASE,
)
_BOOKED = re.compile(
    # (…or something already named, for a day: "We booked them for January 6th")
    r"\b(?:signed\s+up|registered|enrolled|booked|entered|(?:got|bought)\s+tickets|reserved)\s+(?:for|a|an|the|my|our|to|"
    r"(?:it|them)\s+for)\b",
    re.IGNORECASE,
)
# What is scheduled, said in the present: "My son starts college in the fall", "Our lease ends in the summer" (not
# "leaves", which the leaves of the fall are too).
_SCHEDULED_VERB = re.compile(
    r"\b(?:starts?|begins?|ends?|graduates?|arrives?|opens?|launch(?:es)?|is\s+due|retires?|returns?|"
    r"finishes|expires?|closes?)\b",
    re.IGNORECASE,
)


def _season(sentence: str, reference: datetime) -> tuple[datetime, str] | None:
    """ "last summer", "in the spring", "the fall of 2023": the first day of the season's first month, written
    "(summer 2026)" ("(winter 2026–27)" for a winter). With a year, that year's; "last" is the one before the season
    we are in, "next" the one after it; otherwise the one we are in if it is that season, else, as for a month, the
    last one in a sentence about the past and the next one in a sentence about what is to come. A season alone in any
    other sentence is any year's ("It's cold in the winter"): None."""
    match = _SEASON.search(sentence)
    if match is None:
        return None
    shift = _shift(match.group(1))
    name, year = match.group(2).lower(), match.group(3)
    told = _date_clause(sentence, match.start())
    past, to_come = _in_the_past(told), _to_come(told) or bool(_SCHEDULED_VERB.search(told))
    if not (shift or year or past or to_come):
        return None  # "The leaves are beautiful in the fall": any fall
    first = _SEASONS[name]
    if year:
        day = _midday(reference, int(year), first, 1)
    else:
        # The season we are in begins at the latest of the seasons' first months not after this month.
        now = _months_from(reference, 0)
        begun = _months_from(now, -((now.month - first) % 12))  # this season's last beginning, this month or before
        current = begun if (now.month - first) % 12 < 3 else None  # …and whether we are still in it
        if shift == "last":
            day = _months_from(begun, -12) if current else begun
        elif shift == "next":
            day = _months_from(begun, 12)
        elif current and not (to_come and not shift):  # "this fall", or "in the fall" told of the past or as a fact
            day = current
        elif current:  # "My son starts college in the fall", said in the autumn: the next one
            day = _months_from(begun, 12)
        else:
            day = begun if past else _months_from(begun, 12)
    label = f"{name} {day:%Y}" if first != 12 else f"{name} {day:%Y}–{(day.year + 1) % 100:02d}"
    return day, label


def _thanksgiving(year: int) -> int:
    """The day of November of (US) Thanksgiving in `year`: its fourth Thursday."""
    first = date(year, 11, 1).weekday()  # Monday 0 … Thursday 3
    return 1 + (3 - first) % 7 + 21


def _yearly_day(
    sentence: str, reference: datetime, month: int, number: int, *, shift: str = "", thanksgiving: bool = False
) -> tuple[datetime, str]:
    """A day of the year without its year (a holiday): "last" or "next" before it say which; else, as for a month's
    day, the last one (today included) in a sentence about the past and the next one otherwise. Thanksgiving's day
    moves with the year (`thanksgiving`: `number` is then that year's)."""
    today = reference.date()
    years = range(reference.year - 1, reference.year + 2)
    dates = [_midday(reference, y, month, _thanksgiving(y) if thanksgiving else number) for y in years]
    if shift == "this":
        day = dates[1]
    elif shift == "last" or (shift != "next" and _in_the_past(sentence)):
        day = max(d for d in dates if d.date() <= today)
    else:
        day = min(d for d in dates if d.date() >= today)
    return day, f"{day:%Y-%m-%d}"


def _monthly_day(
    sentence: str, reference: datetime, number: int, *, weekday: str | None = None
) -> tuple[datetime, str] | None:
    """ "on the 5th": the last such day of a month (today included) in a sentence about the past, else the next one;
    "on Monday the 7th": the nearest such day that is a Monday, if one of the months around is. None for a day no
    month has."""
    today = reference.date()
    firsts = [_months_from(reference, shift) for shift in range(-6, 7)]
    dates = [d for first in firsts if (d := _midday(reference, first.year, first.month, number))]
    if weekday:
        dates = [d for d in dates if d.weekday() == _WEEKDAYS.index(weekday.lower())] or dates
    if _in_the_past(sentence):
        day = max((d for d in dates if d.date() <= today), default=None)
    else:
        day = min((d for d in dates if d.date() >= today), default=None)
    return (day, f"{day:%Y-%m-%d}") if day else None


def _named_day(
    sentence: str, reference: datetime, month: str, number: str, year: str | None, at: int | None = None
) -> tuple[datetime, str] | None:
    """ "March 3" or "3 March", with or without a year. Without one, the last such day (today included) in a sentence
    about the past, else the next one: "I went there on December 20" said in January is last December, "the wedding
    is on June 14" said in November is next June. With `at`, where the day is named, the tense is its clause's when
    that tells one ("My son's recital is June 12th and I already bought the flowers": the June to come)."""
    if year:
        day = _midday(reference, int(year), _MONTHS[month.lower()], int(number))
    else:
        today = reference.date()
        dates = [
            d
            for y in range(reference.year - 1, reference.year + 2)
            if (d := _midday(reference, y, _MONTHS[month.lower()], int(number))) is not None
        ]
        # (what the user booked or reserved is to come: "I reserved a campsite for July 3rd")
        told = sentence if at is None else _date_clause(sentence, at)
        if _in_the_past(told) and not _BOOKED.search(told):
            day = max((d for d in dates if d.date() <= today), default=None)
        else:
            day = min((d for d in dates if d.date() >= today), default=None)
    return (day, f"{day:%Y-%m-%d}") if day else None


def _figures_date(
    sentence: str, reference: datetime, first: str, second: str, year: str | None
) -> tuple[datetime, str] | None:
    """ "6/14" (June 14) or "30/11" (30 November): the order in which one figure cannot be a month says which is the
    day; None when both can ("12/05"), or neither."""
    a, b = int(first), int(second)
    if a == b or (a <= 12 < b):
        month, number = a, b
    elif b <= 12 < a:
        month, number = b, a
    else:
        return None
    if year and len(year) == 2:
        year = f"20{year}"
    return _named_day(sentence, reference, _MONTH_BY_NUMBER[month], str(number), year)


def _event_date(sentence: str, reference: datetime) -> tuple[datetime, str] | None:
    """The date a sentence is about and how to write it, or None when it names none."""
    match = _ISO_DATE.search(sentence)
    if match:
        day = _midday(reference, int(match.group(1)), int(match.group(2)), int(match.group(3)))
        return (day, f"{day:%Y-%m-%d}") if day else None
    named = list(_MONTH_DAY.finditer(sentence))
    if named:
        # Of several days, the first to come: "early action is Nov 1 but regular decision is Jan 15", said on November
        # 20th, is January 15th (Nov 1 read as next year's); when none is to come, the first named.
        days = [_named_day(sentence, reference, m.group(1), m.group(2), m.group(3), m.start()) for m in named]
        coming = [day for day in days if day and day[0].date() >= reference.date()]
        return min(coming, key=lambda day: day[0]) if coming and len(days) > 1 else days[0]
    match = _SPAN_START.search(sentence)
    if match:
        return _named_day(sentence, reference, match.group(2), match.group(1), match.group(3), match.start())
    match = _DAY_MONTH.search(sentence)
    if match:
        return _named_day(sentence, reference, match.group(2), match.group(1), match.group(3), match.start())
    match = _FIGURES_DATE.search(sentence)
    if match:
        dated = _figures_date(sentence, reference, *(match.group(1, 2, 3) if match.group(1) else match.group(4, 5, 6)))
        if dated:
            return dated
    match = _RELATIVE_WORD.search(sentence)
    # "the day before yesterday" and "the day after tomorrow" are two days off, "a week from today" seven (_vague_date)
    if match and not (_BEFORE_LAST.search(sentence) or _AFTER_NEXT.search(sentence) or _FROM_DAY.search(sentence)):
        day = reference + timedelta(days=_RELATIVE.get(" ".join(match.group(1).lower().split()), 0))
        return day, f"{day:%Y-%m-%d}"
    match = _HOLIDAY.search(sentence)
    if match:
        month, number = _HOLIDAYS[" ".join(match.group(2).lower().split())]
        thanksgiving = match.group(2).lower() == "thanksgiving"
        dated = _yearly_day(
            sentence, reference, month, number, shift=(match.group(1) or "").lower(), thanksgiving=thanksgiving
        )
        around = _AROUND_HOLIDAY.search(sentence[: match.start(2)])
        if dated and around:  # "the week before Thanksgiving", "the day after Christmas"
            unit, side = around.group(1).lower(), around.group(2).lower()
            day = dated[0] + timedelta(days=(1 if unit == "day" else 7) * (1 if side == "after" else -1))
            return (day, f"{day:%Y-%m-%d}") if unit == "day" else _week_of(day)
        return dated
    match = _ON_THE_DAY.search(sentence)
    if match:
        return _monthly_day(sentence, reference, int(match.group(2)), weekday=match.group(1))
    match = _MONTH_OF_YEAR.search(sentence)
    if match:  # "in March of last year", "in August last year", "in May of next year"
        shift = {"last": -1, "this": 0, "next": 1}[match.group(2).lower()]
        day = _midday(reference, reference.year + shift, _MONTHS[match.group(1).lower()], 1)
        return day, f"{day:%Y-%m}"
    return _vague_date(sentence, reference) or _month_or_year(sentence, reference)


# A month of last, this or next year: "in March of last year", "in August last year", "June of this year".
_MONTH_OF_YEAR = re.compile(rf"\b{_MONTH_WORD}\s+(?:of\s+)?(last|this|next)\s+year\b")


def _opening_off(sentence: str, pattern: re.Pattern) -> str:
    """The sentence without the words `pattern` matches at its start, capitalised again: "Okay, so we decided …" →
    "We decided …"."""
    match = pattern.match(sentence)
    return sentence[match.end() :][:1].upper() + sentence[match.end() + 1 :] if match else sentence


# An opinion or a feeling said before the user's own news, taken off it: "I think our cat has been acting strange",
# "I'm really disappointed that our party got canceled" (what follows must be the user's: not "I think that's wrong").
_FEELING_THAT = re.compile(
    r"^I(?:\s+(?:think|guess|believe|feel\s+like)|(?:'m|\s+am)\s+(?:(?:really|so|very|super|quite|a\s+bit)\s+)*"
    r"(?:disappointed|sad|happy|glad|upset|excited|sorry|worried|thrilled|proud|relieved))\s+(?:that\s+)?"
    r"(?=(?:my|our)\s+\w+)|"
    # …and before what the user is good or bad at: "I think I'm pretty good at chess" (not "I think I'm right").
    r"^I\s+(?:think|guess|believe|feel\s+like)\s+(?=I(?:'m|\s+am)\s+(?:(?:really|pretty|quite|very|so|not|kind\s+of)\s+)*"
    r"(?:good|great|bad|terrible|awful|decent|okay|ok|better|worse|hopeless|talented|skilled)\s+at\b)",
    re.IGNORECASE,
)


def _of_the_moment(sentence: str) -> bool:
    """Said to keep the conversation going, about nothing lasting: "I'm not sure", "I've tried that already"."""
    return bool(_SMALL_TALK.match(sentence) or _MOMENT.match(sentence))


_CALL_ME = re.compile(r"^(?:you\s+(?:can|may|could)\s+(?:just\s+)?|feel\s+free\s+to\s+|just\s+)(?=call\s+me\b)", re.I)
_ME_AND = re.compile(r"^me\s+and\s+my\s+((?:[\w'-]+\s+)?[\w'-]+?)\s+(?=[a-z]+\b)", re.IGNORECASE)


# An occasion of the user's noted without a verb, its day right after it: "job interview next thurs", "dentist
# appointment tomorrow" (read as "I have a …").
_OCCASION_NOTED = re.compile(
    r"^(?!(?:I|we|my|our|the|this|that|a|an|your)\b)(?:[\w'-]+\s+){0,2}?(?:interview|appointment|appt|exam|meeting|"
    r"flight|surgery|party|checkup|check-up|recital|concert|shift|lesson)\s+(?:next|this|on|tomorrow|tonight|today)\b",
    re.IGNORECASE,
)


def _classify(sentence: str, reference: datetime) -> ExtractedMemory | None:
    sentence = _opening_off(_TAIL.sub(r"\1", _opening_off(sentence, _LEAD)), _FEELING_THAT)
    sentence = _TAG_QUESTION.sub(".", sentence)
    # "I really do have a red car!": the emphasis said without its "do"
    sentence = re.sub(
        r"^(I\s+(?:really\s+|actually\s+|also\s+)?)do\s+(?=(?:have|like|love|want|need|own|enjoy|know|play)\b)",
        r"\1",
        sentence,
        flags=re.IGNORECASE,
    )
    news = _NEWS.match(sentence)
    # "Got married in June!", "started a new job today"
    # (…or dated by its year: "moved to denver in 2021 for work")
    if news and (
        news.group(1)
        or news.group(2)
        or sentence.endswith("!")
        or _RELATIVE_WORD.search(sentence)
        or _IN_YEAR.search(sentence)
    ):
        sentence = "I " + sentence[:1].lower() + sentence[1:]
    elif _OCCASION_NOTED.match(sentence):  # "job interview next thurs!!" → "I have a job interview next Thursday!!"
        sentence = "I have a " + sentence[:1].lower() + sentence[1:]
    elif _PLAN_UNSAID.match(sentence) or _STATE_UNSAID.match(sentence):
        # "gonna visit my mom this weekend" → "I'm gonna visit …", "allergic to shellfish btw" → "I'm allergic …";
        # since when, "Divorced since 2021" → "I've been divorced since 2021"
        since = re.match(r"[\w\s-]+?\s+since\b", sentence) and not _PLAN_UNSAID.match(sentence)
        sentence = ("I've been " if since else "I'm ") + sentence[:1].lower() + sentence[1:]
    elif re.match(_CANT_HAVE, sentence, re.IGNORECASE):  # "cant do dairy" → "I can't do dairy"
        sentence = "I " + sentence[:1].lower() + sentence[1:]
    elif re.match(r"been\s+\w+ing\b", sentence, re.IGNORECASE):  # "been learning korean for a year"
        sentence = "I've " + sentence[:1].lower() + sentence[1:]
    sentence = _KIN_NAMED.sub(lambda named: "My " + named.group(1).lower(), sentence, count=1)
    # "You can call me Sam", "Just call me Sam", "Feel free to call me Sam" ask as "Call me Sam" does.
    sentence = _opening_off(sentence, _CALL_ME)
    # "Me and my sister run a bakery" as "My sister and I run a bakery", which the rewrite reads as both of them.
    sentence = _ME_AND.sub(lambda both: f"My {both.group(1)} and I ", sentence, count=1)
    why = _WHY_MINE.match(sentence)
    if why:  # "Why does my best friend have to move?" → "My best friend has to move."
        aux, who, adverbs, verb, rest = why.groups()
        aux = aux.lower()
        said = (
            f"{aux} {adverbs}{verb}"
            if aux in ("is", "are")
            else adverbs + (_third_person(verb) if aux == "does" else verb)
        )
        sentence = f"{who[:1].upper()}{who[1:]} {said}{rest}."
    asked = _REMEMBER.match(sentence) is not None
    if asked:  # "Can you remember that my favourite colour is green?" → "My favourite colour is green"
        sentence = _opening_off(sentence, _REMEMBER).rstrip(" ?")
    if REDACTED in sentence or (len(sentence) < 8 and not re.match(r"I'm\s+\d", sentence)):  # "I'm 34." is a fact
        return None  # a sentence about a secret is not worth remembering without the secret
    relayed = _RELAYED.search(sentence)
    before = _RELAYED_AFTER.match(sentence) if relayed else None
    if before and not _RELAYED.search(before.group(1)):  # "Our daughter is 7 and wants to know if …": the fact before
        sentence, relayed = before.group(1) + ".", None
    if not asked and (_of_the_moment(sentence) or relayed or _TROUBLE.match(sentence)):
        return None
    if ONE_ASKED.search(sentence):  # ("I have one already": of what, only the question before it says)
        return None
    if _VEHICLE_SIZE.match(sentence):  # ("I'm 70 feet long": the user's truck, said as the user)
        return None
    if _DESCRIBED.match(sentence) or _WHATEVER.match(sentence):  # ("A PC I built last year with a 4070.", "whatever
        return None  # I meal prep on sunday": what, only the question says)
    found = _kind(sentence, _WHEN.sub("", sentence), reference)
    if found is None and _OUR_HOUSEHOLD.match(sentence):
        # the household's, as the user's: "Our budget for the renovation is about 40,000" reads as "My budget …" (both
        # are "User's"; not "Our deploy is failing", the work at hand)
        mine = "My " + sentence[4:]
        found = _kind(mine, _WHEN.sub("", mine), reference)
    if asked:  # what the user asked to be remembered is kept, and weighs more
        found = found or ExtractedMemory(content=_finish(rewrite_first_person(sentence)), tier=Tier.MEDIUM)
        found.importance = max(found.importance, 0.8)
    return found


_VEHICLE_SIZE = re.compile(
    r"^I(?:'m|\s+am)\s+(?:about\s+|over\s+|almost\s+|nearly\s+)?\d+(?:\.\d+)?\s*(?:feet|foot|ft|meters?|metres?|m)\s+"
    r"(?:long|wide)\b",
    re.IGNORECASE,
)
_BEFORE_THEIR_CHANGE = re.compile(
    r"\bbefore\s+(?:(?:they|we)\s+(?:move|leave|go|fly|travel|retire|start\s+(?:the|their|my|our)\s+new)|(?:the|their|"
    r"our)\s+(?:move|trip|wedding|surgery|baby|due\s+date|new\s+job))\b",
    re.IGNORECASE,
)


def _reminder(what: str, reference: datetime) -> ExtractedMemory | None:
    """What the user asks to be reminded of: for good when it recurs ("to drink water every hour" → pinned, as a
    request for good is), an event on its day when it has one ("to call mom tomorrow"), a fact of late before a change
    in the user's life ("to cancel my gym membership before I move"), else nothing (a reminder without a day may be the
    work at hand: "Remind me to check the logs", "… before I leave")."""
    what = _rest_pronouns(what)  # "to take my pills" → "to take their pills"
    if re.search(r"\bevery\s+\w+", what, re.IGNORECASE) or _HOW_OFTEN.search(what):
        return ExtractedMemory(
            content=_finish(f"User asks the assistant to remind them {what}"),
            content_type=ContentType.PREFERENCE,
            memory_nature=MemoryNature.SEMANTIC,
            importance=0.75,
            tier=Tier.MEDIUM,
            pinned=True,
        )
    dated = _event_date(what, reference)
    before_change = _BEFORE_THEIR_CHANGE.search(what) and not re.search(rf"\b(?:{_WORK_THINGS})\b", what, re.I)
    if dated is None and not before_change:
        return None
    return ExtractedMemory(
        content=_finish(f"User asked to be reminded {what}") + (f" ({dated[1]})" if dated else ""),
        content_type=ContentType.EVENT if dated else ContentType.FACT,
        memory_nature=MemoryNature.EPISODIC,
        importance=0.6,
        tier=Tier.SHORT,
        occurred_at=dated[0] if dated else None,
    )


def _request(request: str) -> ExtractedMemory:
    """What the user asks of every answer (_instruction's words) as a memory; the household's "our" and "we" in it are
    the user's ("…, our customers hate wine snob language" → "…, their customers …")."""
    return ExtractedMemory(
        content=_finish(_we_as_they(re.sub(r"\bour\b", "their", request, flags=re.IGNORECASE))),
        content_type=ContentType.PREFERENCE,
        memory_nature=MemoryNature.SEMANTIC,
        importance=0.75,
        tier=Tier.MEDIUM,
        pinned=True,  # how to answer, whatever the question: it leads every context block
    )


def _decision(sentence: str) -> ExtractedMemory:
    text = rewrite_first_person(sentence)
    return ExtractedMemory(
        content=_finish(f"Decision: {text}" if not text.startswith("User") else text),
        content_type=ContentType.DECISION,
        memory_nature=MemoryNature.SEMANTIC,
        importance=0.75,
        tier=Tier.MEDIUM,
    )


def _lasting(content: str, kind: str) -> ExtractedMemory:
    """A fact or a taste of the user's, worded for the memory: kept at medium term for what it says of them."""
    return ExtractedMemory(
        content=content,
        content_type=kind,
        memory_nature=MemoryNature.SEMANTIC,
        importance=0.7,
        tier=Tier.MEDIUM,
    )


def _kind(sentence: str, core: str, reference: datetime) -> ExtractedMemory | None:
    """The memory a sentence makes, if any: its kind read from `core` (the sentence without a leading "Currently"
    or the like), its content rewritten from the whole sentence."""
    reminder = _REMIND.match(core)
    if reminder:
        return _reminder(reminder.group(1), reference)
    request = _instruction(core)
    # "Going forward, cite your sources" asks the assistant; "Going forward, we use Postgres" is a decision.
    if _DECISION.search(core) and not (request and re.match(FOR_GOOD, core, re.IGNORECASE)):
        return _decision(sentence)
    dated = _event_date(sentence, reference)
    if _MOOD.match(core):
        when, label = dated or (reference, f"{reference:%Y-%m-%d}")
        return ExtractedMemory(
            content=_finish(rewrite_first_person(sentence)) + f" ({label})",
            content_type=ContentType.EVENT,
            memory_nature=MemoryNature.EPISODIC,
            importance=0.4,
            tier=Tier.SHORT,
            occurred_at=when,
        )
    if dated is not None and _ANNUAL.match(core):
        # The day itself when the words name it; a relative one ("tomorrow") is resolved, as for an event.
        named = _MONTH_DAY.search(sentence) or _DAY_MONTH.search(sentence) or _ISO_DATE.search(sentence)
        return _lasting(_finish(rewrite_first_person(sentence)) + ("" if named else f" ({dated[1]})"), ContentType.FACT)
    if (
        (_SEASON_OF_MINE.search(core) or _SEASON_IS.match(core))
        and re.search(rf"\b(?:{_MONTH_WORD[1:-1]}|{'|'.join(_SEASONS)})\b", core)
        and re.search(r"\b(?:I|I'm|me|my|our|we)\b", sentence, re.IGNORECASE)
    ):  # a time of every year, the user's: "Our busy season is usually in December", "Tax season is usually February
        # through April for me", "Our busy season is May through October"
        return _lasting(_finish(rewrite_first_person(sentence)), ContentType.FACT)
    meets = re.match(_GROUP_MEETS, core, re.IGNORECASE) and not _one_time(sentence)
    # (a weekday of every week, anyone's: "My son has piano on Saturdays")
    weekly = dated is not None and _EVERY_WEEK.search(sentence) and not _one_time(sentence)
    if dated is not None and (_FAVOURITE.match(core) or _recurring(sentence, core) or meets or weekly):
        dated = None  # "My favorite dish is for dinner tonight, roast chicken!"; "I always go home in December"
    # The user's own day, or what was done to them on it: "Some kids at school made fun of me again today"; not a
    # question, whatever day it names ("What should we do today?", "Can we go to the park tomorrow?").
    if (
        dated is not None
        and not core.rstrip().endswith("?")
        and (
            re.search(r"\b(?:I|we|my|our)\b", sentence, re.IGNORECASE)
            or _THE_EVENT.match(core)
            or (re.search(r"\bme\b", sentence, re.IGNORECASE) and _in_the_past(sentence))
        )
    ):
        when, label = dated
        # A dated event that also states something lasting about the user ("I was diagnosed with diabetes last
        # year", "I moved to Lisbon last week") is as important as that fact: the promote job moves it to
        # medium term, where the 7-day prune of short-term memories does not take it.
        lasting = _STATES_SELF.search(core) or _PREFERENCE.search(core)
        return ExtractedMemory(
            content=_finish(rewrite_first_person(sentence)) + f" ({label})",
            content_type=ContentType.EVENT,
            memory_nature=MemoryNature.EPISODIC,
            importance=0.7 if lasting else 0.5,
            tier=Tier.SHORT,
            occurred_at=when,
        )
    if _CHANGED.match(core):
        return _decision(sentence)
    if request is not None:
        return _request(request)
    taste = _taste(sentence, core)
    if taste is not None:
        return _lasting(_finish(taste), ContentType.PREFERENCE)
    if _NOT_FOR_ME.search(core):
        return _lasting(
            _finish("User wants " + _rest_pronouns(re.sub(r"\s+for\s+me\b", "", core, count=1, flags=re.I).lower())),
            ContentType.PREFERENCE,
        )
    if _LANGUAGE_NAMED.match(core):  # "English is my second language" → "English is User's second language."
        return _lasting(_finish(_named_mine(sentence)), ContentType.FACT)
    if _DOES_TO_ME.match(core):  # "Spiders freak me out" → "User says spiders freak them out."
        return _lasting(_finish(_user_says(sentence)), ContentType.FACT)
    called = _CALLED.match(core)
    if called:  # "Everyone calls me Bex" → "User goes by Bex."
        return _lasting(_finish(f"User goes by {called.group(1)}"), ContentType.FACT)
    if _PERSON_DID.match(core):
        return _undated_event(sentence, core, reference)
    if _RESULT.match(core):
        sentence = re.sub(r"^the\b", "my", sentence, flags=re.IGNORECASE)
    if _FACT.search(core) or _RESULT.match(core) or _habit(core) or _background(core):
        return _lasting(_finish(rewrite_first_person(sentence)), ContentType.FACT)
    return _undated_event(sentence, core, reference)


# What names one time, not one that comes back every year, month or week: a day relative to today ("yesterday", "this
# morning"), one counted from it ("3 days ago", "in two weeks") or from a day to come ("a week from Monday"), "last",
# "next" or "this" before a day, month, season or holiday, a part of this month or the next, a date with its year.
_ONE_TIME = (
    _RELATIVE_WORD,
    _SHIFTED,
    _SHIFTED_MONTH,
    _PART_OF,
    _FROM_DAY,
    _ISO_DATE,
    re.compile(r"\b(?:19|20)\d{2}\b"),
)


def _one_time(sentence: str) -> bool:
    shifted_holiday = _HOLIDAY.search(sentence)
    season = _SEASON.search(sentence)
    return bool(
        any(pattern.search(sentence) for pattern in _ONE_TIME)
        or _counted(sentence)
        or (shifted_holiday and shifted_holiday.group(1))
        or (season and season.group(1))
    )


# A time that comes back, said with "is usually": "Our busy season is usually in December".
_SEASON_OF_MINE = re.compile(r"\b(?:is|are|'s)\s+(?:usually|always|typically|normally|generally)\b", re.IGNORECASE)
# …or a season of the user's trade or life, which comes back every year: "Our busy season is May through October", "My
# allergy season is April and May".
_TRADE_SEASON = (
    r"(?:busy|slow|peak|off|high|low|quiet|tax|allergy|wedding|harvest|rainy|fishing|hunting|ski|racing|show|booking)"
    r"[\s-]+season"
)
_SEASON_IS = re.compile(rf"^(?:my|our)\s+(?:[\w'-]+\s+)?{_TRADE_SEASON}\s+(?:is|are|runs)\b", re.IGNORECASE)


def _recurring(sentence: str, core: str) -> bool:
    """A habit, or a liking said in the present, with a time that comes back and no one time: "I always go home in
    December", "I usually call my mom on Sunday", "I love skiing in January". Not an event of one day: a fact or a
    preference, kept without a date."""
    if _one_time(sentence):
        return False
    if _habit(core) or re.match(r"^I(?:'m|\s+am)?\s+(?:\w+\s+)?always\b", core, re.IGNORECASE):
        return True
    if _SEASON_OF_MINE.search(core):  # "My flight is usually on Friday": every week's, no one day
        return True
    return _taste(sentence, core) is not None and not (_in_the_past(sentence) or _FUTURE.search(sentence))


def _user_says(sentence: str) -> str:
    """What the user said of something named, in their words: "Spiders freak me out" → "User says spiders freak them
    out"."""
    named = re.match(rf"(?:{_MONTH_WORD[1:-1]}|{_WEEKDAY_NAMES})\b", sentence, re.I)  # ("Sunday evenings are …")
    return "User says " + _rest_pronouns(sentence if named else sentence[:1].lower() + sentence[1:])


def _named_mine(sentence: str) -> str:
    """A sentence that names the thing before saying it is the user's: its first "my" is the user's, the rest as in any
    sentence ("Pizza is my favorite food" → "Pizza is User's favorite food")."""
    mine = re.search(r"\bmy\b", sentence, re.IGNORECASE)
    return sentence[: mine.start()] + "User's" + _rest_pronouns(sentence[mine.end() :])


def _taste(sentence: str, core: str) -> str | None:
    """A liking or a dislike, worded for the memory, or None: "I love hiking" → "User loves hiking", "Big fan of jazz"
    → "User is a big fan of jazz", "Pizza is my favorite food" → "Pizza is User's favorite food", "Cooking with my
    kids is so much fun" → "User thinks cooking with their kids is so much fun"."""
    if _FAVOURITE_NAMED.match(core):
        return _named_mine(sentence)
    if _DOING_IS.match(core):
        return "User thinks " + _rest_pronouns(sentence[:1].lower() + sentence[1:])
    if _MY_THING.match(core):  # "Coffee is my thing" → "User says coffee is their thing"
        return _user_says(sentence)
    if _THINK_GOOD.match(core):  # "I think both basketball and soccer are great!" → "User thinks both …"
        return rewrite_first_person(sentence)
    if _MATTERS_TO_ME.match(core):  # "Family is everything to me" → "User says family is everything to them"
        return _user_says(sentence)
    if _SUITS_ME.match(core) or _HARDEST_FOR_ME.match(core):  # "Mornings work best for me" → "User says mornings …"
        return _user_says(sentence)
    if _PREFERENCE.search(core) or _FAVOURITE.search(core) or _FAN.search(core) or _FIND.match(core):
        subjectless = _FAN.search(core) and not re.match(r"I\b", core)  # "Big fan of jazz"
        return _user_is(sentence) if subjectless else _the_assistant_when(rewrite_first_person(sentence))
    return None


# The start of a sentence about something named, not about what is at hand or someone just mentioned: "Spiders …",
# "Mornings …", "Family …" (not "It …", "That …", "The second one …", "Your answer …", "She …"). Shared by what
# something does to the user, what suits them and what matters to them.
_SOMETHING_NAMED = (
    r"^(?!(?:it|it's|this|that|that's|these|those|your|you|the|what|which|he|she|they|we|everything|nothing|either|"
    r"both|any)\b)[\w'-]+(?:\s+[\w'-]+){0,3}?\s+"
)


# What something does to the user, named: "Spiders freak me out", "Crowds make me anxious", "Spicy food gives me
# heartburn", "Coffee keeps me up at night", "Cilantro tastes like soap to me" (not what is at hand: "That makes me
# happy", "This error makes me crazy", "Your answer confuses me").
_DOES_TO_ME = re.compile(
    _SOMETHING_NAMED + r"(?:(?:really|always|just|totally|kind\s+of|usually)\s+)?"
    r"(?:(?:freak|scare|bother|annoy|drain|stress|exhaust|bore|terrify|upset|relax|calm|soothe)s?\s+me\b|"
    r"makes?\s+me\s+(?:feel\s+)?(?:so\s+|really\s+)?(?:anxious|nervous|sick|sleepy|uncomfortable|dizzy|nauseous|"
    r"tired|sad|happy|calm|itchy|sneeze|cry|queasy|gag)\b|"
    r"gives?\s+me\s+(?:a\s+)?(?:heartburn|headaches?|migraines?|hives|anxiety|nightmares|the\s+creeps|a\s+rash|"
    r"indigestion|stomach\s+aches?)\b|keeps?\s+me\s+(?:up|awake)\b|"
    # (…and to a condition of theirs: "Sawdust aggravates my asthma", "Pollen triggers my allergies")
    r"(?:aggravate|trigger|worsen)s?\s+my\s+(?:asthma|allergies|arthritis|migraines?|eczema|psoriasis|sinuses|"
    r"back|knees?|IBS|reflux|tinnitus|anxiety)\b|"
    r"(?:tastes?|smells?|sounds?|feels?|looks?)\s+like\s+[^.!?]+?\s+to\s+me\b)",
    re.IGNORECASE,
)


# A state of the user's, as why something suits them or not: "my hands are slow", "my memory is terrible".
_HOW_I_AM = re.compile(r"my\s+[\w'-]+\s+(?:is|are)\s+(?:(?:so|too|really|very|pretty)\s+)?[\w'-]+[.!]*$", re.I)
# What suits the user, or does not, named: "Mornings work best for me", "Email is the best way to reach me", "Evenings
# are bad for me", "Sundays are family time for me" (not a time for one meeting, "Friday works best for me", "Tomorrow
# works great for me", nor what is at hand: "That works for me").
_SUITS_ME = re.compile(
    r"^(?!(?:tomorrow|today|tonight|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|noon|\d)\b)"
    + _SOMETHING_NAMED
    + r"(?:works?\s+(?:best|better|well|great)\s+for\s+me|"
    r"(?:is|are)\s+(?:the\s+best\s+way\s+to\s+(?:reach|contact|get\s+(?:hold\s+of|to))\s+me|(?:really\s+|usually\s+|"
    r"always\s+|just\s+)?(?:bad|good|better|best|great|hard|difficult|tough|sacred|off-limits|busy|family\s+time|"
    r"me\s+time)\s+for\s+me))\b",
    re.IGNORECASE,
)
# …and the hardest or the best time of all, "the" and a weekday too: "The holidays are the hardest time for me", "Sunday
# evenings are the worst time of the week for me".
_HARDEST_FOR_ME = re.compile(
    rf"^(?:the\s+)?{_SOMETHING_NAMED[1:]}(?:is|are)\s+(?:the\s+)?(?:hardest|toughest|worst|best|easiest)\s+(?:time|"
    r"part|season|days?|months?|thing)(?:\s+of\s+(?:the\s+)?(?:week|year|day|month))?\s+for\s+me\b",
    re.IGNORECASE,
)


# What matters to the user, named: "Family is everything to me", "Sustainability matters a lot to me", "Health is my
# top priority", "Music is a big part of my life" (not "That means a lot to me", "This is my top priority right now").
_MATTERS_TO_ME = re.compile(
    _SOMETHING_NAMED + r"(?:(?:is|are|means?)\s+(?:everything|the\s+world|so\s+much|a\s+lot)\s+to\s+me|"
    r"(?:is|are)\s+(?:(?:so|very|really)\s+)?important\s+to\s+me|matters?\s+(?:(?:a\s+lot|so\s+much|deeply|most)\s+)?to\s+me|"
    r"(?:is|are)\s+(?:a\s+(?:big|huge|large|important)\s+part\s+of\s+my\s+life|my\s+(?:top\s+|number\s+one\s+)?"
    rf"(?:priority|passion|life)))\b(?![^.!?]*\b{_FOR_NOW}\b)",
    re.IGNORECASE,
)


# What the user thinks well of, by name: "I think both basketball and soccer are great", "I think cats are amazing" (not
# what is on the table: "I think the second one is great", "I think your idea is great", "I think that's great").
_THINK_GOOD = re.compile(
    r"^I\s+(?:really\s+|honestly\s+)?think\s+(?!(?:it|it's|this|that|that's|these|those|the|your|you|they|he|she|we|"
    r"so|both\s+(?:of\s+)?(?:them|options|ideas))\b)(?:both\s+)?[\w'-]+(?:\s+[\w'-]+){0,4}?\s+(?:is|are)\s+"
    r"(?:(?:really|so|pretty|super|just|the)\s+)?(?:great|awesome|fun|cool|amazing|wonderful|fantastic|exciting|"
    r"interesting|beautiful|the\s+best|best)\b",
    re.IGNORECASE,
)


# What the assistant does, in a liking of the user's: "… when you give examples", "… if you explain the why".
_WHEN_YOU = re.compile(
    r"\b(when|if|whenever)\s+you\s+(?:(always|just|also|don't|do\s+not|never)\s+)?([a-z]+(?:n't)?)(?![\w'])", re.I
)


def _the_assistant_when(text: str) -> str:
    """ "User likes it when you give examples" → "User likes it when the assistant gives examples"."""

    def said(match: re.Match) -> str:
        adverb = (match.group(2) or "").lower()
        if adverb in ("don't", "do not"):
            return f"{match.group(1)} the assistant doesn't {match.group(3)}"
        verb = _third_person(match.group(3))
        return f"{match.group(1)} the assistant {adverb + ' ' if adverb else ''}{verb}"

    return re.sub(r"\byour\b", "its", _WHEN_YOU.sub(said, text)) if _WHEN_YOU.search(text) else text


# What the user did of late, without the day: "I ran into my old teacher the other day", "We tried that new
# ramen place the other night" (not what the chat just named: "I read about it the other day").
_OTHER_DAY = re.compile(
    r"^(?:I|we)\b(?!.*\b(?:it|this|that)\s+the\s+other\b).*\bthe\s+other\s+(?:day|night)\b", re.IGNORECASE
)


def _undated_event(sentence: str, core: str, reference: datetime) -> ExtractedMemory | None:
    """What the user did, told without its day ("I once climbed Kilimanjaro", "I came in last at the sports meet", "I
    broke my arm on the trampoline"): an event with no date in its words, so its `occurred_at` is when it was said (it
    happened then or before; a conversation imported later keeps its own time). An experience, a skill learned or a
    prize is part of the user's story and weighs as a lasting fact (the promote job moves it to medium term); the rest
    is news of late."""
    lasting = _ONCE.match(core) or _PLACED.match(core) or _LEARNED.match(core) or _MILESTONE.match(core)
    if not (
        lasting
        or _PERSON_DID.match(core)
        or _MADE.match(core)
        or _MISHAP.match(core)
        or _GIFT.match(core)
        or _CALLED_OFF.match(core)
        or _AT_AN_OCCASION.match(core)
        or _GOOD_TIME.match(core)
        or _TITLE_DONE.match(core)
        or _BACK_FROM.match(core)
        or (_OTHER_DAY.match(core) and _in_the_past(core))
    ):
        return None
    return ExtractedMemory(
        content=_finish(rewrite_first_person(sentence)),
        content_type=ContentType.EVENT,
        memory_nature=MemoryNature.EPISODIC,
        importance=0.7 if lasting else 0.5,
        tier=Tier.SHORT,
        occurred_at=reference,
    )


_EMOJIS = "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d]+"
_EMOJI = re.compile(rf"\s*{_EMOJIS}")
_EMOJI_BREAK = re.compile(
    rf"\s*{_EMOJIS}\s*(?=(?:i|im|i'm|ive|i've|my|we|we're|he|she|hes|shes|they|also|btw)\b|"
    # (…"and", "but", "so" or "plus" only before one: "allergic to cats 😿 and dogs" is one sentence)
    r"(?:and|but|so|plus)\s+(?:i|im|i'm|ive|i've|my|we|we're|he|she|hes|shes|they|it|it's|its)\b)",
    re.IGNORECASE,
)


def _unemoji(text: str) -> str:
    """The text without its emoji; one before the user's next clause ends a sentence ("like 10 a day 😩 im a resident
    doctor" → "like 10 a day. im a resident doctor")."""
    if not _EMOJI.search(text):  # (most text has none: one scan instead of two substitutions)
        return text
    return _EMOJI.sub("", _EMOJI_BREAK.sub(". ", text)).strip()


def sentences(text: str) -> list[str]:
    """The sentences of a message: split after ".", "!" or "?" and at line breaks, but not after an abbreviation."""
    found = []
    lines = text.splitlines()
    listed = sum(1 for line in lines if line.strip()) > 1
    for line in lines:
        pieces: list[str] = []
        line = _unemoji(_BULLET.sub("", line.strip()))
        for piece in _SENTENCE.split(_NUMBERED.sub("", line) if listed else line):
            if pieces and _ABBREVIATION.search(pieces[-1]):
                pieces[-1] += " " + piece
            elif piece:
                pieces.append(piece)
        found += [piece[:MAX_SENTENCE_CHARS] for piece in pieces]
    return found


# Where a sentence goes on with another clause whose subject is "I": after "and" or "but" when the sentence's own
# subject is "I", else only after a comma or a semicolon, so that "My sister and I went hiking" stays whole.
_AND_I = r"(?:and|but)\s+(?:now\s+)?(?=I\b)"
_SEMICOLON_I = r";\s*(?:now\s+|so\s+)?(?=I\b)"
# A clause about someone of the user's after a comma gives the reason for a request: "Please no shellfish, my wife
# is allergic".
# (…or one of the household's people: "Busy week, our nanny Rosa has been a huge help")
_MY_CLAUSE = rf",\s*(?=my\s+\w+\s+\w+|(?i:our)\s+{_PEOPLE}\s+\w+)"
# …and what the household has or where it lives, after a comma: "It's a long flight, and we have two kids with us"
# (without "and" after the user's own clause: "I sing in a choir, we've got a concert on the 13th"; not "Four, we have
# two teenagers", which answers with it).
_WE_HAVE = r"(?=we(?:\s+(?:have|own|live|rent)|'ve\s+got)\b)"
_AND_WE = rf",\s*(?:and|but)\s+{_WE_HAVE}"
_COMMA_WE = rf",\s*(?:(?:and|but)\s+)?{_WE_HAVE}"
# …and what the household has, after a comma: "We want a big kitchen, and our budget is around 500k".
_OUR_CLAUSE = rf",\s*(?:(?:and|but)\s+)?(?=(?i:{_OUR_HOUSEHOLD.pattern}))"
# …and the reason the user gives, a lasting fact of their own: "I pay less rent because I have the small room" (not "I
# left because I was bored").
_BECAUSE_I = r",?\s+because\s+(?=I(?:'m|\s+(?:am|have|live|work|own|rent|share)\b))"
# …and the user's language after a comma: "Please use simple words, English is my second language".
_LANGUAGE_CLAUSE = (
    r",\s*(?=[A-Za-z]+\s+(?:is|isn't|is\s+not)\s+my\s+(?:first|second|third|1st|2nd|3rd|native)\s+language)"
)
_NEXT_CLAUSE = re.compile(
    rf"(?:,\s*|\s+){_AND_I}|{_SEMICOLON_I}|,\s*(?=I\b)|{_MY_CLAUSE}|{_COMMA_WE}|{_OUR_CLAUSE}|{_BECAUSE_I}|{_LANGUAGE_CLAUSE}"
)
_NEXT_CLAUSE_AFTER_COMMA = re.compile(
    rf",\s*{_AND_I}|{_SEMICOLON_I}|,\s*(?=I\b)|{_MY_CLAUSE}|{_AND_WE}|{_OUR_CLAUSE}|{_LANGUAGE_CLAUSE}"
)
# …and, in a sentence that keeps nothing as a whole, the user's clause after "and" or "but" with no comma, where "I" is
# contracted (so no subject such as "The kids and I"): "The baby's teething and I'm running on four hours of sleep".
# (…and one of the user's people: "The twins are teething and my wife is recovering from the flu")
_AND_I_CONTRACTED = re.compile(rf"\s+(?:and|but)\s+(?=I'(?:m|ve|d|ll)\b|my\s+(?:{_PEOPLE})\s+(?:is|has|was)\b)", re.I)


def clauses(sentence: str) -> list[str]:
    """The clauses of a sentence of the user's that joins several of them: "I moved to Lisbon last week and I am
    allergic to peanuts" → ["I moved to Lisbon last week", "I am allergic to peanuts"]; "Three days, and I have a bad
    knee" → ["Three days", "I have a bad knee"]."""
    pattern = _NEXT_CLAUSE if re.match(r"I\b", _LEAD.sub("", sentence)) else _NEXT_CLAUSE_AFTER_COMMA
    return [clause.strip() for clause in pattern.split(sentence) if clause.strip()]


# A laugh or an aside typed inside a sentence, before more of it: "i eat everything lol except olives", "mostly kpop
# tbh, bts forever" (at its start or end, _LEAD and _TAIL take them).
_FILLER = re.compile(r"\s+(?:lol|lmao|lmfao|tbh|ngl|haha+)\b(?=,?\s+\w)", re.IGNORECASE)


def _typed(sentence: str) -> str:
    """The sentence with "I" written as the rules read it: a phone's apostrophe ("I’m"), a lowercase "i", and
    "im" or "ive" typed without one ("im a teacher in madrid" → "I'm a teacher in madrid"); other contractions typed
    without it ("i dont eat meat") and "u" for "you"."""
    sentence = _unemoji(sentence.translate(_APOSTROPHES))
    lead = _LEAD.match(sentence)  # "hey im Sam"
    cut = lead.end() if lead else 0
    sentence = sentence[:cut] + _TYPED_I.sub(lambda match: _TYPED_I_FORMS[match.group(0)], sentence[cut:])
    sentence = _TYPED_IM_CLAUSE.sub(", I'm ", sentence)  # "keep ur answers short im usually typing between shifts"
    sentence = _TYPED_YES.sub("yeah", sentence)  # "yea, graduating in may"
    sentence = _TYPED_WORDS.sub(lambda m: _TYPED_WORDS_READ[m.group(0).lower()], sentence)
    sentence = re.sub(r"\bmeal\s+prep\b", "meal-prep", sentence, flags=re.IGNORECASE)  # "I meal prep on Sundays"
    sentence = _FILLER.sub("", sentence)  # "i eat everything lol except olives"
    sentence = _TYPED_DAY.sub(lambda m: m.group(1) + _TYPED_DAY_NAMES[m.group(2).lower()], sentence)  # "in jan"
    sentence = _DAY_CORRECTED.sub(r"\1\2\3", sentence)  # "april 18th, wait no, the 25th" → "april 25th"
    return _TYPED_SHORT.sub(_typed_short, sentence)


# A day of the month or a year corrected as it is typed, said again alone: "april 18th, wait no, the 25th, …", "in 1990,
# sorry, 1991" (the correction of a later turn is _correction's).
_CORRECTED_BY = r",?\s+(?:wait|sorry|oops|actually)[,!]?\s+(?:no[,!]?\s+)?(?:I\s+mean\s+)?"
_DAY_CORRECTED = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?{_CORRECTED_BY}(?:the\s+)?(\d{{1,2}})((?:st|nd|rd|th)\b|(?=[,.!]|$))|"
    rf"\b(?:19|20)\d\d{_CORRECTED_BY}((?:19|20)\d\d)\b",
    re.IGNORECASE,
)


# A month or a weekday typed short after the word that dates it: "in jan", "on sat", "next thurs", "by fri" (not "I
# sat down", "the sun").
_TYPED_DAY_NAMES = {
    # the months' short names of _MONTHS ("jan", "sept"), each to its full name
    **{short: _MONTH_BY_NUMBER[n].capitalize() for short, n in _MONTHS.items() if short != _MONTH_BY_NUMBER[n]},
    "mon": "Monday",
    "tue": "Tuesday",
    "tues": "Tuesday",
    "wed": "Wednesday",
    "thu": "Thursday",
    "thur": "Thursday",
    "thurs": "Thursday",
    "fri": "Friday",
    "sat": "Saturday",
    "sun": "Sunday",
}
_TYPED_DAY = re.compile(
    r"\b((?:in|on|by|until|till|since|before|after|next|this|last|early|mid|late)[\s-]+)"
    rf"({'|'.join(sorted(_TYPED_DAY_NAMES, key=len, reverse=True))})\b\.?",
    re.IGNORECASE,
)


# A statement of the user's before the question it leads to: "I accidentally broke a bowl, will Mom be angry?",
# "We use Postgres, should we add an index?".
_STATEMENT_THEN_QUESTION = re.compile(
    r"^((?:I|we|my|our)\b[^?]*?),\s*(?:will|would|can|could|should|shall|do|does|did|is|are|was|what|how|why|"
    r"any)\b[^,]*\?$",
    re.IGNORECASE,
)


# What the user may not have, and why: "No shellfish, I'm allergic", "No peanuts please, I'm allergic" (read as "I'm
# allergic to shellfish").
_NO_ALLERGIC = re.compile(
    r"^(?:no|nothing\s+with)\s+([\w\s-]{1,30}?)(?:,?\s+please)?,\s*(?:I'm|I\s+am)\s+((?:very|severely|deathly)\s+)?"
    r"allergic\s*([.!]*)$",
    re.IGNORECASE,
)
# A thing of the user's named in a message ("My commute is killing me", "My laptop keeps freezing"), which the
# assistant's next question may call "it" ("How long is it?").
_THINGS = (
    r"commute|job|car|laptop|phone|computer|apartment|house|flat|room|office|dog|cat|puppy|kitten|bike|garden|kitchen|"
    r"thesis|project|business|startup|diet|back|knee|shoulder|neck|tooth|wrist|ankle|hip|rent|mortgage|salary|budget|"
    r"flight|trip|wedding|interview|exam|surgery|appointment|headaches?|cough|rash|bakery|cafe|café|shop|store|"
    r"restaurant|salon|studio|clinic|blog|podcast|band|novel|"
    # …and the appliances and devices of their home: "My fridge is leaking" / "What brand is it?"
    r"dishwasher|washing\s+machine|washer|dryer|fridge|refrigerator|freezer|oven|stove|microwave|boiler|furnace|heater|"
    r"printer|router|tv|television|camera|watch|headphones|tablet|ipad|kindle|console|e-bike|scooter|motorcycle|truck|van"
)
_THING_NAMED = re.compile(rf"\bmy\s+((?:(?:new|old|current|daily)\s+)?(?:{_THINGS}))\b", re.IGNORECASE)
# …which the user's next sentence may call "it" too, followed by what it is ("I hate my commute. It's an hour each way",
# "I started a new diet. It's mostly plants"; not how it feels: "My dog is sick. It's so sad").
_THING_BEFORE = re.compile(
    rf"^(?:I\b.*?\b(?:my|a|an)|my)\s+((?:(?:new|old|current|daily)\s+)?(?:{_THINGS}))\b", re.IGNORECASE
)
_IT_IS = re.compile(
    r"^it(?:'s|\s+is)\s+(?=(?:a|an|the|mostly|about|around|only|just|over|under|almost|nearly|\d+|one|two|three|four|"
    r"five|six|seven|eight|nine|ten)\b)",
    re.IGNORECASE,
)


def _it_of_theirs(said: list[str], questions: list[str]) -> list[str]:
    """The sentences of a message, each that opens with "It's" and what it is, after one that named a thing of the
    user's, opening with that thing instead: "I hate my commute. It's an hour each way." → "… My commute is an hour
    each way."; and so the first, after a yes or a no, when the assistant's question asked about that thing: "Is your
    router upstairs?" / "No, it's in the basement." → "No, my router is in the basement."."""
    asked = next((m for m in map(_ASKED_OF_THEIRS.match, reversed(questions)) if m), None)
    done = _DO_YOU_THING.match(questions[-1]) if questions else None
    resolved = []
    for i, sentence in enumerate(said):
        if i == 0 and done:
            sentence = _it_done(sentence, done)
        if i == 0 and asked:
            yes_or_no = _YES_NO_IT.match(sentence)
            if yes_or_no:
                rest = sentence[yes_or_no.end() :]
                verb = yes_or_no.group(2) or "is"
                resolved.append(f"{yes_or_no.group(1)} my {asked.group(1).lower()} {verb} {rest}")
                continue
        opens = _IT_IS.match(sentence)
        named = _THING_BEFORE.match(_LEAD.sub("", said[i - 1])) if opens and i else None
        resolved.append(f"My {named.group(1).lower()} is {sentence[opens.end() :]}" if named else sentence)
    return resolved


# A yes that goes on with the user's clause ("Yeah, I've been playing it since college"), and in it "it" as the object
# of their verb (not a subject: "unless it rains", "it's", "it gets").
def _it_done(sentence: str, done: re.Match) -> str:
    """A yes to "Do you …?" that goes on with the user's own clause, its "it" as what the question named: "Do you play
    guitar?" / "Yeah, I've been playing it since college." → "Yeah, I've been playing guitar since college." (not to "Do
    you like sushi?" / "Yes, I love it.", whose yes says it already)."""
    verb, asked = done.groups()
    if re.match(r"(?:like|love|enjoy|prefer|mind|want|need)$", verb, re.I) or re.search(r"\byou\b", asked, re.I):
        return sentence
    if not _YES_I.match(sentence):
        return sentence
    thing = re.split(r"\s+(?:to|at|in|on|for|with|from|every|each|after|before|when|during)\b", asked)[0]
    thing = re.sub(r"\byour\b", "my", thing.strip(), flags=re.I)
    return _IT_DONE.sub(lambda m: f"{m.group(1)} {thing}", sentence, count=1)


# "Do you ride your bike to work?": the verb, and what it names (the words up to a preposition are the thing).
_DO_YOU_THING = re.compile(
    r"^do\s+you\s+(?:(?:also|still|really|usually|often|sometimes|regularly|ever)\s+)?([a-z]+)\s+(.+?)\s*\?$", re.I
)
_YES_I = re.compile(r"^(?:yes|yeah|yep|yup)\b[,!.]?\s+I\b", re.IGNORECASE)
_IT_DONE = re.compile(
    r"\b((?!(?:and|but|so|if|when|unless|because|that|as|since|while|until|though|although|whether)\b)[a-z]+)\s+it\b"
    r"(?!'|\s+(?:is|was|has|will|would|can|could|does|did|[a-z]+s)\b)"
)
# A question about a thing of the user's ("Is your laptop new?", "Was your flight on time?"), and an answer that calls
# it "it" after its yes or no ("No, it's about five years old.").
_ASKED_OF_THEIRS = re.compile(
    rf"^(?:is|was|are|were)\s+your\s+((?:(?:new|old|current)\s+)?(?:{_THINGS}))\b(?!'s)[^?]*\?$", re.IGNORECASE
)
_YES_NO_IT = re.compile(
    r"^((?:yes|yeah|yep|yup|no|nope|nah|not\s+really)[,.!]?)\s+it(?:'s|\s+(is|was))\s+", re.IGNORECASE
)


# …and what the user is making, which is theirs too: "I'm writing a novel", "I'm starting a podcast" (the assistant's
# "What genre is it?" asks about it).
_MAKING = re.compile(
    r"\bI(?:'m|\s+am)\s+(?:writing|starting|opening|launching|recording|building|running|planning)\s+(?:a|an|my)\s+"
    r"((?:(?:new|first|second)\s+)?(?:novel|book|cookbook|memoir|blog|podcast|bakery|cafe|café|shop|store|restaurant|"
    r"band|startup|business|newsletter|channel))\b",
    re.IGNORECASE,
)
# …and the business the user runs: "I run a small bakery in Portland", "I own a little coffee shop" (the assistant's
# "How long have you had it?" asks about it).
_RUNNING = re.compile(
    r"\bI\s+(?:run|own|manage)\s+(?:a|an)\s+(?:(?:small|little|tiny|new)\s+)?((?:[\w-]+\s+){0,2}?(?:bakery|cafe|café|"
    r"shop|store|restaurant|salon|studio|clinic|business|startup|company|practice|gym|bar|farm|boutique))\b",
    re.IGNORECASE,
)
# Where the user is going, named with a verb or a noun of travel: "a trip to Portugal", "I'm heading to Denver",
# "take the kids to Disney World", "I'd love to visit Scotland" (capitalised words, not a month or a weekday), which
# the assistant's next question may leave out ("When are you going?", "How long will you be there?").
_GOING_TO = re.compile(
    r"(?i:\b(?:(?:trip|vacation|holiday|getaway|honeymoon|go|going|goes|fly|flying|head|heading|headed|travel|"
    r"travell?ing|move|moving|drive|driving|(?:take|taking)(?:\s+[\w']+){0,3}?)\s+to|visit|visiting))\s+"
    rf"((?!(?i:{_MONTH_NAMES}|{_WEEKDAY_NAMES}|I)\b)[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)*)"
)
# One of the user's people named in a sentence ("I have a sister", "My best friend is Tom"), whom the next sentences
# may call "she" or "he": the kin word says which, a friend or a pet may be either.
_SHE = (
    r"(?:mother|sister|daughter)-in-law|sister|mom|mum|mother|daughter|wife|girlfriend|aunt|auntie|grandma|grandmother|"
    r"granny|nana|niece|fianc[eé]e"
)
_HE = (
    r"(?:father|brother|son)-in-law|brother|dad|father|son|husband|boyfriend|uncle|grandpa|grandfather|nephew|fianc[eé]"
)
_EITHER = (
    r"best\s+friend|friend|partner|boss|manager|neighbou?r|roommate|deskmate|classmate|teacher|coach|cousin|colleague|"
    r"coworker|doctor|therapist|dog|cat|puppy|kitten"
)
# …and those of them named in the plural, whom a later "they" may be ("My parents live in Ohio. They're retired.").
_THEY = (
    r"parents|kids|children|grandparents|in-laws|twins|siblings|sisters|brothers|sons|daughters|friends|roommates|"
    r"neighbou?rs|cousins|grandkids|grandchildren"
)
_SOMEONE_NAMED = re.compile(
    # (…and a pet new to the household: "I just adopted a rescue dog", "I got a new puppy")
    r"\b(?:my|a|an)\s+((?:(?:little|big|older|younger|elder|eldest|oldest|youngest|baby|twin|step|rescue|new|foster)\s*)?"
    rf"(?:(?P<she>{_SHE})|(?P<he>{_HE})|(?P<either>{_EITHER})))\b|\bmy\s+((?:(?:two|three|four|little|older|younger|"
    rf"best|closest)\s+)*(?P<they>{_THEY}))\b",
    re.IGNORECASE,
)
# …and one who is the object of the user's verb: "I text her every day", "I'm visiting him on Saturday" (not "her"
# before a noun of hers, "I borrowed her car"; nor in a sentence that names someone else).
_OBJECT_AFTER = (
    r"(?=\s*(?:[.!?,;]|$)|\s+(?:every|each|most|on|at|in|to|about|for|with|from|after|before|when|if|because|once|"
    r"twice|sometimes|often|daily|weekly|a|an|the|this|next|last|tomorrow|today|tonight|again|too|back|all|"
    r"a\s+lot)\b)"
)
_OBJECT_BEFORE = rf"(\b{USERS_OWN}\s+(?:[a-z]+\s+){{0,2}}?[a-z]+\s+)"
_HER = re.compile(rf"{_OBJECT_BEFORE}her\b{_OBJECT_AFTER}")
_HIM = re.compile(rf"{_OBJECT_BEFORE}him\b")
_HER_OR_HIM = re.compile(rf"{_OBJECT_BEFORE}(?:him\b|her\b{_OBJECT_AFTER})")
# A sentence that goes on about them: "She lives in Paris", "He's a chef", "She has three cats", "They're retired".
_PRONOUN_OPENS = re.compile(
    r"^(?:(?P<she>she)|(?P<he>he))(?:('s)(?=\s+(got|been)\b)|('s))?\b|^(?P<they>they)(?:'(re|ve))?\b", re.IGNORECASE
)
# …after how they are, which is the moment's: "How's your dad doing?" / "Up and down, he's on dialysis three mornings a
# week." (said of them, that is "My dad is on dialysis …").
_HOW_THEY_ARE = re.compile(
    r"^(?:up\s+and\s+down|not\s+(?:great|good|bad|too\s+bad|so\s+good|well)|better|worse|good|okay|ok|fine|so-so|"
    r"stable|hanging\s+in\s+there|rough|hard\s+to\s+say)[,;]\s+(?=(?:he|she|they)\b)",
    re.IGNORECASE,
)
# …or about something of theirs: "Her birthday is June 2nd", "His name is Theo", "Their house is in Ohio".
_THEIRS_OPENS = re.compile(r"^(?:(?P<she>her)|(?P<he>his)|(?P<they>their))\s+(?=[a-z])", re.IGNORECASE)


def _said_of_them(said: list[str], someone: tuple[str, str] | None = None) -> tuple[list[str], tuple[str, str] | None]:
    """The sentences of a message, each that opens with "she", "he" or "they" after one that named one of the user's
    people opening with them instead: "I have a sister. She lives in Paris." → "… My sister lives in Paris."; and
    "her" or "him" after the user's verb as them: "How often do you see your grandma?" / "Once a month, and I text her
    every day." → "… and I text my grandma every day."."""
    resolved = []
    for sentence in said:
        mood = _HOW_THEY_ARE.match(sentence) if someone is not None else None
        opens = _PRONOUN_OPENS.match(sentence[mood.end() :] if mood else sentence)
        if opens and someone is not None:
            who, gender = someone
            said_as = next(k for k in ("she", "he", "they") if opens.group(k))
            if said_as == gender or (gender == "either" and said_as != "they"):
                if said_as == "they":
                    verb = {"re": " are", "ve": " have"}.get((opens.group(7) or "").lower(), "")
                else:
                    verb = " has" if opens.group(3) else " is" if opens.group(5) else ""
                sentence = f"My {who}{verb}" + sentence[(mood.end() if mood else 0) + opens.end() :]
        theirs = _THEIRS_OPENS.match(sentence)
        if theirs and someone is not None:
            who, gender = someone
            said_as = next(k for k in ("she", "he", "they") if theirs.group(k))
            if said_as == gender or (gender == "either" and said_as != "they"):
                sentence = f"My {who}'{'' if who.endswith('s') else 's'} " + sentence[theirs.end() :]
        if someone is not None and someone[1] != "they" and not _SOMEONE_NAMED.search(sentence):
            object_of = _HER if someone[1] == "she" else _HIM if someone[1] == "he" else _HER_OR_HIM
            sentence = object_of.sub(lambda m, who=someone[0]: f"{m.group(1)}my {who}", sentence, count=1)
        resolved.append(sentence)
        named = list(_SOMEONE_NAMED.finditer(sentence))
        if named:
            someone = _person(named[-1])
    return resolved, someone


def _of_them(clause: str, someone: tuple[str, str] | None) -> str:
    """A clause of the user's own with "her" or "his" (before a noun of theirs), or "her" or "him" (after the user's
    verb), as the person someone names ("wife", "she"): "I'm her full-time caregiver now" → "I'm my wife's full-time
    caregiver now". Unchanged when it names someone else, or when the pronoun is not theirs."""
    if (
        someone is None
        or someone[1] == "they"
        or _SOMEONE_NAMED.search(clause)
        or not re.match(USERS_OWN, clause, re.I)
    ):
        return clause
    who, gender = someone
    possessive = {"she": r"her", "he": r"his", "either": r"her|his"}[gender]
    owned = re.sub(
        rf"(\b{USERS_OWN}\s+(?:[a-z-]+\s+){{0,3}}?)(?:{possessive})\s+(?!(?:every|each|most|on|at|in|to|about|for|with|from|after|before|when|"
        r"if|because|once|twice|sometimes|often|daily|weekly|a|an|the|this|next|last|tomorrow|today|tonight|again|too|"
        r"back|all)\b)(?=[a-z])",
        lambda m: f"{m.group(1)}my {who}'{'' if who.endswith('s') else 's'} ",
        clause,
        count=1,
    )
    if owned != clause:
        return owned
    object_of = _HER if gender == "she" else _HIM if gender == "he" else _HER_OR_HIM
    return object_of.sub(lambda m: f"{m.group(1)}my {who}", clause, count=1)


def _person(named: re.Match) -> tuple[str, str]:
    """One of the user's people as _SOMEONE_NAMED found them: who ("sister", "best friend") and whether "she", "he",
    either or "they" is said of them."""
    who = " ".join((named.group(1) or named.group(5)).lower().split())
    return who, next(k for k in ("she", "he", "either", "they") if named.group(k))


def _someone_asked(questions: list[str]) -> tuple[str, str] | None:
    """The last of the user's people the assistant's questions ask about ("How often do you see your grandma?"), as
    _said_of_them takes them, whom the reply may call "she" or "her"; None when they name none."""
    named = [m for question in questions for m in _SOMEONE_NAMED.finditer(re.sub(r"\byour\b", "my", question))]
    return _person(named[-1]) if named else None


# A lasting fact about the user, then what it asks of every answer: "I'm colorblind, so avoid red and green in
# charts", "English isn't my first language, so keep it simple", "I'm vegetarian, so please suggest vegetarian recipes".
_SO_ASK = re.compile(
    r"^(.*?\b(?:I|my)\b[^,]*?),?\s+so\s+((?:please,?\s+)?(?:keep|avoid|use|explain|suggest|give|write|make|speak|talk|"
    r"answer|reply|respond|show|include|skip|stick|go\s+easy|don't|do\s+not|never|always|try|recommend|describe|"
    # (…and where to put things in the user's day: "I focus best at night, so plan the writing tasks for the evening")
    r"flag|mark|stay\s+away|schedule|plan|put|"
    # (…and what to do whenever the assistant does something: "I stutter, so when you help me prep for calls, give me
    # short lines")
    r"when(?:ever)?\s+you)\b(?!\s+(?:that|this|it)\s+in\s+mind\b).*)$",
    re.IGNORECASE,
)


# "keep it simple" asks it of the answers: "keep its answers simple" (not "keep it out of every recipe", the thing).
_KEEP_IT = re.compile(r"^((?:please,?\s+)?keep)\s+(?:it|things)\b(?!\s+(?:out|away|off)\b)", re.IGNORECASE)


def _fact_and_request(sentence: str, reference: datetime) -> list[ExtractedMemory]:
    """The two memories of a lasting fact and what it asks of every answer (_SO_ASK), else none: "I'm in a hurry,
    so keep it short" states no lasting fact, and asks nothing for good; "I'm gluten intolerant, so keep that in mind"
    and "I'm lactose intolerant, so no dairy please" ask nothing the fact does not say."""
    asks = _SO_ASK.match(sentence)
    if not asks:
        return []
    fact = _classify(asks.group(1) + ".", reference)
    asked = _KEEP_IT.sub(r"\1 your answers", asks.group(2))
    if re.match(r"when(?:ever)?\s+you\b", asked, re.IGNORECASE):  # (an order for whenever it does something)
        ordered = _conditioned_request(asked[:1].upper() + asked[1:], reference)
        request = ordered[0] if ordered else None
    else:
        said = _instruction("From now on, " + asked)
        request = _request(said) if said else None
    if fact is None or fact.content_type != ContentType.FACT or request is None:
        return []
    return [fact, request]


# An order for whenever the assistant does something: "When you write code for me, always add type hints" (not "When
# you get a chance, check my essay").
_WHENEVER_YOU = re.compile(
    r"^when(?:ever)?\s+you\s+(write|give|suggest|show|recommend|answer|reply|respond|explain|summari[sz]e|make|plan|"
    r"draft|send|list|format|quote|cite|translate|talk|mention|review|edit|generate|create|describe|compare|"
    r"recap|help|proofread|check|correct|fix)\b([^,]*),\s+(.+)$",
    re.IGNORECASE,
)
# The verbs of _WHENEVER_YOU by which the assistant writes or makes a thing of the user's, and that thing, named by "my"
# or "our": "my cover letters", "our menu descriptions".
_WRITES_OR_MAKES = {"write", "draft", "make", "plan", "format", "create", "generate", "edit", "proofread", "list"}
_MADE_THING = re.compile(r"\s+((?:my|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)\s*$", re.IGNORECASE)
# …and for whenever the user does something with the assistant: "When I send you a draft, point out any jargon", "When I
# ask for feedback on an email, tell me if it sounds passive-aggressive", "When I vent about my ex, don't take sides"
# (not "When I get home, …").
_WHENEVER_I = re.compile(
    r"^when(?:ever)?\s+I\s+(send|share|ask|give|paste|show|upload|forward|post|bring|vent|complain|rant|talk|write)\b"
    r"([^,]*),\s+(.+)$",
    re.IGNORECASE,
)
# …and for whenever the user is in a state, or after a kind of day: "When I'm stressed, keep answers short", "On bad
# days, don't give me a to-do list", "After bad calls I don't want advice, …" (not "When I get home, …", "After the
# meeting, …": a time, not a state).
_IN_A_STATE = re.compile(
    r"^((?:when(?:ever)?|if)\s+I(?:'m|\s+am)\s+(?:(?:really|very|so|feeling|a\s+bit)\s+)?(?:stressed(?:\s+out)?|upset|"
    r"anxious|overwhelmed|sad|down|angry|frustrated|exhausted|venting|ranting|struggling|panicking|spiral+ing|"
    r"burn[et]d?\s+out)|(?:after|on|during)\s+(?:a\s+)?(?:bad|hard|rough|long|tough|stressful|busy|awful|terrible)\s+"
    r"(?:days?|nights?|shifts?|calls?|weeks?|sessions?|meetings?))\b,?\s+(.+)$",
    re.IGNORECASE,
)
_REASON_AFTER = re.compile(r",\s+(?=(?:I(?:'m|'ve|'ll|'d)?|she|he|she's|he's)\s)")
# A dislike of how the assistant answers, with the order that follows it: "I hate jargon, keep it simple", "I can't
# stand emojis, leave them out".
# (…and what the user doesn't want then, in a state of theirs: "After bad calls I don't want advice, just let me vent")
_DISLIKE_ASK = re.compile(
    r"^(I\s+(?:really\s+)?(?:hate|dislike|can't\s+stand|cannot\s+stand|don't\s+like|do\s+not\s+like|"
    r"(don't|do\s+not)\s+(?:want|need))\s+[^,]+|"
    # (…or what a thing does to the user: "Cilantro tastes like soap to me, leave it out of every recipe")
    r"(?!(?:it|this|that|these|those)\b)[\w'-]+(?:\s+[\w'-]+){0,2}\s+(?:tastes?\s+like\s+[^,]+?\s+to\s+me|"
    r"makes?\s+me\s+(?:gag|sick|nauseous|queasy)))\s*,\s+"
    r"((?:please,?\s+)?(?:keep|avoid|use|get|leave|cut|skip|just|stick|stop|don't|do\s+not|never|always|give|write|"
    r"answer|reply|respond)\b.*)$",
    re.IGNORECASE,
)


def _standing_order(asked: str) -> str | None:
    """_instruction's words for an order given for good ("keep it simple" asks it of the answers)."""
    asked = _KEEP_IT.sub(r"\1 your answers", asked)
    return _instruction("From now on, " + asked.rstrip(" .!"))


def _conditioned_request(sentence: str, reference: datetime) -> list[ExtractedMemory]:
    """An order for whenever the assistant does something, or the user is in a state, or after a dislike of how it
    answers, as one request for good that says both ("User asks the assistant to always add type hints when it writes
    code for them.", "… to keep answers short when they're stressed.", "User hates jargon; they ask the assistant to
    keep its answers simple."); else none."""
    state = _IN_A_STATE.match(sentence)
    if state:
        when = _rest_pronouns(state.group(1)[:1].lower() + state.group(1)[1:])  # "when they're stressed"
        rest = state.group(2)
        if _DISLIKE_ASK.match(rest):  # "After bad calls I don't want advice, just let me vent"
            return _disliked_then_asked(_DISLIKE_ASK.match(rest), reference, when=when)
        request = _standing_order(rest)
        return [_request(f"{request} {when}")] if request else []
    when = _WHENEVER_YOU.match(sentence)
    if when:
        # (the user's reason after the order stays after it: "When you review my cover letters, be blunt, I don't need
        # cheerleading." → "… to be blunt when it reviews their cover letters; they don't need cheerleading.")
        said, reason = when.group(3), _REASON_AFTER.search(when.group(3))
        order, made = said[: reason.start()] if reason else said, when.group(2)
        # what the assistant writes or makes of the user's, said again as "them" or "it" in the order, is said there by
        # its name: "When you write my cover letters, keep them under one page" → "… to keep their cover letters under
        # one page when it writes them" (not of what it reads: "When you summarize my notes, keep it short")
        thing = _MADE_THING.match(made) if when.group(1).lower() in _WRITES_OR_MAKES else None
        if thing:
            plural = thing.group(1).lower().endswith("s")
            named = re.sub(r"\bthem\b" if plural else r"\bit\b", thing.group(1), order, count=1, flags=re.I)
            if named != order:
                order, made = named, " them" if plural else " it"
        request = _standing_order(order)
        doing = re.sub(r"\bme\b", "them", re.sub(r"\bmy\b", "their", made, flags=re.I), flags=re.I)
        why = "; " + _rest_pronouns(said[reason.end() :]).rstrip(" .!") if reason else ""
        return [_request(f"{request} when it {_third_person(when.group(1).lower())}{doing}{why}")] if request else []
    when = _WHENEVER_I.match(sentence)
    if when:
        request = _standing_order(when.group(3))
        doing = re.sub(r"\byou\b", "it", re.sub(r"\bmy\b", "their", when.group(2), flags=re.I), flags=re.I)
        return [_request(f"{request} when they {when.group(1).lower()}{doing}")] if request else []
    dislike = _DISLIKE_ASK.match(sentence)
    return _disliked_then_asked(dislike, reference) if dislike else []


def _disliked_then_asked(dislike: re.Match, reference: datetime, *, when: str = "") -> list[ExtractedMemory]:
    """A dislike of how the assistant answers and the order after it (_DISLIKE_ASK), with the state it holds in: "User
    doesn't want advice after bad calls; they ask the assistant to just let them vent." What the user doesn't want or
    need is said for good only in such a state ("I don't want a long answer, just give me the command" is for now)."""
    if dislike.group(2) and not when:
        return []
    taste, request = _classify(dislike.group(1) + ".", reference), _standing_order(dislike.group(3))
    said = taste.content if taste else rewrite_first_person(dislike.group(1) + ".") if when else None
    if said is None or request is None or not request.startswith("User asks the assistant "):
        return []
    said = said.rstrip(".") + (f" {when}" if when else "")
    return [_request(f"{said}; they ask the assistant {request[len('User asks the assistant ') :]}")]


# A question that tells something lasting about the user on the way: "As a vegan, where can I get B12?", "Being a
# night owl, …?", "As someone with asthma, …?", "Since I work from home, …?", "… for a first-time homeowner like me?"
# (not "As a joke, …?", "As a reminder, …?").
_AS_A = re.compile(
    r"^(?:as|being)\s+(an?\s+(?!(?:joke|reminder|test|rule|side\s+note|example|favou?r|treat|follow-?up|bonus|start|"
    r"precaution|gift|team|group|company|family|backup|fallback|last\s+resort|template|draft|summary|quick\s+note|"
    r"heads?\s+up|whole|result|matter\s+of\s+fact|first\s+step|reference|guide|rough\s+guide|rule\s+of\s+thumb)\b)"
    r"[\w'-]+(?:\s+[\w'-]+){0,3}?|someone\s+(?:with|who)\s+[^,]+?),\s+[^,]+\?$",
    re.IGNORECASE,
)
_SINCE_I = re.compile(
    r"^(?:since|given\s+that|because|considering(?:\s+that)?|now\s+that)\s+(I\b[^,]+),\s+[^,]+\?$", re.IGNORECASE
)
_LIKE_ME = re.compile(r"\bfor\s+(an?\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+like\s+me\b[^,]*\?$", re.IGNORECASE)


def _first_person(verb: str) -> str:
    """The verb after "someone who", as "I" says it: "hates" → "hate", "tries" → "try", "is" → "am"."""
    lower = verb.lower()
    said = {"is": "am", "has": "have", "does": "do", "goes": "go", "was": "was"}.get(lower)
    if said:
        return said
    if re.search(r"(?:sh|ch|ss|x|z|o)es$", lower):
        return verb[:-2]
    if lower.endswith("ies"):
        return verb[:-3] + "y"
    return verb[:-1] if lower.endswith("s") and not lower.endswith("ss") else verb


def _told_in_question(sentence: str) -> str:
    """What a question tells of the user on the way, as a sentence of theirs ("As a vegan, where can I get B12?" → "I'm
    a vegan."); any other sentence as it is."""
    match = _AS_A.match(sentence)
    if match:
        who = match.group(1)
        if re.match(r"someone\s+with\s+", who, re.I):
            return f"I have {who.split(None, 2)[2]}."
        if re.match(r"someone\s+who\s+", who, re.I):  # "someone who hates cooking" → "I hate cooking."
            verb, _, rest = who.split(None, 2)[2].partition(" ")
            return f"I {_first_person(verb)} {rest}".rstrip() + "."
        return f"I'm {who[:1].lower()}{who[1:]}."
    match = _SINCE_I.match(sentence) or _LIKE_ME.search(sentence)
    if match:
        told = match.group(1)
        return (told if told.startswith("I") else f"I'm {told}") + "."
    return sentence


# A clause whose object is a bare pronoun, which says nothing alone ("I never listen to them", "I can't stand it").
_ABOUT_THEM = re.compile(r"\b(?:it|them|this|that|these|those)\s*[.!?]*$", re.IGNORECASE)


def _memories_of(sentence: str, reference: datetime, *, typed: bool = False) -> list[ExtractedMemory]:
    """The sentence as one memory, plus each later clause that is another kind of memory than the sentence as a
    whole (the fact inside a dated event: "… and I am allergic to peanuts" → "User is allergic to peanuts."); a
    lasting fact and what it asks of every answer, two (_SO_ASK). `typed`: the sentence is read as typed already."""
    sentence = _help_with_plan(_AND_HELP_NOW.sub("", _THE_CARER.sub("My ", sentence if typed else _typed(sentence))))
    sentence = _TAIL.sub(r"\1", sentence)  # (its words are no clause of their own: "Back in August, I think.")
    sentence = _named_then_said(sentence)
    sentence = _NO_ALLERGIC.sub(
        lambda m: f"I'm {m.group(2) or ''}allergic to {m.group(1)}{m.group(3) or '.'}", sentence
    )
    sentence = _told_in_question(sentence)
    stated = _STATEMENT_THEN_QUESTION.match(sentence)
    if stated and re.match(_KEEPS_HAPPENING, stated.group(1), re.IGNORECASE):
        return []  # ("My chain keeps skipping on hills, can you help me figure out why?": the problem at hand)
    if stated:
        sentence = stated.group(1) + "."
    both = _fact_and_request(sentence, reference) or _conditioned_request(sentence, reference)
    if both:
        return both
    whole = _classify(sentence, reference)
    found = [whole] if whole is not None else []
    first, *later = clauses(sentence) or [""]
    # (the one of the user's people the first clause names is "her" or "him" in a later one, read alone: "My mom was
    # diagnosed with MS last year, I'm her main caregiver" → "User is their mom's main caregiver.")
    named = list(_SOMEONE_NAMED.finditer(first))
    someone = _person(named[-1]) if named else None
    for clause in later:
        clause = _of_them(clause, someone)
        # "Don't send me memes, I never open them": the reason for a request, about what the request names
        if _ABOUT_THEM.search(clause) and any(kept.pinned for kept in found):
            continue
        # "Her party is on the 13th, I want to be ready by then": by the time the sentence says, which keeps it;
        # "Fingerspelling is the hardest part for me, my hands are slow": why, which alone says less
        why = _HOW_I_AM.match(clause) and (_SUITS_ME.match(sentence) or _HARDEST_FOR_ME.match(sentence))
        if found and (why or BY_THEN.search(", " + clause)):
            continue
        part = _classify(clause, reference)
        # (a taste after a request, both preferences, is another kind: "Please avoid toll roads, I hate paying them")
        if part is not None and all(
            (part.content_type, part.pinned) != (kept.content_type, kept.pinned) for kept in found
        ):
            found.append(part)
    # "I'm a nurse and I have a shift on Friday": the lasting fact before a dated event's clause outlives the event (not
    # one of a day told as it goes: "He seems fine, but I'm still worried because Eddie was there today")
    if later and whole and whole.content_type == ContentType.EVENT and whole.occurred_at.date() != reference.date():
        lasting = _classify(first, reference)
        if lasting is not None and lasting.content_type != ContentType.EVENT and lasting.occurred_at is None:
            found.insert(1, lasting)
    if not found:
        found = [part for clause in _AND_I_CONTRACTED.split(sentence)[1:] if (part := _classify(clause, reference))]
    return found


def _summary(conversation: Conversation, reference: datetime) -> ExtractedMemory | None:
    said = [m for m in conversation.messages if m.role == "user"]
    if not said:
        return None
    snippets = []
    for message in said:
        # Its first sentence of three words or more that says what the message is about: not a greeting ("Hi! I just
        # moved to Lisbon …"), nor the chat of the moment ("I have a question about the API. How do I paginate?").
        first = next(
            (
                s
                for s in sentences(message.content)
                if REDACTED not in s and len(s.split()) >= 3 and not _of_the_moment(_opening_off(_typed(s), _LEAD))
            ),
            None,
        )
        if first and first not in snippets:
            snippets.append(first if len(first) <= 120 else first[:117].rstrip() + "…")
        if len(snippets) == SUMMARY_SNIPPETS:
            break
    if not snippets:
        return None
    via = f" via {conversation.source_client}" if conversation.source_client else ""
    count = len(conversation.messages)
    content = f"Conversation{via} ({count} message{'s' if count != 1 else ''}). The user said: " + " / ".join(
        f'"{s}"' for s in snippets
    )
    return ExtractedMemory(
        content=content,
        content_type=ContentType.CONVERSATION,
        memory_nature=MemoryNature.EPISODIC,
        importance=0.3,
        tier=Tier.SHORT,
        occurred_at=reference,
    )


# Two short answers in one reply, to two questions asked at once: "Evenings. About 45 minutes.", "We rent, and no
# garden." (at most MAX_PAIRED_WORDS words each).
_ANSWERS_JOINED = re.compile(r"^(.+?)(?:,\s*and|;)\s+(.+)$", re.IGNORECASE)
MAX_PAIRED_WORDS = 8


def _with_answers(
    questions: list[str], reply: str, said: list[str], each: list[list[ExtractedMemory]], reference: datetime
) -> list[ExtractedMemory]:
    """What a reply keeps, read with the assistant's questions before it (_with_answer). Two questions asked at once
    ("Do you live in an apartment or a house? And do you have other pets?") are answered in turn by a reply of two
    short parts ("An apartment, and no other pets."), each read with its own; a reply of one part, with the first
    question that it answers; a longer one, with the last, as when one question is asked."""
    if len(questions) == 1:
        return _with_answer(questions[0], reply, said, each, reference)
    parts = said if len(said) == 2 else []
    joined = _ANSWERS_JOINED.match(said[0].rstrip(".!")) if len(said) == 1 else None
    if joined:
        parts = [joined.group(1) + ".", joined.group(2) + "."]
    if parts and all(len(part.split()) <= MAX_PAIRED_WORDS for part in parts):
        return [
            memory
            for question, part in zip(questions, parts, strict=True)
            for memory in _with_answer(question, part, [part], [_memories_of(part, reference)], reference)
        ]
    kept = [memory for memories in each for memory in memories]
    for question in questions if len(said) == 1 else questions[-1:]:
        found = _with_answer(question, reply, said, each, reference)
        if any(all(memory is not other for other in kept) for memory in found):
            return found
    return kept


# A clause of the user's after a short answer that says "it", "him", "her" or "them" of it ("Cello, I've played it
# since I was six"; not "Yes, my son just turned two and we take him everywhere", whose "him" is the son).
_BACK_TO_IT = re.compile(
    r"[\s,;-]*(?:(?:and|but|so)\s+)?I(?:'ve|'m|'d|'ll)?\s+[^,.!?]*?\b(?:it|him|her|them)\b|"
    # (…or who taught the user what the question asks of: "Since I was nine, my grandpa taught me.")
    r"[\s,;-]*(?:and\s+)?(?:my\s+[\w'-]+(?:\s+[\w'-]+)?|an?\s+[\w'-]+)\s+(?:taught|showed)\s+me(?:\s+how)?[.!]*$",
    re.IGNORECASE,
)
# A yes to "Do you have …?" that goes on with more ("Yes, and I drive it to work every day"): the yes answers too.
_YES_AND_MORE = re.compile(
    r"^(?:yes|yeah|yep|yup|definitely|absolutely|of\s+course|sure)\b[,!.]?\s+(?:and|but|so|I|my|we|our)\b",
    re.IGNORECASE,
)
# (…to "Do you have a car?", or to what the user does: "Do you compost?" / "Yes, we have a bin behind the garage.")
_HAVE_ASKED = re.compile(r"^do\s+you\s+(?:have|own)\b", re.IGNORECASE)


def _with_answer(
    question: str, reply: str, said: list[str], each: list[list[ExtractedMemory]], reference: datetime
) -> list[ExtractedMemory]:
    """What a reply keeps, read with the assistant's question before it: the whole reply as the answer when its
    sentences keep nothing (or when the question asks how to do something: answers.answer_first); else the answer
    that opens it ("Austin. I also travel a lot for work.", "Intermediate, I've used it …") with what the sentences
    keep, those without the opening words ("User took two semesters in college.")."""
    kept = [memory for memories in each for memory in memories]
    # (…or a sentence with no subject, the user's least of all: "Where were you headed?" / "chicago for my cousins
    # wedding on sat" is where, not an event of its own; not "Melbourne, but I'm moving to Sydney in January.")
    # (…or a state of theirs said without "I'm": "Dietary restrictions?" / "Vegan, and no soy." answers the question)
    unsaid = (
        len(said) == 1
        and (WH.match(question) or _STATE_UNSAID.match(said[0]))
        and _NO_SUBJECT.match(said[0])
        and not _THEIR_CLAUSE.search(said[0])
    )
    # (…and a no to "Do you …?" that goes on with a "but": "Not really, but I'm taking a course.")
    no_but = len(said) == 1 and re.match(r"do\s+you\b", question, re.I) and _NO_BUT.match(said[0])
    first = answer_first(question, sentences=len(said), reply=said[0]) or no_but
    # (…or one of the user's people and a few words about them, to "Who …?" or "Does anyone …?": "My dad, type 2.")
    listed = _WHO_ASKED.match(question) and _PERSON_THEN.match(said[0]) and not _NAMED_THEN_THEM.match(said[0])
    # (…or a thing the user got, named with how: "What do you drive?" / "A Ford Ranger I bought from my neighbor last
    # spring, it's been great.", not an event of the spring)
    got = len(said) == 1 and WH.match(question) and THING_GOT.match(said[0])
    # (…or when the user's baby is due, with what may change it: "Mid-March, but twins usually come early so we're ready
    # by February.")
    due = len(said) == 1 and DUE.match(question)
    if not kept or first or unsaid or listed or got or due:
        whole = _answer_memories(question, _typed(reply), reference)
        if whole:
            # ("How do you like me to format answers?" / "Bullet points. Keep it brief, …": the answer is the first
            # sentence, and the others keep what they keep)
            later = [memory for memories in each[1:] for memory in memories] if first and len(said) > 1 else []
            return whole + later
    opening = _opening(said, each, reference, who=bool(_WHO_ASKED.match(question)))
    if (
        opening and opening.rstrip(" .!") == said[0].rstrip(" .!") and each[0]
    ):  # (a first sentence that is all answer keeps nothing of its own: "My wife and I,
        kept = [memory for memory in kept if all(memory is not own for own in each[0])]  # together.")
    answered = _answer_memories(question, _typed(opening), reference, opening=True) if opening else []
    for head, leads in [] if answered else _answer_heads(question, said[0], opening, reference):
        answered = _answer_memories(question, _typed(head), reference, opening=leads)
        if answered:
            opening = head
            break
    if not answered and _YES_AND_MORE.match(said[0]) and (_HAVE_ASKED.match(question) or DO_YOU_DO.match(question)):
        answered = _answer_memories(question, "Yes.", reference)  # "Do you have a car?" / "Yes, and I drive it …"
    if not answered:
        return kept
    # (…whole, though, when what follows the answer points back to it: "What car do you drive?" / "A 2015 Outback, I've
    # had it since new.", "Any pets?" / "A beagle named Pickles, I adore him.", "When is the recital?" / "March 3rd, I
    # want to be ready by then."; not "Melbourne, but I'm moving to Sydney in January.")
    rest = said[0][len(opening) :] if len(said) == 1 and opening and opening != said[0] else ""
    if rest and (_BACK_TO_IT.match(rest) or BY_THEN.match(rest)):
        whole = _answer_memories(question, _typed(reply), reference)
        if whole:
            return whole
    # the first sentence's memories without the answer, read again from the words after it, so that a date in the
    # answer dates only the answer ("Last week, and I'm visiting him on Saturday." → "… on Saturday. (2026-11-21)")
    again = []
    if opening and opening != said[0]:
        after = re.sub(_JOINED_ON, "", said[0][len(opening) :].lstrip(" ,"), flags=re.I)
        again = _memories_of(after[:1].upper() + after[1:], reference)
    for i, memory in enumerate(kept):
        if memory.content.startswith(f"{opening}, "):
            if again:
                kept[i] = again.pop(0)
                continue
            rest = re.sub(_JOINED_ON, "", memory.content[len(opening) + 2 :], flags=re.I)
            memory.content = rest[:1].upper() + rest[1:]
    # (…and when the first sentence kept nothing whole, what one of the user's people does, after the answer and a
    # "but": "Who do you run with?" / "Mostly alone, but my neighbor Kwame joins me for long runs on Sundays.")
    if not each[0] and opening and re.match(r"[\s,]*but\s+(?:my|our)\s", said[0][len(opening) :], re.IGNORECASE):
        kept = again + kept
    # the place that answers "Where …?" is the "here" or "there" of what the reply says next: "Where are you moving
    # from?" / "Phoenix, I've lived here my whole life." → "User has lived in Phoenix their whole life."
    if opening and re.match(r"where\b", question, re.I) and re.fullmatch(r"(?:[A-Z][\w'.-]*\s?){1,3}", opening):
        for memory in (m for m in each[0] if m in kept):
            memory.content = re.sub(r"\b(?:here|there)\b", f"in {opening}", memory.content, count=1)
    return answered + kept


def _answer_heads(question: str, first: str, opening: str | None, reference: datetime) -> list[tuple[str, bool]]:
    """What else may answer the question at the start of a first sentence the answer was not read from, and whether it
    leads into what follows (answers.answer's `opening`): its first words before a comma when the whole is too long to
    be read as the answer and they say how much or how many ("What salary are you targeting?" / "Around 110k, though
    I'd take a bit less for a fully remote role."; not any first words, "Haha, …", "For instance, …"), or who is in the
    user's team ("Just me and my brother most weeks, we hire two more for big roofs."); to "Where …?", a
    place of up to ten words before the reply's own clause ("A dark-sky park about an hour north of Tucson, my backyard
    has too much light pollution."); and a yes with a few words before the user's clause, an answer of its own ("Do you
    drive the kids around?" / "Yes, in the Hendersons' minivan, I'm not allowed to use my own car.")."""
    heads = []
    if opening == first and (head := _head(first, reference)) and (_AMOUNT.search(head) or _JUST_US.match(head)):
        heads.append((head, True))
    if re.match(r"where\b", question, re.IGNORECASE) and (place := _PLACE_HEAD.match(first)):
        heads.append((place.group(1), True))
    if opening is None and (yes := _YES_PHRASE.match(first)):
        heads.append((yes.group(1), False))
    if opening == first and (thing := _THING_HEAD.match(first)):
        heads.append((thing.group(1), True))
    return heads


# A yes and a few words, then the user's own clause: "Yes, at the farmers market, I sell bread there every Saturday."
_YES_PHRASE = re.compile(
    r"^((?:yes|yeah|yep),\s+(?!(?:I|I'm|I've|we|we're|it|it's|they|he|she|you|and|but|so|no|not|never)\b)[^,]{1,40}?),\s+"
    r"(?=(?:I|I'm|I've|I'd|my|we|we're|our)\b)",
    re.IGNORECASE,
)


# A thing named in up to ten words ("my" allowed after the first; no clause of anyone's in it), before a comma and the
# user's own clause: "Carpal tunnel in my right wrist, so I cap sessions at four hours." (to "Anything health-wise I
# should plan around?").
_THING_HEAD = re.compile(
    r"^((?!(?:I|I'm|I've|we|we're|it|it's|they|he|she|you|my|our|yes|yeah|yep|no|nope|not|and|but|so)\b)"
    r"(?:(?!(?:I|I'm|I've|we|we're|it|it's|they|he|she|you|is|are|was|were|am|have|has|had)\b)[\w'.-]+\s+){1,9}?"
    r"[\w'.-]+),\s+(?:(?:so|and|but)\s+)?(?=(?:I|I'm|I've|I'd|my)\b)",
    re.IGNORECASE,
)
# A place named in up to ten words, before a comma: "The outdoor pool at the community center on Elm Street, …" (no
# clause of anyone's in it).
_PLACE_HEAD = re.compile(
    r"^((?:a|an|the|at|in|on|near|by|outside|around)\s+(?:(?!(?:I|I'm|I've|we|we're|it|it's|they|he|she|you|is|are|was|"
    r"were)\b)[\w'.-]+\s+){1,9}?(?!(?:I|we|it|they|he|she|you)\b)[\w'.-]+),\s+",
    re.IGNORECASE,
)
# The word that joins what follows an opening answer to it, left off when that is read on its own.
_JOINED_ON = r"^(?:but|and|so|then|though|although)\s+"
# …or who are in the user's team: "How big is the team?" / "Just me and my brother most weeks, …".
_JUST_US = re.compile(r"(?:just|only)\s+(?:me|us)\s+and\s+(?!(?:I|we|it|they|he|she|you)\b)", re.IGNORECASE)
_AMOUNT = re.compile(
    rf"\d|\b(?:once|twice|half|dozen|hundred|thousand|a\s+few|several|{_COUNT_WORDS}|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b",
    re.IGNORECASE,
)
# A question whose answer is one of the user's people: "Who drives the kids to school?", "Does anyone else live with
# you?", "Has anybody in your family had cancer?".
_WHO_ASKED = re.compile(rf"who\b|{ANYONE_ASKED}", re.IGNORECASE)
# …and a reply that names one of them before a comma: "My grandmother, breast cancer.", "Just my partner, Alex."
_PERSON_THEN = re.compile(rf"^(?:just\s+|only\s+)?{_THEIR_PERSON},\s", re.IGNORECASE)
_NO_BUT = re.compile(r"^(?:no|nope|nah|not\s+(?:yet|really|a\s+word|at\s+all|much))\b[,.!]?\s+but\b", re.IGNORECASE)
# A reply of one sentence without a subject of its own, to a wh-question (_with_answer).
_THEIR_CLAUSE = re.compile(rf"\b{USERS_OWN}", re.IGNORECASE)
_NO_SUBJECT = re.compile(
    r"(?!(?:I|I'm|I've|I'll|I'd|my|we|we're|we've|our|it|it's|he|she|he's|she's|they|they're|there|this|that|these|"
    r"those|the|yes|yeah|yep|no|nope|not|just|me|us)\b)",
    re.IGNORECASE,
)


def _opening(
    said: list[str], each: list[list[ExtractedMemory]], reference: datetime, *, who: bool = False
) -> str | None:
    """What may answer the assistant's question at the start of a longer reply: its first sentence when that keeps
    nothing ("Austin."), else that sentence's first words before a comma when they are few and keep nothing
    ("Intermediate, I've used it for two years."); to "Who …?", the user ("All me, my husband leaves at six.") or one of
    their people before a comma ("My husband Dan, he leaves at 7:30 anyway.")."""
    if who and (me := ME_WHO.match(said[0])):
        return me.group(0)
    if not each[0]:  # (not a sentence of the user's own that keeps nothing: "I feel like we learn faster …")
        return None if re.match(r"I\b", _LEAD.sub("", said[0])) else said[0]
    if who and _NAMED_THEN_THEM.match(said[0]):
        head = re.match(r"([^,]+),\s", said[0])
        return head.group(1) if head and len(head.group(1).split()) <= 4 else None
    return _head(said[0], reference)


def _head(sentence: str, reference: datetime) -> str | None:
    """A sentence's first words before a comma, when they are few and may answer a question: a name or a noun, not a
    clause of the user's ("I love it, …", "I tried, but …") nor a yes or a no ("No shellfish, I'm allergic" tells what
    it means itself), but a no that says since when ("Not yet, I applied …"); and keep nothing read alone."""
    head = re.match(r"((?:[^,]|,(?=\d))+),\s", sentence)  # (a comma in a number is no break: "About 1,800 a month, …")
    # (at most four words; eight when they say how much, and when: "About 40 pounds in August, I sold most of it …",
    # "One weekend every month from March to October, then …")
    if not head:
        return None
    words = head.group(1)
    # (the user's age, though, says since when: "How long have you been playing?" / "Since I was nine, …")
    theirs = re.fullmatch(r"(?:ever\s+)?since\s+I\s+was\s+(?:a\s+)?[\w-]+(?:\s+years?\s+old)?", words, re.I)
    theirs = theirs or _JUST_US.match(words)
    if not theirs and len(words.split()) > (8 if _AMOUNT.search(words) else 4):
        return None
    if not theirs and re.search(
        # ("this" of a time is no pronoun: "Nine years this spring, before that I was a lifeguard.")
        r"\b(?:I|I'm|I've|me|my|we|it|its|it's|they|he|she|you|that|this(?!\s+(?:week|month|year|morning|afternoon|"
        r"evening|weekend|summer|winter|spring|fall|autumn)\b))\b|"
        # (…nor how long a request holds: "From now on, don't …")
        rf"^(?:no|nope|nah|not(?!\s+(?:yet|anymore|any\s+more)$)|yes|yeah|yep|{FOR_GOOD}$)\b",
        words,
        re.I,
    ):
        return None
    return words if not _memories_of(words + ".", reference) else None


# A question about the user's past: "Did you have surgery?", "When did you get your flu shot?", "When was your last oil
# change?", "Have you ever …?".
_ASKED_PAST = re.compile(
    r"^(?:(?:when|where|how|what|why|who)\s+)?(?:did|were|was)\s+you\b"
    # (not a trip under way: "Where were you headed?", "Where were you flying to?")
    r"(?!\s+(?:headed|heading|going|flying|driving|travell?ing|planning|hoping|supposed)\b)|"
    r"^when\s+(?:was|were)\s+your\s+(?:last|most\s+recent)\b|"
    r"^have\s+you\s+(?:ever\s+|already\s+|recently\s+)?(?:had|been|gone|done|seen|tried|lived|worked|sold|bought|made|"
    r"found|got|gotten|read|written|taken|met|heard|eaten|won|lost|spent|paid|"
    # (…and what the user did this year, "Have you harvested any honey this year?"; not what is arranged, "Have you
    # booked a hotel?")
    r"(?!(?:booked|reserved|scheduled|planned|registered|arranged|ordered)\b)[a-z]+ed)\b",
    re.IGNORECASE,
)


def _answer_memories(question: str, reply: str, reference: datetime, *, opening: bool = False) -> list[ExtractedMemory]:
    """The user's short answer to the assistant's question about them, as a memory (ingestion/extractors/answers.py).
    A date in the answer ("When are you travelling?" / "in April") is resolved as in a sentence, kept in brackets
    and given as `occurred_at`; the memory stays a medium-term fact, like "I'm moving to Austin in January"."""
    said = answer(question, reply, opening=opening)
    return [_answer_memory(*said, question, reply, reference)] if said else []


def _on_the_day(said: str) -> str:
    """A month, a day of one or a weekday alone, answering when ("March, probably.", "March 14th.", "Thursday
    evening."), with the preposition that dates it ("in March, probably.", "on March 14th.", "on Thursday evening.")."""

    def dated(m: re.Match) -> str:
        on = m.group(2).lower() in _WEEKDAYS or re.match(r"\s+\d", said[m.end() :])  # "on March 14th"
        return f"{m.group(1)}{'on' if on else 'in'} {m.group(2)}"

    return _BARE_WHEN.sub(dated, said)


_BARE_WHEN = re.compile(
    rf"^((?:(?:{HEDGES})\W+)?)((?:(?:early|late|mid)[\s-]+)?(?:{_MONTH_NAMES})|"
    rf"{_WEEKDAY_NAMES})\b",
    re.IGNORECASE,
)


def _answer_memory(content: str, kind: str, question: str, reply: str, reference: datetime) -> ExtractedMemory:
    """An answer's memory: its content, and its kind ("fact", "preference" or "instruction"), dated as _answer_memories
    says."""
    # A day that comes back every year is the fact itself ("When is your birthday?" / "March 3rd."), as in a sentence.
    # (…and so is a season of the user's trade: "When is your busy season?" / "May through October.")
    annual = re.search(rf"\b(?:birthday|anniversary|{_TRADE_SEASON})\b", question, re.IGNORECASE)
    # A month or a weekday alone answers "When …?" as "in March" or "on Sunday" would ("March, probably.").
    if re.match(r"when\b", question, re.IGNORECASE):
        reply = _on_the_day(reply)
    # An answer to a question about the past is in the past: "Did you have surgery?" / "Yes, in March." is last March.
    told = f"It was {reply}" if _ASKED_PAST.search(question) else reply
    # …and a favourite is no event of the month it names ("What's your favorite trail?" / "…, especially in October").
    favourite = re.search(r"\bfavou?rite\b", question, re.IGNORECASE)
    dated = _event_date(told, reference) if kind != "instruction" and not (annual or favourite) else None
    # A weekday in an answer to what the user does as a rule is every week's ("What do you eat on shift?" / "whatever I
    # meal prep on sunday"), not one day's.
    # (…and a weekday that comes back every week: "Physio every Tuesday at 7, and piano lessons on Saturday mornings.")
    weekly = _EVERY_WEEK.search(reply) and not _one_time(reply)
    if dated and re.fullmatch(r"\d{4}-\d{2}-\d{2}", dated[1]) and (_HABIT_ASKED.match(question) or weekly):
        dated = None
    return ExtractedMemory(
        content=_finish(content) + (f" ({dated[1]})" if dated else ""),
        content_type=ContentType.FACT if kind == "fact" else ContentType.PREFERENCE,
        memory_nature=MemoryNature.SEMANTIC,
        importance=0.75 if kind == "instruction" else 0.7,
        tier=Tier.MEDIUM,
        occurred_at=dated[0] if dated else None,
        pinned=kind == "instruction",
    )


_HABIT_ASKED = re.compile(r"(?:what|where|how|who|which)\b[^?]*\bdo\s+you\s+(?:usually\s+|normally\s+)?[a-z]+", re.I)


@dataclass
class _Reply:
    """A message of the user's, with what it is read with: the assistant's questions before it, whether they asked how
    the user wants every answer, the last of the user's people named before it, and when it was said."""

    content: str
    questions: list[str]
    for_good: bool
    someone: tuple[str, str] | None
    reference: datetime
    kept: list[ExtractedMemory] = field(default_factory=list)
    # the assistant's last question when it asks the user nothing of theirs by its words ("Who will be at the dinner?")
    other_question: str | None = None
    # what the assistant checks it understood about the user, as they would say it ("So you're vegan, right?" → "I'm
    # vegan"), and its question
    checking: tuple[str, str] | None = None


# How an "about me" opens: "About me:", "A bit about me -", "Quick intro:", "Some context for you:", "Things to know:".
_PROFILE_HEADER = re.compile(
    r"^(?:(?:a\s+(?:little|bit|quick)|quick(?:ly)?|little\s+bit|some|brief|short)\s+)?(?:about\s+me|background|"
    r"context|intro|introduction|things\s+(?:to\s+know|you\s+should\s+know)(?:\s+about\s+me)?)(?:\s+for\s+you)?"
    r"\s*[:\-–]\s*",
    re.IGNORECASE,
)
# A line of a profile, "key: value": "name: Priya", "languages: English, Hindi" (read as "My name is Priya").
_PROFILE_FIELD = re.compile(
    r"^(name|age|pronouns|location|city|country|job|role|title|occupation|profession|company|employer|languages?|"
    r"hobbies|interests|diet|allergies|pets?|kids|children|partner|time\s*zone|birthday|hometown|education|school|"
    r"university|degree|major|stack|editor)\s*:\s*(\S.*?)\.?$",
    re.IGNORECASE,
)
_PLURAL_FIELDS = {"pronouns", "languages", "hobbies", "interests", "allergies", "pets", "kids", "children"}
# An item of an "about me" without its subject, and the words it leaves out: "two kids (6 and 9)" (I have), "retired
# teacher, 67" (I'm a), "Allergic to penicillin", "34, living in Denver" (I'm).
_HAVE_FRAGMENT = re.compile(
    r"^(?:one|two|three|four|five|six|\d+)\s+(?:[\w-]+\s+)?(?:kids?|children|sons?|daughters?|grandkids|"
    r"grandchildren|cats?|dogs?|pets?|siblings?|brothers?|sisters?)\b",
    re.IGNORECASE,
)
_ROLE_FRAGMENT = re.compile(
    r"^(?:(?:retired|former|freelance|senior|junior|lead|staff|self-taught|stay-at-home|full-time|part-time|"
    r"high\s+school|backend|frontend|software|product|graphic|data|grad|graduate|phd|undergrad|college|university|"
    r"med|medical|law|nursing|art|music)\s+)*(?:nurse|teacher|engineer|developer|dev|"
    r"designer|doctor|lawyer|student|photographer|writer|accountant|analyst|manager|consultant|chef|artist|musician|"
    r"researcher|scientist|programmer|pharmacist|architect|electrician|plumber|mom|dad|parent)\b",
    re.IGNORECASE,
)
_STATE_FRAGMENT = re.compile(
    r"^(?:\d{1,3}(?=\s*(?:[,.;]|$|years?\s+old\b|y/?o\b))|allergic|married|single|divorced|widowed|engaged|"
    r"separated|pregnant|vegan|vegetarian|pescatarian|retired|colou?r-?blind|deaf|diabetic|type\s+[12]\s+diabetic|"
    r"left-handed|right-handed|lactose[- ]intolerant|self-employed|unemployed|based|originally|living|working|"
    r"studying|currently)\b",
    re.IGNORECASE,
)


# …and a line that opens with the user's verb: "live in Austin with my partner", "love board games" (read as "I
# live …").
_VERB_FRAGMENT = re.compile(
    r"^(?:live|love|like|enjoy|work|have|speak|play|study|run|own|use|prefer|teach|volunteer|coach|hate)\s+[a-z]", re.I
)


def _as_told(said: list[str], listed: bool) -> list[str]:
    """The sentences of an "about me" as the rules read them: a "key: value" line as "My key is value", and an item
    without its subject, in a list or after the opening, with the words it leaves out ("I'm a", "I have", "I'm").
    Any other sentence as it is."""
    told = []
    introduced = False  # (after "Quick intro: …", the message's later sentences are items of it too)
    for sentence in said:
        field = _PROFILE_FIELD.match(sentence)
        if field:
            key = " ".join(field.group(1).lower().split())
            told.append(f"My {key} {'are' if key in _PLURAL_FIELDS else 'is'} {field.group(2)}.")
            continue
        opening = _PROFILE_HEADER.match(sentence)
        if opening:
            sentence = sentence[opening.end() :]
            if not sentence:
                introduced = True
                continue
        if listed or opening or introduced:
            if _HAVE_FRAGMENT.match(sentence):
                sentence = "I have " + sentence[:1].lower() + sentence[1:]
            elif _ROLE_FRAGMENT.match(sentence):
                sentence = "I'm a " + sentence[:1].lower() + sentence[1:]
            elif _STATE_FRAGMENT.match(sentence):
                sentence = "I'm " + sentence[:1].lower() + sentence[1:]
            elif _VERB_FRAGMENT.match(sentence):
                sentence = "I " + sentence[:1].lower() + sentence[1:]
        introduced = introduced or bool(opening)
        told.append(sentence)
    return told


# The user's people named as theirs: "my parents", "our two kids".
_THEIR_PEOPLE = re.compile(rf"\b(?:my|our)\s+{_PEOPLE}\b", re.IGNORECASE)


# A yes to what the assistant checks it understood: "Yes", "Yep, since 2020", "Correct.", "That's right".
_CONFIRMED = re.compile(
    r"^(?:yes|yeah|yep|yup|correct|right|exactly|indeed|absolutely|definitely|that's\s+(?:right|correct)|"
    r"that\s+is\s+(?:right|correct))\b[\s,.!]*",
    re.IGNORECASE,
)


def _checked(checking: tuple[str, str], said: list[str], kept: list[ExtractedMemory], reference: datetime) -> list:
    """What a reply keeps to what the assistant checks it understood about the user (checking: the user's words for
    it, and the question): confirmed, what was checked, as the user's own sentence ("So you're gluten-free, right?" /
    "Yes, since 2020." → "User is gluten-free, since 2020."), with what the reply keeps; corrected by a reply that keeps
    nothing, the reply quoted with the question ("You mentioned you have a cat, is that right?" / "Two cats
    actually.")."""
    check, question = checking
    confirmed = _CONFIRMED.match(said[0])
    if confirmed:
        rest = said[0][confirmed.end() :].rstrip(" .!")
        more = rest and len(rest.split()) <= MAX_FOLLOW_UP_WORDS and _PHRASE_OPENS.match(rest)
        statement = check[:1].upper() + check[1:] + (f", {rest[:1].lower()}{rest[1:]}" if more else "") + "."
        return _memories_of(statement, reference) + kept
    if kept or _NO_BARE.match(said[0]):
        return kept
    reply = " ".join(said).rstrip(" .!")
    if re.match(r"(?:no|nope|nah|not)\b", reply, re.IGNORECASE):  # ('answered "no, she retired last year"')
        reply = reply[:1].lower() + reply[1:]
    return [_answer_memory(asked_answered(question, reply), "fact", question, reply, reference)]


_NO_BARE = re.compile(r"^(?:no|nope|nah|not\s+really)[\s.!]*$", re.IGNORECASE)


def _read(reply: _Reply) -> tuple[list[ExtractedMemory], tuple[str, str] | None]:
    """What a message of the user's keeps, and the last of their people it named (or the one named before it)."""
    listed = sum(1 for line in reply.content.splitlines() if line.strip()) > 1
    told = _as_told([_typed(sentence) for sentence in sentences(reply.content)], listed)
    said, someone = _said_of_them(_it_of_theirs(told, reply.questions), reply.someone)
    if reply.for_good:  # "Anything you'd like me to remember about how you like answers?" / "Yes, please use …"
        said = [asked_for_good(sentence) for sentence in said]
    each = [_memories_of(sentence, reply.reference, typed=not reply.for_good) for sentence in said]
    if reply.questions and REDACTED not in reply.content and said:
        return _with_answers(reply.questions, reply.content, said, each, reply.reference), someone
    kept = [memory for memories in each for memory in memories]
    if reply.checking and said and REDACTED not in reply.content:
        return _checked(reply.checking, said, kept, reply.reference), someone
    if reply.other_question and REDACTED not in reply.content:
        me = re.match(r"who\b", reply.other_question, re.I) and said and ME_WHO.match(_LEAD.sub("", said[0]))
        # the user as the answer, what follows read as said ("Who walks the dog?" / "Usually me, my wife hates crowds.")
        if me:
            answered = _answer_memories(reply.other_question, me.group(0), reply.reference)
            rest = re.sub(r"^[\s,.!]*(?:but\s+)?", "", _LEAD.sub("", said[0])[me.end() :], flags=re.IGNORECASE)
            after = _memories_of(rest[:1].upper() + rest[1:], reply.reference) if rest else []
            if answered:
                return answered + after + [memory for memories in each[1:] for memory in memories], someone
        if not kept and _THEIR_PEOPLE.search(reply.content):
            # "Who will be at the dinner?" / "My parents and our two kids.": the answer names the user's people
            return _answer_memories(reply.other_question, _typed(reply.content), reply.reference), someone
        if re.match(r"who\b", reply.other_question, re.I) and said and _THEIR_PEOPLE.match(_LEAD.sub("", said[0])):
            # …or opens with one of them ("Who usually cooks dinner?" / "My wife, except on Sundays."), its later
            # sentences read as said; one said again as "he" or "she" is the answer, and the sentence says what they
            # are or do ("My husband Dan, he leaves at 7:30 anyway.")
            named = _NAMED_THEN_THEM.match(_LEAD.sub("", said[0]))
            answered = _answer_memories(reply.other_question, named.group(1) if named else said[0], reply.reference)
            if answered:
                return answered + [memory for memories in each[0 if named else 1 :] for memory in memories], someone
    return kept, someone


# A correction of a word of an earlier message, opening a later one: "Sorry, Friday, not Thursday.", "Oops, 8, not 7.",
# "Wait, I said Monday but I meant Tuesday.", "I meant Leeds, not Luton."
_WORDS = r"[\w'-]+(?:\s+[\w'-]+){0,2}?"
_CORRECTION = re.compile(
    r"^(?:(?:sorry|oops|whoops|wait|actually|my\s+bad|correction|typo)[,!:.]?\s+)+(?:I\s+meant\s+|make\s+that\s+)?"
    rf"(?:(?P<new>{_WORDS}),?\s+not\s+(?P<old>{_WORDS})|not\s+(?P<old2>{_WORDS}),\s+(?P<new2>{_WORDS}))[.!]*$|"
    rf"^(?:(?:sorry|oops|whoops|wait|actually|my\s+bad)[,!:.]?\s+)*(?:I\s+meant\s+(?P<new3>{_WORDS}),?\s+not\s+"
    rf"(?P<old3>{_WORDS})|I\s+(?:said|wrote|typed)\s+(?P<old4>{_WORDS}),?\s+but\s+(?:I\s+)?meant\s+(?P<new4>{_WORDS}))"
    r"[.!]*$",
    re.IGNORECASE,
)


_CORRECTION_OPENS = re.compile(
    r"(?:sorry|oops|whoops|wait|actually|my\s+bad|correction|typo|I\s+meant|I\s+said|I\s+wrote|I\s+typed)\b", re.I
)


def _correction(content: str, replies: list[_Reply]) -> tuple[_Reply, str] | None:
    """The latest of the earlier messages that a correction opening this one corrects, that message's content made
    new already (the word replaced), and the rest of this one; None when this one corrects nothing."""
    if not _CORRECTION_OPENS.match(content):  # (most messages correct nothing: no need to split them)
        return None
    said = sentences(content)
    match = _CORRECTION.match(said[0]) if said else None
    if not match:
        return None
    old, new = next(
        (match.group(f"old{n}"), match.group(f"new{n}")) for n in ("", "2", "3", "4") if match.group(f"old{n}")
    )
    word = re.compile(rf"\b{re.escape(old)}\b", re.IGNORECASE)
    earlier = next((reply for reply in reversed(replies) if word.search(reply.content)), None)
    if earlier is None:
        return None
    earlier.content = word.sub(
        lambda m: new[:1].upper() + new[1:] if m.group(0)[:1].isupper() else new, earlier.content
    )
    return earlier, " ".join(said[1:])


# A question asked of what the user just said, in a word or two: "Where to?", "When?", "Since when?", "How long?" (after
# "I'm moving next month"), with the preposition its answer takes when it has none ("Rotterdam" → "to Rotterdam").
_FOLLOW_UP = re.compile(
    r"^(?:(?:oh|ooh|wow|nice|cool|great|exciting|lovely|awesome|amazing|congrats|congratulations|fun|how\s+(?:exciting|"
    r"fun|lovely|nice))[!,.]*\s+)*(where\s+to|where|when|since\s+when|for\s+how\s+long|how\s+long(?:\s+for)?|"
    r"how\s+much(?:\s+roughly)?|how\s+many|how\s+often|"
    # …and when, of what the user just said: "When was that?", "When did you hit that?", "When did that happen?"
    r"when\s+(?:was\s+(?:that|this)|did\s+(?:that|this)\s+happen|did\s+you\s+(?:\w+\s+)?(?:that|it|this))|"
    # …and when it is: "When is it?", "When's that?"
    r"when(?:\s+is|'s)\s+(?:it|that|this))\s*\?$",
    re.IGNORECASE,
)
# (and those it may have already: "In Berlin", "For two years")
_FOLLOW_UP_PREPOSITION = {
    "where to": ("to", r"to|in|at|on|from|near|outside|around|by"),
    "where": ("in", r"to|in|at|on|from|near|outside|around|by"),
    "for how long": ("for", r"for|since|over"),
    "how long": ("for", r"for|since|over"),
    "how long for": ("for", r"for|since|over"),
}
# What opens an answer that is a phrase (a place, a time), not a clause of the user's own ("I'm not sure", "No idea").
_PHRASE_OPENS = re.compile(
    r"^(?!(?:I|I'm|I've|I'll|I'd|we|we're|my|our|it|it's|that|this|yes|yeah|no|nope|not|sure|maybe|dunno|idk|"
    r"nowhere|never|haha|lol)\b)",
    re.IGNORECASE,
)
MAX_FOLLOW_UP_WORDS = 8


def _follow_up(asked: list[str], replies: list[_Reply]) -> str | None:
    """The follow-up question that ends an assistant's message (its sentences), lowercased ("where to"), if any: one of
    a word or two, or "When's the move?" asked of the move the user just told ("I'm moving to Berlin for work.")."""
    match = _FOLLOW_UP.match(asked[-1]) if asked else None
    if match:
        return " ".join(match.group(1).lower().split())
    occasion = _WHEN_THE.match(asked[-1]) if asked and replies else None
    told = _OCCASION_TOLD.get(occasion.group(1).lower(), occasion.group(1)) if occasion else None
    return "when" if told and re.search(rf"\b(?:{told})", replies[-1].content, re.IGNORECASE) else None


# "When's the move?", "When is the trip?": when the occasion is, which the user's last message told with its own words
# ("I'm moving to Berlin", "We're flying to Japan").
_WHEN_THE = re.compile(r"^(?:so\s+)?when(?:'s|\s+is)\s+the\s+(?:big\s+)?(\w+)\s*\?$", re.IGNORECASE)
_OCCASION_TOLD = {
    "move": r"mov|relocat",
    "trip": r"trip|travel|fly|flying|going\s+to|visit|vacation|holiday|honeymoon",
    "wedding": r"wedding|getting\s+married",
    "surgery": r"surgery|operation",
    "party": r"party|celebrat",
}


def _completion(follow_up: str | None, reply: _Reply, replies: list[_Reply]) -> tuple[_Reply, str] | None:
    """The user's last message, its last sentence completed by the answer that opens this one to the follow-up
    question asked of it ("I'm moving next month." / "Where to?" / "Rotterdam." → "I'm moving next month, to
    Rotterdam."), and the rest of this one; None when there is no such answer."""
    if not (follow_up and replies):
        return None
    said = sentences(reply.content)
    if not said:
        return None
    answer = said[0].rstrip(".! ")
    if (
        len(answer.split()) > MAX_FOLLOW_UP_WORDS
        or not _PHRASE_OPENS.match(answer)
        or _memories_of(said[0], reply.reference)
    ):
        return None
    if LOWER_LEAD.match(answer):
        answer = answer[:1].lower() + answer[1:]
    preposition, already = _FOLLOW_UP_PREPOSITION.get(follow_up, (None, None))
    if preposition and not re.match(rf"(?:{already})\b", answer, re.I):
        answer = f"{preposition} {answer}"
    if follow_up.startswith("when"):  # "When is it?" / "Thursday evening." → "…, on Thursday evening."
        answer = _on_the_day(answer)
    earlier = replies[-1]
    told = sentences(earlier.content)
    if not told:
        return None
    told[-1] = f"{told[-1].rstrip('.!? ')}, {answer}."
    earlier.content = " ".join(told)
    return earlier, " ".join(said[1:])


class RulesExtractor:
    name = "rules"

    def extract(self, conversation: Conversation) -> list[ExtractedMemory]:
        default_reference = conversation.started_at or timezone.now()
        found: list[ExtractedMemory] = []
        seen: set[str] = set()
        questions: list[str] = []  # the assistant's last questions about the user (two at most), until the user answers
        for_good = False  # …and whether it asked how the user wants every answer
        someone = None  # the last of the user's people they named, whom a later "she" or "he" of theirs may be
        thing = None  # the last thing of the user's they named, which the assistant's next "it" may be
        place = None  # …and where they said they are going, which its next question may leave out
        replies: list[_Reply] = []  # the user's messages so far, which a later one may correct

        def keep(memories: list[ExtractedMemory]) -> None:
            for memory in memories:
                if memory.content.lower() not in seen:
                    seen.add(memory.content.lower())
                    found.append(memory)

        follow_up = None  # a question the assistant asked of the user's last message in a word or two ("Where to?")
        other_question = None  # …or any other question it asked last
        checking = None  # …or what it checks it understood about the user
        for message in conversation.messages:
            if message.role == "assistant":
                asked = sentences(message.content)
                follow_up = _follow_up(asked, replies)
                check = checked(asked)
                checking = (check, asked[-1]) if check else None
                questions = [] if follow_up or check else questions_to_user(asked, thing, someone, place)
                for_good = for_good_asked(asked)
                last = asked[-1] if asked else ""
                other_question = last if last.endswith("?") and not (questions or follow_up) else None
            if message.role != "user":
                continue
            asked_after = _someone_asked(questions) or someone
            reply = _Reply(message.content, questions, for_good, asked_after, message.timestamp or default_reference)
            reply.other_question, reply.checking = other_question, checking
            questions, for_good = [], False
            # A correction ("Sorry, Friday, not Thursday."), or the answer to a follow-up ("Where to?" / "Rotterdam."):
            # the earlier message read again, with the new word or with the answer at the end of its last sentence.
            again = _correction(reply.content, replies) or _completion(follow_up, reply, replies)
            follow_up = None
            if again:
                earlier, reply.content = again
                found[:] = [memory for memory in found if all(memory is not old for old in earlier.kept)]
                seen.difference_update(memory.content.lower() for memory in earlier.kept)
                earlier.kept = _read(earlier)[0]
                keep(earlier.kept)
            named = (
                _THING_NAMED.findall(reply.content) or _MAKING.findall(reply.content) or _RUNNING.findall(reply.content)
            )
            thing = " ".join(named[-1].lower().split()) if named else None
            going = _GOING_TO.findall(reply.content)
            place = going[-1].rstrip(".") if going else None
            reply.kept, someone = _read(reply)
            replies.append(reply)
            keep(reply.kept)
        summary = _summary(conversation, default_reference)
        if summary is not None:
            found.append(summary)
        return found

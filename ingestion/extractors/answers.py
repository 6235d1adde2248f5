"""The user's short answer to the assistant's question about them, read with that question (the rules extractor).

"Lisbon, Portugal." or "7 and 10" says nothing on its own; after "Where are you based?" or "How old are your
kids?" it is a fact: "User is based in Lisbon, Portugal.", "User's kids are 7 and 10.". Only an answer that
keeps nothing by itself is read this way, and only a question about the user that asks for something: one with
"you" or "your", or a few words naming what is asked ("Dietary restrictions?", "Any pets?", "Name for the
booking?"), or a choice between two ("Do you prefer Python or JavaScript?"); not an offer ("Would you like me to
…?", unless the reply says "always": a request for good), not small talk ("How are you?", "Anything else?",
"Ready?", "Questions?").
"""

from __future__ import annotations

import re

MAX_ANSWER_WORDS = 12

_ABOUT_YOU = re.compile(r"\byou(?:r|rs|rself)?\b", re.IGNORECASE)
# Offers, requests and small talk: a yes or a name after them says nothing about the user.
_NOT_ASKING = re.compile(
    r"^(?:would|shall|should|can|could|may|will|want|is\s+there|are\s+there|anything|any\s+other|"
    r"do\s+you\s+(?:want|need|mean|think|agree|understand)|did\s+that|does\s+that)\b|"
    r"\bhow\s+(?:are\s+you|is\s+it\s+going|'s\s+it\s+going|can\s+I\s+help|may\s+I\s+help|could\s+I\s+help|"
    r"does\s+that\s+sound)\b|\bwhat\s+(?:can\s+I\s+do|else|do\s+you\s+think)\b",
    re.IGNORECASE,
)
# A question of a few words that names what it asks, without a verb: "Budget?", "Favorite cuisine?", "Any pets?".
# Not one about the conversation ("Ready?", "Thoughts?", "Any questions?", "The second one?", "Sound good?").
_NAMED = re.compile(
    r"^(?:(any|your)\s+)?(?!(?:is|are|was|were|do|does|did|have|has|had|can|could|would|will|shall|should|may|"
    r"might|must|want|need|got|make|makes|sound|sounds|see|say|ready|done|finished|ok|okay|good|better|clear|fine|"
    r"great|cool|nice|right|correct|sure|true|really|seriously|yes|no|questions?|thoughts?|ideas?|feedback|luck|"
    r"progress|news|updates?|errors?|issues?|problems?|more|else|other|another|next|now|again|also|so|and|or|but|"
    r"changes?|edits?|comments?|suggestions?|concerns?|requests?|tweaks?|objections?|corrections?|additions?|"
    r"any|your|the|this|that|these|those|it|same|both|either|all|what|which|where|when|who|whom|whose|why|how)\b)"
    r"([a-z][\w'-]*(?:\s+[\w'-]+){0,3}?)"
    # "Any allergies I should know about?", "Any medications I should be aware of?"
    r"(?:\s+(?:that\s+)?I\s+should\s+(?:know\s+about|be\s+aware\s+of))?\s*\?$",
    re.IGNORECASE,
)
# Without "any", the question must name something of the user's: it opens with one of the first words or holds one
# of the others ("Favorite cuisine?", "Budget?", "Name for the booking?", "Shoe size?"). "Too formal?", "Celsius?" or
# "Tomorrow morning?" offer the assistant's own choice, and a reply to them ("A bit.", "Fahrenheit.") says nothing
# lasting.
_ATTRIBUTE = re.compile(
    r"^(?:favou?rite|preferred|usual|dietary|home|native|full|first|last|date|place)\b|"
    r"\b(?:name|age|budget|allerg(?:y|ies)|restrictions?|diet|cuisine|preferences?|size|city|hometown|town|"
    r"country|location|timezone|time\s+zone|occupation|job|profession|role|languages?|airline|birthday|nationality|"
    r"pronouns|height|goals?|level|experience|stack|editor|framework|seat|school|major|degree|employer|company|"
    r"team|hobbies|interests|sports?|instruments?|medications?|conditions?|destination|airport|kids|children|pets)\b",
    re.IGNORECASE,
)
_YES = re.compile(r"^(?:yes|yeah|yep|yup|sure|of course|I\s+do)\b", re.IGNORECASE)
_NO = re.compile(r"^(?:no|nope|nah|not\s+really|none|I\s+don't)\b", re.IGNORECASE)
_OPENING = re.compile(
    r"^(?:(?:yes|yeah|yep|yup|sure|of course|no|nope|nah|well|hmm|um|uh|oh|ok|okay|just|I\s+do|I\s+don't)\b[,.!]?\s*)+",
    re.IGNORECASE,
)
_CLOSING = re.compile(r"[\s,.!]*(?:(?:thanks|thank\s+you)[\s.!]*)?$", re.IGNORECASE)
_NOTHING = re.compile(
    r"^(?:that's\s+(?:all|it)|that\s+is\s+all|not\s+really|nothing(?:\s+else)?|none|I\s+don't\s+know(?:\s+yet)?|"
    r"not\s+sure(?:\s+yet)?|not\s+yet|"
    r"no\s+idea|anything(?:\s+is\s+fine)?|whatever)$",
    re.IGNORECASE,
)

_CALL = re.compile(
    r"\b(?:what\s+should\s+I\s+call\s+you|how\s+should\s+I\s+address\s+you|"
    r"what\s+do\s+you\s+(?:want|like)\s+to\s+be\s+called)\b",
    re.IGNORECASE,
)
_WHERE = re.compile(r"^where\s+(?:are|do)\s+you\s+(based|located|from|living|live|working|work|staying|stay)\b", re.I)
_WHERE_SAID = {
    "based": "is based in",
    "located": "is located in",
    "staying": "is staying in",
    "stay": "is staying in",
    "from": "is from",
    "live": "lives in",
    "living": "lives in",
    "work": "works at",
    "working": "works at",
}
_HOW_OLD = re.compile(r"^how\s+old\s+(is|are)\s+(?:you\b|your\s+(.+?))\s*\?$", re.IGNORECASE)
_YOUR = re.compile(r"^what(?:'s|\s+is|\s+(are))\s+your\s+(.+?)\s*\?$", re.IGNORECASE)
_DO_YOU = re.compile(r"^do\s+you\s+(have|own|speak|play|use|eat|drink)\s+(?:any\s+)?(.+?)\s*\?$", re.IGNORECASE)
_ARE_YOU = re.compile(r"^are\s+you\s+(.+?)\s*\?$", re.IGNORECASE)
_WH = re.compile(r"^(?:what|which|where|when|who|how)\b", re.IGNORECASE)
_LIKING = re.compile(r"\b(?:like|love|prefer(?:s|red|ence|ences)?|enjoy|favou?rite)\b", re.IGNORECASE)
# A choice about the user, asked with a verb: "Do you prefer Python or JavaScript?", "Are you a morning or night
# person?", "Would you rather fly or take the train?" (not an offer: "Would you like me to … or …?").
_CHOICE = re.compile(
    r"^(?:do\s+you\s+(?:prefer|like|usually|normally|mostly)|are\s+you\s+(?:a|an|more)\b|would\s+you\s+rather|"
    r"(?:do|would)\s+you\s+(?:rather\s+)?(?:drink|eat|read|watch|play|take))\b(?!.*\bme\b).*\bor\b.*\?$",
    re.IGNORECASE,
)
# An offer about how the assistant answers: "Would you like me to use bullet points?". A yes to it is for now, unless
# the reply says it is for good ("Yes please, always", "Yes, from now on"): then it is the user's standing request.
_OFFER = re.compile(r"^(?:would\s+you\s+like|do\s+you\s+want)\s+me\s+to\s+(.+?)\s*\?$", re.IGNORECASE)
# How a request says it is for good (the rules extractor's too): "from now on", "going forward".
FOR_GOOD = r"(?:from now on|going forward|in (?:the )?future|next time)"
_FOR_GOOD = re.compile(rf"\b(?:always|every\s*time|each\s+time|by\s+default|{FOR_GOOD})\b", re.IGNORECASE)


def question_to_user(sentences: list[str]) -> str | None:
    """The last question of an assistant's message (its sentences) that asks the user about themselves, if any."""
    for sentence in reversed(sentences):
        question = re.sub(r"^(?:(?:and|so|ok|okay|great|thanks|sure)\b[,!]?\s+)+", "", sentence, flags=re.I)
        if question.endswith("?") and (_ABOUT_YOU.search(question) or _NAMED.match(question)):
            asking = _CHOICE.match(question) or _OFFER.match(question) or not _NOT_ASKING.search(question)
            return question if asking else None
    return None


def answer(question: str, reply: str) -> tuple[str, str] | None:
    """(content, kind) of what the reply says about the user, kind being "fact", "preference" or "instruction";
    or None when it says nothing (a bare yes or no to a question that needs more, a "that's all")."""
    reply = reply.strip()
    if not reply or "?" in reply or len(reply.split()) > MAX_ANSWER_WORDS:
        return None
    yes, no = _YES.match(reply), _NO.match(reply)
    body = _CLOSING.sub("", _OPENING.sub("", reply))
    if _NOTHING.match(body):
        body, yes = "", None
    match = _CALL.search(question)
    if match:
        name = re.sub(r"^(?:call\s+me|it's|I'm|my\s+name\s+is)\s+", "", body, flags=re.IGNORECASE)
        name = re.sub(r"\s+(?:is\s+fine|works|is\s+good|please)$", "", name, flags=re.IGNORECASE)
        return (f"User asks the assistant to call them {name}", "instruction") if name else None
    match = _OFFER.match(question)
    if match:  # "Would you like me to use bullet points?" / "Yes please, always."
        if not (yes and _FOR_GOOD.search(reply)):
            return None
        asked = re.sub(r"\bmy\b", "its", re.sub(r"\byour\b", "their", match.group(1), flags=re.I), flags=re.I)
        return f"User asks the assistant to {asked}", "instruction"
    if _CHOICE.match(question):  # "Do you prefer Python or JavaScript?" / "Python."
        return (f'User, asked "{question}", answered "{body}"', "preference") if body else None
    match = _DO_YOU.match(question)
    if match:
        verb, thing = match.group(1).lower(), match.group(2)
        does = "has" if verb == "have" else verb + "s"
        if body:
            return f"User {does} {thing}: {body}", "fact"
        if no:
            return (f"User has no {thing}" if verb == "have" else f"User doesn't {verb} {thing}"), "fact"
        return (f"User {does} {thing}", "fact") if yes else None
    match = _NAMED.match(question)
    if match:  # "Budget?", "Any pets?", "And your budget?"
        return _named(match, question, body, yes, no)
    match = _ARE_YOU.match(question)
    if match and not body and (yes or no):
        return f"User is {'' if yes else 'not '}{match.group(1)}", "fact"
    if not body:
        return None
    match = _WHERE.match(question)
    if match:
        return f"User {_WHERE_SAID[match.group(1).lower()]} {body}", "fact"
    match = _HOW_OLD.match(question)
    if match:
        return (
            f"User's {match.group(2)} {match.group(1).lower()} {body}" if match.group(2) else f"User is {body}"
        ), "fact"
    match = _YOUR.match(question)
    if match:
        kind = "preference" if _LIKING.search(question) else "fact"  # "What's your favourite colour?"
        return f"User's {match.group(2)} {'are' if match.group(1) else 'is'} {body}", kind
    if _WH.match(question):
        return f'User, asked "{question}", answered "{body}"', "preference" if _LIKING.search(question) else "fact"
    return None


def _named(
    match: re.Match, question: str, body: str, yes: re.Match | None, no: re.Match | None
) -> tuple[str, str] | None:
    """The answer to a question that only names what it asks: "Budget?" / "Around 2000 dollars." → "User's budget:
    Around 2000 dollars"; "Any pets?" / "No." → "User has no pets"; "Window or aisle?" / "Aisle." quoted whole."""
    kind = "preference" if _LIKING.search(question) else "fact"
    thing = match.group(2)
    if not thing[:2].isupper():  # "API key?" keeps its capitals
        thing = thing[:1].lower() + thing[1:]
    if re.search(r"\bor\b", thing, re.IGNORECASE):  # a choice: the words of both say what was chosen
        return (f'User, asked "{question}", answered "{body}"', "preference") if body else None
    if (match.group(1) or "").lower() == "any" and kind == "fact":
        if body:
            return f"User has {thing}: {body}", kind
        if no:
            return f"User has no {thing}", kind
        return (f"User has {thing}", kind) if yes else None
    if not _ATTRIBUTE.search(thing):
        return None
    # "Markdown?" / "Yes, markdown." confirms a choice the assistant offered; it names nothing of the user's.
    return (f"User's {thing}: {body}", kind) if body and not (yes or no) else None

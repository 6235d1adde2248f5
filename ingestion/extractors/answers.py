"""The user's short answer to the assistant's question about them, read with that question (the rules extractor).

"Lisbon, Portugal." or "7 and 10" says nothing on its own; after "Where are you based?" or "How old are your
kids?" it is a fact: "User is based in Lisbon, Portugal.", "User's kids are 7 and 10.". Only what keeps nothing
by itself is read this way (a whole reply, or the answer that opens it: the rules extractor's _with_answer; two
questions asked at once, by a reply of two short parts in turn: _with_answers), and
only a question about the user that asks for something: one with "you" or "your" (or "it", "he" or "she" for what
the user just named), or a few words naming what is asked ("Dietary restrictions?", "Any pets?", "Name for the
booking?"), or who is in the user's party ("How many people will be traveling?", "Who's coming?"), or a choice
between two ("Do you prefer Python or JavaScript?"); not an offer ("Would you like me to …?", unless the reply says
"always": a request for good), not small talk ("How are you?", "Anything else?", "Ready?", "Questions?"). What the
assistant checks it understood ("So you're vegan, right?") is put in the user's words by `checked`, for the rules
extractor to read as their sentence when they confirm it.
"""

from __future__ import annotations

import re

MAX_ANSWER_WORDS = 12
# The words of a guess ("Probably February.", "My brother, probably."), the rules extractor's too.
HEDGES = "probably|maybe|perhaps|hopefully|likely"
# …and where the user grew up, which is often told with where they went next ("Just outside Dublin, then we moved to
# London when I was ten.").
MAX_PLACE_ANSWER_WORDS = 16
# …and how the user does something, said as a sentence of their own ("How do you deal with jet lag?").
MAX_HOW_ANSWER_WORDS = 20
# …and a thing the user got, named with how: "What kind of machine do you use?" / "A Juki longarm I bought used three
# years ago, it's my baby." (the user's clause is part of the name).
THING_GOT = re.compile(
    r"^(?:a|an|the|my)\s+(?:[\w'.-]+\s+){1,4}?I\s+(?:bought|got|built|found|inherited|picked\s+up|rebuilt|restored|"
    r"made|won)\b",
    re.IGNORECASE,
)
# …and what the user wants done by the time the answer says, after it: "When do you see Ruby next?" / "Her fourth
# birthday party is on February 13th, I want to sign a whole sentence to her by then." (the wish alone says by when?)
BY_THEN = re.compile(r",\s+(?:and\s+)?I\b[^,.!?]*\b(?:by|before|until|till)\s+then\b", re.IGNORECASE)

_ABOUT_YOU = re.compile(r"\byou(?:r|rs|rself)?\b", re.IGNORECASE)
# What has helped the user, asked without "you": "What's helped the most?", "What's worked best so far?".
_WHAT_HELPED = re.compile(r"^what(?:'s|\s+has)\s+(?:helped|worked)\b", re.IGNORECASE)
_POLITE_TAIL = re.compile(
    r",?\s+(?:by\s+the\s+way|btw|if\s+you\s+don't\s+mind(?:\s+(?:me\s+)?asking)?|if\s+I\s+may\s+ask|if\s+I\s+can\s+ask)"
    r"\s*(?=\?$)",
    re.IGNORECASE,
)
# What the user is doing, named with "the": "What's the role?" (of an interview), "What's the occasion?", "What's the
# new place going to be?", "What's the license for?".
_THE_THING = re.compile(
    r"^what(?:'s|\s+is)\s+the\s+(?:[\w-]+\s+)?(?:role|position|job|company|occasion|budget|destination|deadline|goal|"
    r"event|reason|exam|test|course|class|subject|degree|program|programme|certification|place|venue|theme|license|"
    r"licence|permit|visa|loan)(?:\s+for|\s+(?:going\s+to|gonna)\s+be)?\s*\?$|"
    # …and when or where the user's event is: "When is the wedding?", "Where's the race?"
    r"^(?:when|where)(?:'s|\s+is)\s+the\s+(?:big\s+)?(?:wedding|race|marathon|party|interview|trip|flight|appointment|"
    r"exam|test|game|match|concert|show|recital|ceremony|surgery|operation|move|conference|launch|reunion|trial|"
    r"performance|competition|tournament|graduation|shower|funeral|day)\s*\?$|"
    # (…and an event of the user's trade: "When's the spring plant sale?", "When's the holiday market?")
    r"^(?:when|where)(?:'s|\s+is)\s+the\s+(?:[\w-]+\s+){0,2}(?:sale|market|fair|festival|fundraiser|auction|"
    r"exhibition|open\s+house|craft\s+show)\s*\?$",
    re.IGNORECASE,
)
# When the user's baby (or babies) is due, asked without "you": "When are they due?", "When's the due date?".
DUE = re.compile(
    r"^(?:\w+!\s+)?when(?:'s|\s+is|\s+are)\s+(?:(?:they|she|he|the\s+(?:baby|twins|triplets))\s+due|the\s+due\s+date)\b",
    re.IGNORECASE,
)
# Who is in the user's party, asked without "you": "How many people will be traveling?", "Who's coming?" (not "How
# many people were at the meeting?").
_PARTY = re.compile(
    r"^(?:how\s+many\s+(?:people|guests|adults|kids|children|travell?ers|of\s+us|of\s+you)\s+(?:will\s+(?:be\s+)?|are\s+)|"
    r"who(?:'s|\s+is|\s+will\s+be|\s+are)\s+)(?:travell?ing|coming|joining|going|attending|staying|come|travel|join|"
    r"go|attend|stay)\b",
    re.IGNORECASE,
)
# What the user would rather not have, or likes, asked as "Anything …?": "Anything else you'd rather skip?", "Is there
# anything you can't eat?" (not "Anything else I can help with?", "Anything you'd like to add?", "Is there anything you
# need?").
_YOU_WOULD_RATHER = (
    r"\s+(?:else\s+)?(?:that\s+)?you(?:'d|\s+would)?\s+(?:rather|prefer|(?:like|love)(?!\s+(?:to|me|us)\b)|hate|avoid|dislike|"
    r"enjoy|don't|do\s+not|can't|cannot|won't|never)\b"
)
_ANYTHING_YOU = re.compile(rf"^(?:is\s+there\s+)?anything{_YOU_WOULD_RATHER}", re.IGNORECASE)
# What the assistant should know of the user, or plan around: "Any allergies I should know about?", "Any injuries I
# should plan around?", "Anything I should keep in mind?".
_I_SHOULD_HEED = (
    r"(?:that\s+)?I\s+should\s+(?:know(?:\s+about)?|be\s+aware\s+of|plan\s+around|work\s+around|keep\s+in\s+mind|"
    r"watch\s+out\s+for)"
)
# …asked as "Anything …?": "Anything health-wise I should plan around?", "Is there anything else I should know?"
# (quoted).
_HEED_ANYTHING = rf"\s+(?:(?:else|[\w-]+-wise)\s+)?{_I_SHOULD_HEED}\b"
_ANYTHING_I_SHOULD = re.compile(rf"^(?:is\s+there\s+)?anything{_HEED_ANYTHING}\s*\?$", re.IGNORECASE)
# …and what the user has of a kind, asked as "Any …?" with "you": "Any hobbies you're into at the moment?", "Any goals
# you're working towards?" (quoted).
_ANY_YOU = re.compile(r"^any\s+(?:[\w'-]+\s+){1,3}?(?:that\s+)?you(?:'re|\s+are|'ve|\s+have)?\s+\w+", re.IGNORECASE)
# What the user would do, asked of them: "Would you relocate?", "Would you be open to a contract role?", "Would you
# consider moving abroad?" (not an offer, "Would you like me to …?", nor a suggestion, "Would you be interested in …?");
# and what they will be doing: "Will you be working there too?".
_WOULD_YOU_DO = (
    r"\s+you\s+(?:ever\s+)?(?:relocate|move|consider|accept|commute|travel|be\s+(?:open|willing)\b|"
    # (…and a choice of the user's life: "Would you downsize?", "Would you sell the house?", "Would you retire early?")
    r"(?:downsize|retire|sell|buy|rent|quit|go\s+back|keep|bring|take)\b)"
)
_WOULD_YOU = re.compile(rf"^(?:would|will){_WOULD_YOU_DO}|^will\s+you\s+be\s+\w+ing\b", re.IGNORECASE)
# A setting of the user's that the assistant asks for its own work: "What time zone should I schedule in?", "Which
# airport should I book from?", "What name should I put on the booking?".
_SETTING = re.compile(
    r"^(?:what|which)\s+(?:time\s*zone|airport|name|email(?:\s+address)?|address|phone\s+number|currency|units|"
    r"language|seat|airline|hotel\s+chain|pharmacy)\s+should\s+I\b",
    re.IGNORECASE,
)
# When the assistant should not do its work, asked of the user: "Are there times I shouldn't send you notifications?"
# (its answer, "Nothing after 9pm.", is a standing request: "not to send them notifications after 9pm").
_WHEN_NOT = (
    r"are\s+there\s+(?:any\s+)?(?:times|days|hours)\s+(?:when\s+)?I\s+(?:shouldn't|should\s+not|should\s+never)\b"
)
# Offers, requests and small talk: a yes or a name after them says nothing about the user; nor does a step the assistant
# asks the user to try ("Have you tried restarting it?", "Did you try clearing the cache?": the work at hand).
# What the user has coming up, asked without "you": "Anything coming up soon?", "Anything fun planned this week?",
# "Got anything on the calendar?".
_COMING_UP_AFTER_ANYTHING = (
    r"\s+(?:(?:fun|big|exciting|interesting|special|new)\s+)?(?:coming\s+up|planned|"
    r"on\s+the\s+(?:calendar|horizon|schedule|agenda))\b"
)
_COMING_UP = re.compile(rf"^(?:got\s+)?anything{_COMING_UP_AFTER_ANYTHING}[^?]*\?$", re.IGNORECASE)
_NOT_ASKING = re.compile(
    r"^(?:have\s+you\s+(?:already\s+)?tried|did\s+you\s+(?:already\s+)?try)\s+\w+ing\b|"
    rf"^(?:would(?!{_WOULD_YOU_DO})|shall|should|can|could|may|will(?!\s+you\s+be\s+\w+ing\b|{_WOULD_YOU_DO})|want|"
    rf"is\s+there(?!\s+anything(?:{_YOU_WOULD_RATHER}|{_HEED_ANYTHING}))|"
    r"are\s+there(?!\s+(?:any\s+)?(?:times|days|hours)\b)|"
    rf"anything(?!{_YOU_WOULD_RATHER}|{_HEED_ANYTHING}|{_COMING_UP_AFTER_ANYTHING})|any\s+other|"
    r"do\s+you\s+(?:want|need|mean|think|agree|understand)|did\s+that|does\s+that)\b|"
    # ("How are you?", "How are you doing?"; not what the user is doing: "How are you paying for the training?")
    r"\bhow\s+(?:are\s+you(?!\s+(?!doing|feeling|holding)[a-z]+ing\b)|is\s+it\s+going|'s\s+it\s+going|can\s+I\s+help|"
    r"may\s+I\s+help|could\s+I\s+help|"
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
    # (up to four words; five after "any": "Any pets along for the ride?")
    r"([a-z][\w'-]*(?:\s+[\w'-]+){0,3}?|(?<=any\s)[a-z][\w'-]*(?:\s+[\w'-]+){4})"
    # "Any allergies I should know about?", "Any medications I should be aware of?"
    rf"(?:\s+{_I_SHOULD_HEED})?\s*\?$",
    re.IGNORECASE,
)
# How the user's business goes, asked without "your": "How are sales?", "How's business?" (quoted, when the answer
# says how much: "Good." says nothing that lasts).
_HOW_IS_BUSINESS = re.compile(r"^how(?:'s|\s+is|\s+are)\s+(?:sales|business)\s*\?$", re.IGNORECASE)
# A bare "Which …?" or "What …?" of one or two words, a follow-up to what the user said: "Which city?", "What breed?"
# (quoted; _ATTRIBUTE says whether it names something of theirs: not "Which one?", "What time?").
_WHICH_NAMED = re.compile(r"^(?:which|what)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s*\?$", re.IGNORECASE)
# Without "any", the question must name something of the user's: it opens with one of the first words or holds one
# of the others ("Favorite cuisine?", "Budget?", "Name for the booking?", "Shoe size?"). "Too formal?", "Celsius?" or
# "Tomorrow morning?" offer the assistant's own choice, and a reply to them ("A bit.", "Fahrenheit.") says nothing
# lasting.
_ATTRIBUTE = re.compile(
    r"^(?:favou?rite|preferred|usual|dietary|home|native|full|first|last|date|place)\b|"
    r"\b(?:name|age|budget|allerg(?:y|ies)|restrictions?|diet|cuisine|preferences?|size|city|hometown|town|"
    r"country|location|timezone|time\s+zone|occupation|job|profession|role|languages?|airline|birthday|nationality|"
    r"pronouns|height|goals?|level|experience|stack|editor|framework|seat|school|major|degree|employer|company|"
    r"team|hobbies|interests|sports?|instruments?|medications?|conditions?|destination|airport|kids|children|pets|"
    r"breed|neighbou?rhood|state|model)\b",
    re.IGNORECASE,
)
_YES = re.compile(r"^(?:yes|yeah|yep|yup|sure|of course|exactly|absolutely|definitely|totally|indeed|I\s+do)\b", re.I)
_NO = re.compile(r"^(?:no|nope|nah|not\s+really|not\s+anymore|not\s+any\s+more|none|I\s+don't)\b", re.IGNORECASE)
# A reply that is a clause of the user's own, in the present, which says what they do rather than yes or no: "I borrow
# my brother's when I need one" to "Do you have a car?", "I bring a second shooter for big weddings" to "Do you work
# alone?" (not "I think so", "I don't", "I'm not sure", "I will").
_OWN_CLAUSE = re.compile(
    r"(?:I|User)\s+(?!(?:don't|do|did|think|guess|mean|know|hope|wish|suppose|believe|'m|am|was|will|'ll|would|'d|can|"
    r"could|should|might|may|must|have\s+to|need\s+to|used\s+to|wouldn't|can't|won't)\b)[a-z]+\b"
)
# What a question about a thing of the user's says of when, and its answer need not: "Any plans for the weekend yet?",
# "Do you have a venue already?" ask about "plans for the weekend" and "a venue".
_SO_FAR = re.compile(r"\s+(?:yet|so\s+far|at\s+the\s+moment|right\s+now|these\s+days|at\s+all|already)$", re.I)
# A no that says since when or how much: "Not anymore", "No, not really", "Not much".
_NO_MORE = re.compile(
    r"^(?:(?:no|nope|nah)[,.!]?\s+)?not\s+(anymore|any\s+more|much|really|at\s+all|yet|a\s+word)\b[\s,.!]*", re.I
)
_OPENING = re.compile(
    r"^(?:(?:yes|yeah|yep|yup|sure|of course|exactly|absolutely|definitely|totally|indeed|no|nope|nah|well|hmm|um|uh|"
    r"oh|ok|okay|just(?!\s+(?:me|us)\b)|I\s+do|I\s+don't)\b[,.!]?\s*)+",  # (not "Just me and two part-timers")
    re.IGNORECASE,
)
# Thanks, or a word of certainty, at the end: "Sushi, definitely." is "Sushi".
_CLOSING = re.compile(
    r"[\s,.!]*(?:(?:thanks|thank\s+you|definitely|for\s+sure|absolutely|of\s+course|100%)[\s.!]*)?$", re.IGNORECASE
)
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
# Where the user grew up: "Where did you grow up?" / "Lagos." → "User grew up in Lagos.".
_GREW_UP = re.compile(r"^where\s+did\s+you\s+grow\s+up\s*\?$", re.IGNORECASE)
# How the user would like something done: "How would you like me to format the summaries?" / "Always as bullet
# points." is a request for good when the reply says so; "As a table." or "Just proofread it." is the task at hand.
# (…or how they like to get it from the assistant: "How do you like to get updates from me?", which asks how to send
# them)
_HOW_LIKE_ME_TO = re.compile(
    r"^how\s+(would|do)\s+you\s+(?:like|want|prefer)\s+(?:me\s+to\s+(.+?)|to\s+(?:get|receive|see|hear)\s+(.+?)\s+"
    r"from\s+me)\s*\?$",
    re.IGNORECASE,
)
_HOW_OLD = re.compile(r"^how\s+old\s+(is|are)\s+(?:you\b|your\s+(.+?))\s*\?$", re.IGNORECASE)
_YOUR = re.compile(r"^(?:what|when)(?:'s|\s+is|\s+(are))\s+your\s+(.+?)\s*\?$", re.IGNORECASE)
# Where the user lives, works or studies, asked by its kind of place: "What city do you live in?".
_WHAT_PLACE = re.compile(
    r"^(?:what|which)\s+(?:city|country|town|state|province|county|neighbou?rhood|area|part\s+of\s+[\w\s]+?)\s+"
    r"do\s+you\s+(live|work|study)\s+in\s*\?$",
    re.IGNORECASE,
)
# How the user gets somewhere: "How do you get to work?" / "By bike."
_HOW_DO_YOU = re.compile(r"^how\s+do\s+you\s+(get|go|travel|commute)\s+(to\s+[\w\s]+?)\s*\?$", re.IGNORECASE)
# What the user is doing these days: "What are you studying?", "What are you working on?", "What are you reading?".
_WHAT_ARE_YOU = re.compile(
    r"^what\s+are\s+you\s+(studying|reading|learning|building|writing|watching|training\s+for|working\s+on|"
    r"playing|listening\s+to|making|cooking|planning)(?:\s+(?:these\s+days|right\s+now|now|at\s+the\s+moment|lately))?"
    r"\s*\?$",
    re.IGNORECASE,
)
# An answer that opens with a preposition or an article, which goes on in the memory's sentence in lowercase.
LOWER_LEAD = re.compile(
    r"^(?:A|An|The|By|In|At|On|From|Near|With|For|To|Since|Around|Outside|Just|About|Almost|Nearly|Roughly|Over|Under|"
    r"Only|Like|Mostly|Mainly|Partly|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Twenty|Thirty|"
    r"Forty|Fifty|Sixty|Seventy|Eighty|Ninety|Half|Several|Few|Many|Most|Some|Sometime|First|Second|Third|Fourth|Fifth|"
    r"Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|Twelfth|Maybe|Probably|Perhaps|Approximately|Usually|Sometimes|Often|"
    r"Every|Once|Twice|Both|Next|Last|This|Early|Late|Mid|Back|Up|We|All|Each|Either|Neither|Occasionally|Rarely|"
    r"Seldom|Regularly|That|These|Those|It|There|His|Her|Their|Its|"
    # (…and how much: "Pretty laid back", "Really simple, mostly sheet pan dinners", "Way too much")
    r"Pretty|Very|Really|Quite|Fairly|Super|Somewhat|Extremely|Kinda|Rather|Way(?=\s+(?:too|more|less|over|under)\b)|"
    # (…and a pastime: "Fishing with Kayla …", "Gardening mostly, …"; not "Reading", a town as well)
    r"Fishing|Hiking|Gaming|Cooking|Baking|Running|Swimming|Cycling|Biking|Gardening|Camping|Climbing|Knitting|"
    r"Painting|Drawing|Writing|Singing|Dancing|Hunting|Sailing|Surfing|Skiing|Skating|Walking|Travell?ing|Bowling|"
    r"Golfing|Woodworking|Sewing|Crocheting|Journaling|Birdwatching|Kayaking|Volunteering|Watching|Playing|"
    r"Listening|Lifting|Boxing|Yoga|Pilates)\b"
)
# …and a verb that opens what the user means to do ("What's your goal?" / "Swim one length of the pool …").
_VERB_LEAD = re.compile(
    r"^(?:Run|Swim|Finish|Become|Get|Learn|Buy|Save|Travel|Visit|Lose|Pay|Start|Open|Write|Read|Move|Retire|Walk|Climb|"
    r"Hike|Build|Make|Find|Pass|Graduate|Quit|Launch|Publish|Play|Ride|Bike|Cycle|Train|Complete|Win|Reach|Hit|Cut|Stop|"
    r"Keep|Earn|Speak|Sleep|Eat|Drink|Spend|Go|Take|Try|Apply|Sell|Grow|Raise|Teach|Help)\s+(?=[a-z])"
)
# …but not a name that opens with one of those words: "Half Moon Bay", "First Avenue", "Two Harbors" (a month or a
# weekday after it is no name: "next Tuesday", "late May").
_NAME_LEAD = re.compile(
    r"^(?:Half|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twelve|Twenty|First|Second|Third|Next|Last|Mid|Up|"
    r"Back|Early|Late|Both|Many|Most|Some|Every|Once|Twice|Either|Neither)\s+(?!(?:January|February|March|April|May|"
    r"June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
    r"Christmas|Easter|Thanksgiving)\b)[A-Z]"
)
_DO_YOU = re.compile(
    r"^do\s+you\s+(?:already\s+|still\s+|currently\s+)?(have|own|speak|play|use|eat|drink)\s+(?:any\s+)?(.+?)\s*\?$",
    re.IGNORECASE,
)
_ARE_YOU = re.compile(r"^are\s+you\s+(.+?)\s*\?$", re.IGNORECASE)
# How much, to "Are you …?" asked of a state: "Mildly." to "Are you allergic to bee stings?", "Very." to "Are you good
# with kids?" (not of what the user is or does: "Are you a teacher?", "Are you going?").
_DEGREE = re.compile(
    r"(?:mildly|slightly|very|extremely|severely|somewhat|a\s+little|a\s+bit|kind\s+of|sort\s+of|super|quite|fairly|"
    r"moderately|incredibly|terribly|highly)\b(?=\s*(?:[,.!;]|$))",
    re.IGNORECASE,
)
_NOT_A_STATE = r"(?:a|an|the|in|at|on|into|with|from|still|now|\w+ing)\b"
# "Are you taking any supplements?", "Are you learning any languages?": what the user does of a kind, named in the
# answer.
_ARE_YOU_DOING_ANY = re.compile(r"^are\s+you\s+(\w+ing)\s+any\s+(.+?)\s*\?$", re.IGNORECASE)
# "Are you working on anything fun?", "Are you saving for anything in particular?": what, named in the answer.
_ARE_YOU_ON_ANYTHING = re.compile(
    r"^are\s+you\s+(\w+ing)\s+(for|on|to|toward|towards)\s+(?:anything|something)\b[^?]*\?$", re.IGNORECASE
)
# What is asked about, without the words that say why: "… any health conditions I should know about?"
_SHOULD_KNOW = re.compile(rf"\s+{_I_SHOULD_HEED}$", re.IGNORECASE)
# "Do you know your blood type?" asks what "What is your blood type?" does.
_KNOW_YOUR = re.compile(r"^do\s+you\s+know\s+(your\s+.+?)\s*\?$", re.IGNORECASE)
# (a wh-question asked as "Do you know …": "Do you know what breed?")
WH = re.compile(r"^(?:do\s+you\s+know\s+)?(?:what|which|where|when|who|how)\b", re.IGNORECASE)
# A sentence of the user's whose object is "one", the thing a question asked about: "We already have one, a neighbor's
# teenager.", "I have one already" (to "Have you considered a dog walker?"); not "one of them", "one more", "one day",
# nor a later clause's "one", of a thing the sentence named ("My friend got a new bike and I want one too").
ONE_ASKED = re.compile(
    r"^(?:I|we)(?:'ve)?\s+(?:already\s+|just\s+|also\s+)?(?:have|got|own|use|bought|found|hired|booked|tried|"
    r"ordered|need|want)\s+(?:already\s+)?one\b(?=\s*(?:[,.!?;]|$)|\s+(?:already|too|now|yet|at|in|for|from|that|who|"
    r"which|last|this|but|and|like)\b)",
    re.IGNORECASE,
)
# A question whose answer is someone, one of the user's people: "Does anyone at work know?", "Has anybody …?".
ANYONE_ASKED = r"(?:does|do|did|has|have|is|are|was|were)\s+(?:anyone|anybody|someone|somebody)\b"
# A yes-or-no question about the user, answered with more than yes: "Do you travel much for work?" / "Yes, about twice
# a month." (quoted, as a wh-question's answer is).
_YES_OR_NO = re.compile(
    rf"^(?:do|are|have|did|were|was)\s+you\b|^(?:does|is|has|do|are|have|did|were|was)\s+your\b|^{ANYONE_ASKED}", re.I
)
# What a no goes on with that says more than the no: about the one asked after, the household, when or how instead ("No,
# he lives alone.", "No, we take turns by week.", "No, at the end of each project."), never or nothing but ("No,
# never.", "No, nothing regular, just allergy pills in the spring.").
_NO_THEN = re.compile(
    r"(?:he|she|they|we|at|on|in|every|each|once|only|by|after|before|with|from|mostly|usually|never|nothing|just|"
    # (…or what there is instead: "Are you studying alone?" / "Nope, there's a study group at the yacht club.")
    r"there(?:'s|\s+is|\s+are))\b",
    re.IGNORECASE,
)
# What the user does or has, asked of its kind: "What kind of bike do you ride?", "What software do you use for …?".
_WHAT_DO_YOU = re.compile(r"^(?:what|which)\b[^?]*\bdo\s+you\s+[a-z]+\b[^?]*\?$", re.IGNORECASE)
# The user's own clause, by its subject: "I", "I'm", "we've" …
USERS_OWN = r"(?:I|I'm|I've|I'll|I'd|we|we're|we've|we'll|we'd)\b"
# What the user does, asked in a verb and a few words: "Do you compost?", "Do you knit?" (a bare yes keeps "User
# composts."; not "Do you have …?", read above, nor what the user thinks or wants, which is not asked of them).
DO_YOU_DO = re.compile(
    r"^do\s+you\s+(?:ever\s+)?((?:also|still|really|usually|often|sometimes|regularly)\s+)?([a-z]+)((?:\s+[\w'-]+){0,3})\s*\?$",
    re.IGNORECASE,
)
# …or with a maybe or a "mostly": "Are you thinking of replacing the car?" / "Maybe next year, probably something
# electric.", "Does your son like school?" / "Mostly, but he hates math."
_MAYBE = re.compile(rf"(?:{HEDGES}|possibly|mostly)\b", re.IGNORECASE)
_HOW_OFTEN_SAID = re.compile(
    r"(?:every|once|twice|(?:two|three|four|five|\d+)\s+times|daily|weekly|monthly|rarely|sometimes|often|usually|"
    r"occasionally|seldom|regularly|now\s+and\s+then|from\s+time\s+to\s+time|most\s+(?:days|weeks|weekends|nights|"
    r"mornings)|"
    # (…and so many days or nights of a week: "Three days a week", "Two nights per week")
    r"(?:a|an|one|two|three|four|five|six|seven|\d+)\s+(?:days?|nights?|mornings?|evenings?|weekends?|hours?)\s+(?:a|per|"
    r"each)\s+(?:day|week|month|year)|"
    # (…and a weekday of every week, or the weekends: "Saturdays", "Tuesday nights", "Sunday mornings", "Weekends")
    r"^(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+"
    r"(?:nights|mornings|evenings|afternoons)|weekends))\b",
    re.IGNORECASE,
)
# (…and what the user goes for, or what matters most to them: "What colors do you usually go for?", "What look are
# you going for?", "What's most important to you in an apartment?")
_LIKING = re.compile(
    r"\b(?:like|love|prefer(?:s|red|ence|ences)?|enjoy|favou?rite|go(?:ing)?\s+for|(?:matters?|important)\s+(?:most\s+)?to\s+"
    r"you)\b",
    re.IGNORECASE,
)
# A choice about the user, asked with a verb: "Do you prefer Python or JavaScript?", "Are you a morning or night
# person?", "Would you rather fly or take the train?" (not an offer: "Would you like me to … or …?").
_CHOICE = re.compile(
    r"^(?:do\s+you\s+(?:prefer|like|usually|normally|mostly)|are\s+you\s+(?:a|an|more|on)\b|would\s+you\s+rather|"
    # …and what the user is doing: "Are you buying or renting?", "Are you doing the work yourselves or hiring someone?"
    r"are\s+you\s+\w+ing\b|"
    # …and one about the user's own: "Is your sister older or younger?"
    r"is\s+your\b|"
    r"(?:do|would)\s+you\s+(?:rather\s+)?(?:drink|eat|read|watch|play|take|live|work|study|drive|commute|rent|own|run|"
    r"cook|travel|shop|fly|train|ride|swim|code|write|use|have|own|learn|listen|sleep|exercise|pay|wake))\b"
    r"(?!.*\bme\b).*\bor\b.*\?$",
    re.IGNORECASE,
)
# …a choice of how the user lives: "Do you live in a house or an apartment?", "Do you work in an office or remotely?"
# (a fact, where the others are a taste).
# What the user wants instead, in a few words naming it: "their personal one", "a table on the terrace", "to their
# office".
_INSTEAD = re.compile(
    r"^(?:(?:to|at|in|on|for|with|from|by)\s+)?(?:their|a|an|the)\s+(?!.*\b(?:I|I'll|I'm|I'd|we|it|this|that|thanks)\b)(?:[\w'-]+\s*){1,5}$",
    re.I,
)
_LIVES = re.compile(
    r"^(?:do\s+you\s+(?:live|work|study|drive|commute|rent|own|have)|is\s+your|are\s+you\s+on|are\s+you\s+\w+ing)\b",
    re.IGNORECASE,
)
# A question about how the user wants answers for good: "Anything you'd like me to remember about how you like
# answers?", "Is there anything I should keep in mind for future answers?". The requests in the reply are for good.
_FOR_GOOD_ASKED = re.compile(
    r"\b(?:remember|keep\s+in\s+mind|from\s+now\s+on|going\s+forward|future)\b.*\b(?:answers?|responses?|replies|"
    r"reply|respond|write|format)\b|\bhow\s+you\s+(?:like|want|prefer)\s+(?:my\s+)?(?:answers|responses|replies)\b|"
    # …or anything at all to keep in mind: "Is there anything you'd like me to keep in mind?", "Anything I should know?"
    r"^(?:is\s+there\s+)?anything\s+(?:(?:else\s+)?(?:you'd|you\s+would)\s+like\s+me\s+to|I\s+should)\s+"
    r"(?:keep\s+in\s+mind|know|remember)\b|"
    # …or how the user likes the assistant to do its work: "How do you like me to write to you?"
    r"^how\s+do\s+you\s+(?:like|want|prefer)\s+me\s+to\b",
    re.IGNORECASE,
)
# What opens a request in such a reply, after a yes: "Yes, please use metric units", "Sure, use British spelling".
_YES_THEN_ASK = re.compile(
    r"^(?:(?:yes|yeah|yep|sure|ok|okay|of\s+course)\b[,!.]?\s*)?(?=(?:please|always|never|don't|do\s+not|use|keep|"
    r"avoid|write|answer|reply|respond|add|include|no|stop|skip)\b)",
    re.IGNORECASE,
)
# An offer about how the assistant answers: "Would you like me to use bullet points?", "Should I keep my answers
# brief?". A yes to it is for now, unless
# the reply says it is for good ("Yes please, always", "Yes, from now on"): then it is the user's standing request.
_OFFER = re.compile(r"^(?:(?:would\s+you\s+like|do\s+you\s+want)\s+me\s+to|should\s+I)\s+(.+?)\s*\?$", re.IGNORECASE)
# How a request says it is for good (the rules extractor's too): "from now on", "going forward".
FOR_GOOD = r"(?:from now on|going forward|in (?:the )?future|next time)"
_FOR_GOOD = re.compile(rf"\b(?:always|every\s*time|each\s+time|by\s+default|{FOR_GOOD})\b", re.IGNORECASE)


# "Who …?" asked of what someone in the household does: "Who cooks at home?", "Who usually walks the dog?" (not whom
# someone is with, "Who does your son live with?", nor who someone is, "Who is your doctor?")…
_WHO_DOES = re.compile(
    r"^(?:and\s+|so\s+)?who\s+((?:usually|normally|mostly|generally|typically|always)\s+)?"
    r"(?!(?:is|was|has\s+been|says|thinks|knows|wants|means)\b)([a-z]+s)\s+(?!(?:you|he|she|it|they|him|her)\b)"
    r"([^?]+?)(?<!\bwith)(?<!\bto)(?<!\bfor)(?<!\bafter)(?<!\blike)(?<!\bfrom)(?<!\bat)\s*\?$",
    re.IGNORECASE,
)
# …answered by the user, as "me", "I do" or "myself", maybe with how much of it, or with one of their people: "All me",
# "Usually me", "That's me", "I do, mostly", "Me and my dad", "My wife and I, together". What follows a comma is
# read on its own ("Usually me, my wife hates crowds").
ME_WHO = re.compile(
    r"^(?:(?:that's|that\s+is|it's|it\s+is|that\s+would\s+be|that'd\s+be)\s+)?"
    r"(?:(all|mostly|usually|always|mainly|just|only|generally|normally|pretty\s+much|probably)\s+)?"
    r"(?:(?:me|I)\s+and\s+(my\s+[a-z'-]+(?:\s+[a-z'-]+)?)|(my\s+[a-z'-]+(?:\s+[a-z'-]+)?)\s+and\s+(?:I|me)|me|I\s+do|"
    r"myself)(?:,?\s+(mostly|usually|always|mainly|generally|normally|these\s+days|now|together|unfortunately|"
    r"honestly|lol|haha|tbh))?(?=[\s.!]*$|,\s)",
    re.IGNORECASE,
)
# (how much of it, as the memory says it: "All me" is the user alone)
_ME_HOW_MUCH = {"all": "alone", "just": "alone", "only": "alone", "pretty much": "mostly"}


def _who_does(question: str, reply: str, *, opening: bool) -> tuple[str, str] | None:
    """ "Who cooks at home?" / "Mostly me." → "User mostly cooks at home"; "Who plans the trips?" / "My wife and I,
    together." → "User and their wife plan the trips together". A reply that goes on past the answer is read as its
    opening and the rest (the rules extractor), not whole: None there, and for any other question or reply."""
    asked, said = _WHO_DOES.match(question), ME_WHO.match(reply)
    if not (asked and said) or (said.end() < len(reply.rstrip(" .!")) and not opening):
        return None
    how, verb, thing = asked.groups()
    much, person, person_first, then = said.groups()
    person = person or person_first
    much = " ".join((much or how or "").lower().split())
    then = " ".join((then or "").lower().split())
    if then in ("mostly", "usually", "always", "mainly", "generally", "normally") and not much:  # "I do, mostly."
        much, then = then, ""
    then = f" {then}" if then in ("these days", "now", "together") else ""  # (not "unfortunately", "tbh")
    if person:  # (the two of them: the verb as for "they", "cooks" → "cook")
        subject, verb = f"User and {_theirs(person.lower())}", _verb_plain(verb.lower())
    else:
        much = _ME_HOW_MUCH.get(much, much)
        subject = "User alone" if much == "alone" else "User" + (f" {much}" if much else "")
    return f"{subject} {verb.lower()} {_of_the_assistant(thing)}{then}", "fact"


def _verb_plain(verb: str) -> str:
    """ "cooks" → "cook", "does" → "do", "carries" → "carry", "watches" → "watch": a present verb as for "they"."""
    irregular = {"does": "do", "has": "have", "goes": "go"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if re.search(r"(?:ch|sh|ss|x|z)es$", verb):
        return verb[:-2]
    return verb[:-1]


def questions_to_user(
    sentences: list[str],
    thing: str | None = None,
    someone: tuple[str, str] | None = None,
    place: str | None = None,
) -> list[str]:
    """The questions of an assistant's message (its sentences) that ask the user about themselves: its last one, and the
    one before it when that asks too ("Do you rent or own? And do you have a garden?"), in their order; none when
    the last question about the user asks nothing ("Would you like a summary?"). With `thing`, the last thing of the
    user's they named ("My commute is killing me"), "it" in a question without "you" is that thing: "How long is it?"
    asks "How long is your commute?". With `someone`, the last of the user's people they named and whether "she",
    "he", either or "they" (the rules extractor's), "he" or "she" is that person: "My son needs help with math." /
    "How old is he?" asks "How old is your son?". With `place`, where the user said they are going, a question of
    theirs that does not say where asks about that place: "I'm planning a trip to Japan." / "When are you going?"
    asks "When are you going to Japan?"."""
    asked: list[str] = []
    for sentence in reversed(sentences):
        # "And where do you live?", "Thanks! Also, what time zone are you in?": asked as "Where do you live?"
        question = re.sub(
            r"^(?:(?:and|so|ok|okay|great|thanks|sure|also|oh|one\s+more\s+thing|by\s+the\s+way|btw)\b[,!:]?\s+)+",
            "",
            sentence,
            flags=re.I,
        )
        question = question[:1].upper() + question[1:]
        # "What's your name, by the way?" and "How old are you, if you don't mind me asking?" ask what "What's your
        # name?" and "How old are you?" do
        question = _POLITE_TAIL.sub("", question)
        if thing and not _ABOUT_YOU.search(question):
            question = re.sub(r"\bit\b", f"your {thing}", question, count=1)
        elif thing:  # …and what the user has had it for: "How long have you had it?", "When did you open it?"
            question = re.sub(
                r"\b(had|owned|run|started|opened|bought|got|open|start|buy|get)\s+it\b",
                rf"\1 your {thing}",
                question,
                count=1,
            )
        if not _ABOUT_YOU.search(question):  # "How old is the house?", "What's the baby's name?" ask about the user's
            # (but "Who drives the kids to school?" is answered by one of the user's people, read as such below)
            the_theirs = _THE_HOME if re.match(r"who\b", question, re.IGNORECASE) else _THE_HOME_OR_FAMILY
            question = the_theirs.sub(r"your \1", question, count=1)
        if someone and not _ABOUT_YOU.search(question):
            who, said_as = someone
            pronoun = {"she": r"she|her", "he": r"he|him|his", "either": r"she|he|her|him|his"}.get(said_as)
            if pronoun:
                # "his", and "her" before a noun, are theirs: "When is her birthday?" asks about "your mom's birthday"
                question = re.sub(
                    rf"\b(?:{pronoun})\b(\s+(?!(?:to|about|for|with|at|in|on|and|or|up|out|back|again|yet|too|now|"
                    r"today|first|more)\b)[a-z][\w'-]*)?",
                    lambda m, who=who: f"your {who}{_possessive(m)}",
                    question,
                    count=1,
                    flags=re.IGNORECASE,
                )
        if place and _ABOUT_YOU.search(question):
            question = _to_place(question, place)
        about_user = any(
            pattern.search(question)
            for pattern in (
                _ABOUT_YOU,
                _NAMED,
                _PARTY,
                _THE_THING,
                DUE,
                _SETTING,
                _WHAT_HELPED,
                _COMING_UP,
                _ANYTHING_I_SHOULD,
                _HOW_IS_BUSINESS,
                _WHY_THAT,
            )
        ) or _asks_which(question)
        if question.endswith("?") and (about_user or _OFFER.match(question)):
            if not (_CHOICE.match(question) or _OFFER.match(question) or not _NOT_ASKING.search(question)):
                break
            asked.insert(0, question)
            if len(asked) == 2:
                break
    return asked


# A question about going somewhere that does not say where: "there" ("How long will you be there?", not "Is there …"),
# a verb of going with no place after it ("When are you going?", "Who would you go with?") and one of leaving ("When
# do you leave?").
_GOING_THERE = re.compile(r"\b(go|going|travel(?:l?ing)?|fly|flying|head|heading|get|getting)\s+there\b", re.I)
_THERE = re.compile(r"(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!')\bthere\b", re.I)
_GOING = re.compile(
    r"\b(go|going|travel(?:l?ing)?|fly|flying|head|heading)(?=\s*\?|\s+(?:with|alone|by|for|this|next|in|on|during|over)\b)",
    re.I,
)
_LEAVING = re.compile(r"\b(leave|leaving|depart|departing)(?=\s*\?|\s+(?:on|in|this|next|from)\b)", re.I)


# The user's home and its parts, named by "the" in the assistant's question: "How old is the house?", "Is the apartment
# furnished or unfurnished?", "How big is the garden?".
_HOME = r"house|home|apartment|flat|garden|yard|backyard|basement|attic|roof|kitchen|bathroom|garage|lease|mortgage"
_THE_HOME = re.compile(rf"\bthe\s+({_HOME})\b", re.IGNORECASE)
# (…and the user's work: "What's the hardest part of the job?", "How long is the commute?", "How big is the team?")
_THE_HOME_OR_FAMILY = re.compile(
    rf"\bthe\s+({_HOME}|baby|twins|kids|dogs?|cats?|puppy|kitten|pets|job|commute|lessons|classes|appointments|team|"
    r"business|shop|crew|staff)\b",
    re.IGNORECASE,
)


def _asks_which(question: str) -> bool:
    """Whether a bare "Which …?" or "What …?" names something of the user's ("Which city?"; not "Which one?")."""
    match = _WHICH_NAMED.match(question)
    return bool(match and _ATTRIBUTE.search(match.group(1)))


def _to_place(question: str, place: str) -> str:
    """The question, asked of `place` where it does not say where (questions_to_user): "When are you going?" → "When
    are you going to Japan?", "How long will you be there?" → "How long will you be in Lisbon?"."""
    for pattern, where in ((_GOING_THERE, "to"), (_THERE, "in"), (_GOING, "to"), (_LEAVING, "for")):
        verb = (lambda m: m.group(1) + " ") if pattern.groups else (lambda m: "")
        asked, found = pattern.subn(lambda m, verb=verb, where=where: f"{verb(m)}{where} {place}", question, 1)
        if found:
            return asked
    return question


def _possessive(match: re.Match) -> str:
    """What follows "your son" for the question's pronoun (a match of questions_to_user's, with the word after it):
    "'s" for "his", and for "her" before a noun ("her birthday"); nothing for "she", "he", "him" or "her" alone."""
    pronoun, noun = match.group(0).split()[0].lower(), match.group(1) or ""
    return ("'s" if pronoun == "his" or (pronoun == "her" and noun) else "") + noun


# What the assistant checks it understood about the user: its opening words ("So", "Just to confirm", "Am I right
# that"), its tag ("…, right?", "…, is that right?"), and what the user said before ("You mentioned …").
_CHECK_LEAD = re.compile(
    r"^(?:(?:so|ok(?:ay)?|and|just\s+to\s+confirm|to\s+confirm|just\s+checking|if\s+I\s+understand\s+correctly|"
    r"if\s+I\s+remember\s+(?:right|correctly))\b[,:]?\s*)+|"
    r"^(?:am\s+I\s+right\s+(?:that|in\s+thinking\s+that)|is\s+it\s+true\s+that|did\s+I\s+get\s+it\s+right\s+that)\s+",
    re.IGNORECASE,
)
_CHECK_TAIL = re.compile(r",?\s*(?:right|correct|is\s+that\s+(?:right|correct|true)|yes|yeah)\s*\?$", re.IGNORECASE)
_SAID_BEFORE = re.compile(r"^you\s+(?:said|mentioned|told\s+me)\s+(?:that\s+)?", re.IGNORECASE)
_THAT_STILL = re.compile(
    r"^(?:is\s+that\s+(?:still\s+)?(?:right|correct|true|the\s+case|so)|(?:still\s+)?true|right|correct)\s*\?$",
    re.IGNORECASE,
)
_STILL = re.compile(r"^is\s+your\s+(.+?)\s+still\s+(.+?)\s*\?$", re.IGNORECASE)
# (a statement of the user's, not what they might do or want now, nor how they feel: "You could try …?", "You want me
# to continue?", "So, you're really scared, huh?")
_ABOUT_THEM_SAID = re.compile(
    r"^(?:you(?:'re(?!\s+(?:(?:really|so|very|a\s+bit|still|just)\s+)*(?:scared|sad|happy|tired|excited|nervous|"
    r"worried|upset|angry|mad|frustrated|stressed|disappointed|afraid|anxious|bored|proud|curious|lonely|overwhelmed|"
    r"sure|ready|done|okay|ok|fine|good|right|welcome|joking|kidding)\b)|'ve|"
    r"\s+(?!(?:can|could|should|would|will|might|may|must|want|need|know|see|mean|think|feel)\b)\w+)|"
    # (and of theirs, with its verb: "your son plays hockey"; not "And your budget?")
    r"your\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:is|are|was|were|has|have|had|\w+s)\b)",
    re.IGNORECASE,
)


def checked(sentences: list[str]) -> str | None:
    """What an assistant's message (its sentences) asks at its end to check it understood about the user, as the user
    would say it: "So you're vegetarian, right?" → "I'm vegetarian", "You said your son plays hockey. Is that still the
    case?" → "my son plays hockey", "Is your anniversary still June 9th?" → "my anniversary is June 9th"; else None."""
    if not sentences or not sentences[-1].endswith("?"):
        return None
    last = sentences[-1]
    still = _STILL.match(last)
    if still:
        said = f"your {still.group(1)} is {still.group(2)}"
    elif _THAT_STILL.match(last) and len(sentences) > 1 and _SAID_BEFORE.match(sentences[-2]):
        said = _SAID_BEFORE.sub("", sentences[-2]).rstrip(" .!")
    else:
        said = _CHECK_LEAD.sub("", last)
        asked = said != last or bool(_CHECK_TAIL.search(said)) or bool(_SAID_BEFORE.match(said))
        said = _CHECK_TAIL.sub("", _SAID_BEFORE.sub("", said)).rstrip(" ?")
        if not asked:
            return None
    if not _ABOUT_THEM_SAID.match(said):
        return None
    said = re.sub(r"\byou're\b", "I'm", said, flags=re.I)
    said = re.sub(r"\byou've\b", "I've", said, flags=re.I)
    said = re.sub(r"^you\s+are\b", "I am", said, flags=re.I)
    said = re.sub(r"\byours\b", "mine", re.sub(r"\byour\b", "my", said, flags=re.I), flags=re.I)
    return re.sub(r"^you\b", "I", said, flags=re.I)


# Why the user chose what they named, asked by its name alone: "Why Lisbon?", "Why nights?", "Why the move?" (not "Why
# not …?", "Why do you …?", "Why that?"). The reply is the reason, quoted with the question that names the choice.
_WHY_THAT = re.compile(
    r"^why\s+(?!(?:not|do|does|did|is|are|was|were|would|will|should|can|could|have|has|you|that|this|it|so|me)\b)"
    r"(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s*\?$",
    re.IGNORECASE,
)


_NO_REASON = re.compile(
    r"^(?:(?:good|great|fair)\s+question|long\s+story(?:\s+short)?|honestly|well|haha|lol|ha|hmm|oh|um|why\s+not|"
    r"it's\s+(?:complicated|a\s+long\s+story)|who\s+knows)[\s.!,?]*$",
    re.IGNORECASE,
)


def answer_first(question: str, *, sentences: int = 1, reply: str = "") -> bool:
    """Whether a reply to the question is read as its answer before the rules read it: "How would you like me to
    format code examples?" / "Always in TypeScript." is how to format them, not an order to "always in TypeScript";
    a reply of one sentence to an offer ("Should I add travel time to your meetings?" / "Yes, always 15 minutes."
    asks for travel time, not "to always 15 minutes"); and one that says how much of it ("Are you getting any help
    with the move?" / "A little from my cousin on Saturday, …", not an event of Saturday's)."""
    return bool(
        _HOW_LIKE_ME_TO.match(question)
        or (sentences == 1 and (_OFFER.match(question) or _how_much_of_it(question, reply)))
        or re.match(_WHEN_NOT, question, re.IGNORECASE)  # "Are there times I shouldn't call you?" / "Never before 8am."
        or (sentences == 1 and _WHY_THAT.match(question))  # "Why Lisbon?" / "My husband got a transfer, we move …"
    )


def _how_much_of_it(question: str, reply: str) -> bool:
    """Whether a reply opens with how much of it, to a yes-or-no question about the user or what they do: "Do you still
    write code?" / "A little, mostly code reviews, …"."""
    asked = DO_YOU_DO.match(question) or _YES_OR_NO.match(question)
    # (…or most of it, and how: "Do you sell direct?" / "Mostly through our tasting room on weekends, plus …")
    return bool(asked and re.match(r"(?:a\s+little|a\s+bit|a\s+lot|some|mostly|mainly)\b", reply, re.IGNORECASE))


def for_good_asked(sentences: list[str]) -> bool:
    """Whether an assistant's message (its sentences) asks how the user wants every answer."""
    return any(s.endswith("?") and _FOR_GOOD_ASKED.search(s) for s in sentences)


def asked_for_good(sentence: str) -> str:
    """A sentence of the reply to such a question, a request in it said for good: "Yes, please use metric units" →
    "From now on, please use metric units"; anything else as it is."""
    ask = _YES_THEN_ASK.match(sentence)
    if not ask:
        return sentence
    rest = sentence[ask.end() :]
    return f"From now on, {rest[:1].lower()}{rest[1:]}"


def answer(question: str, reply: str, *, opening: bool = False) -> tuple[str, str] | None:
    """(content, kind) of what the reply says about the user, kind being "fact", "preference" or "instruction";
    or None when it says nothing (a bare yes or no to a question that needs more, a "that's all"). With `opening`,
    the reply is the first sentence of a longer one ("Austin. I also travel a lot for work."): a bare yes or no there
    leads into what follows ("Yes! I want to try that new Mexican restaurant."), and says nothing of its own."""
    reply = reply.strip()
    knows = _KNOW_YOUR.match(question)
    if knows:  # asked as "What is your blood type?" (plural: "What are your triggers?")
        asked = knows.group(1)
        question = f"What {'are' if re.search(r's$', asked) else 'is'} {asked}?"
    # (a list of them, to "Do you have any recurring meetings?", or what it is, to "Do you have a pension through
    # work?", is often as long as a place said with where next: "Yes, a small one from my years at the county, plus …")
    longer = (
        _GREW_UP.match(question)
        or re.match(r"do\s+you\s+(?:have|own)\b", question, re.IGNORECASE)
        or _WOULD_YOU.match(question)  # (…and what the user would do, with why: "Probably, once the youngest …")
        # (…and how many the user has, with which: "How many dogs do you have?" / "Three of my own: a greyhound, …")
        or re.match(r"how\s+many\b[^?]*\bdo\s+you\s+(?:have|own|keep)\b", question, re.IGNORECASE)
        # (…and what a thing of theirs is like: "What's your setup like?" / "A PC I built last year with a 4070, …")
        or re.match(r"what(?:'s|\s+is|\s+are|\s+does|\s+do)\s+your\s+[^?]+\s+like\s*\?$", question, re.IGNORECASE)
        # (…and a yes or a no to a yes-or-no question, with what it goes on to say: "Do you cook much?" / "Yes, almost
        # every night, mostly simple stuff like stir fries and pasta with whatever's left.")
        or (_YES_OR_NO.match(question) and re.match(r"(?:yes|yeah|yep|no|nope|nah),", reply, re.IGNORECASE))
        # (…or how much of it, to what the user does: "Do you still write code?" / "A little, mostly code reviews, my
        # director wants me out of the critical path.")
        or _how_much_of_it(question, reply)
        # (…or which, named in a list: "Which cities are you thinking about?" / "Tokyo for sure, then Kyoto, and …")
        or (re.match(r"which\b", question, re.IGNORECASE) and not re.search(rf"\b{USERS_OWN}", reply, re.I))
        # (…or what, described with no clause of the user's: "What kind of bike do you ride?" / "A steel touring bike
        # from the eighties with a leather saddle and fenders.", "What's your style?" / "Mostly deadpan storytelling, a
        # lot of it about growing up Mormon in Idaho.")
        or ((_WHAT_DO_YOU.match(question) or _YOUR.match(question)) and not re.search(rf"\b{USERS_OWN}", reply, re.I))
        or THING_GOT.match(reply)
        # (…and when the user's baby is due, with what may change it: "Mid-March, but twins usually come early …")
        or DUE.match(question)
    )
    limit = MAX_PLACE_ANSWER_WORDS if longer else MAX_ANSWER_WORDS
    # (…and how the user does something, said as they do it: "How do you handle long flights?" / "I book an aisle seat,
    # skip the alcohol and walk the cabin every hour or so.")
    if re.match(r"how\s+do\s+you\s+(?!(?:like|want|prefer|feel|think|know|mean|find)\b)[a-z]+\b", question, re.I):
        limit = MAX_HOW_ANSWER_WORDS
    if BY_THEN.search(reply) or _WHY_THAT.match(question):  # (…and why the user chose it: a reason, a clause or two)
        limit = max(limit, MAX_HOW_ANSWER_WORDS)
    if not reply or "?" in reply or len(reply.split()) > limit:
        return None
    if _WHO_DOES.match(question) and ME_WHO.match(reply):  # "Who cooks at home?" / "Mostly me."
        return _who_does(question, reply, opening=opening)
    if _WHY_THAT.match(question):  # "Why Lisbon?" / "It's close to my parents." → '… answered "it's close to …"'
        said = _CLOSING.sub("", reply)  # (not a word before the reason: "Good question. My husband got a transfer.")
        return (asked_answered(question, _as_said(reply)), "fact") if said and not _NO_REASON.match(said) else None
    yes, no = _YES.match(reply), _NO.match(reply)
    body = _CLOSING.sub("", _OPENING.sub("", reply))
    no_more = _NO_MORE.match(reply)
    if no_more:  # "Not anymore." / "Not anymore, I went vegan." / "Not yet, it's on my list."
        no, body = no_more, _CLOSING.sub("", reply[no_more.end() :])
    if _NOTHING.match(body) or _NOTHING.match(_CLOSING.sub("", reply)):  # "I don't know." is not "know"
        body, yes = "", None
    if opening and not (body or no_more):  # ("Not yet, I applied last week." says more than a no)
        return None
    if (LOWER_LEAD.match(body) and not _NAME_LEAD.match(body)) or _VERB_LEAD.match(body):
        body = body[:1].lower() + body[1:]
    if re.search(r"\b(?:they|them|their|they're|they've)\b", reply, re.IGNORECASE):
        body = _user_named(body)  # ("… so I pay 700 and they pay 650 each": the user's "I" is not their "they")
    body = _theirs(body)  # "A React app for my startup"
    if _HOW_IS_BUSINESS.match(question) and not re.search(r"\d|\b(?:dozen|hundred|thousand)\b", body):
        return None
    match = _CALL.search(question)
    if match:
        name = re.sub(r"^(?:call\s+me|it's|I'm|my\s+name\s+is)\s+", "", body, flags=re.IGNORECASE)
        name = re.sub(r"\s+(?:is\s+fine|works|is\s+good|please)$", "", name, flags=re.IGNORECASE)
        return (f"User asks the assistant to call them {name}", "instruction") if name else None
    match = _OFFER.match(question)
    if match:  # "Would you like me to use bullet points?" / "Yes please, always."
        # "Should I send it to your work email?" / "No, my personal one.": what the user wants instead of something of
        # theirs (not "No thanks, I'll do it myself")
        instead = re.sub(r"[,\s]*\bplease\b", "", body, flags=re.I)
        if no and _INSTEAD.match(instead) and re.search(r"\byour\b", question, re.I):
            return asked_answered(question, f"No, {instead}"), "preference"
        if not ((yes or re.match(r"(?:always|every\s*time|by\s+default)\b", reply, re.I)) and _FOR_GOOD.search(reply)):
            return None  # "Yes please, always." or "Always, please." is for good; "Yes please." for now
        asked = re.sub(r"\s+then$", "", _of_the_assistant(match.group(1)))  # ("… kosher recipes then?")
        # …with what else the reply says of it: "Yes, always 15 minutes." → "…, 15 minutes"
        detail = re.sub(
            rf"\b(?:please|always|every\s*time|each\s+time|by\s+default|{FOR_GOOD})\b", "", body, flags=re.I
        )
        detail = " ".join(detail.split()).strip(" ,.!;")
        return f"User asks the assistant to {asked}" + (f", {detail}" if detail else ""), "instruction"
    match = _HOW_LIKE_ME_TO.match(question)
    if match:  # "How would you like me to write the emails?" / "Short and friendly, always."
        # ("How do you like me to write to you?" asks for good by itself; "How would you like me to …?" may ask for now)
        if not ((_FOR_GOOD.search(reply) or match.group(1).lower() == "do") and body):
            return None
        how = re.sub(
            rf"[,\s]*\b(?:always|every\s*time|each\s+time|by\s+default|please|{FOR_GOOD})\b[,\s]*",
            " ",
            body,
            flags=re.I,
        )
        how = re.split(r"(?<=[.!?])\s+", how.strip(" ,"))[0].rstrip(" .!,")  # (its first sentence: the rest is read
        asked = _of_the_assistant(match.group(2) or f"send you {match.group(3)}")  # on its own)
        # (a thing it is to be, "as" that thing: "A short summary at the end." → "… send them updates as a short …")
        how = f"as {how}" if re.match(r"(?:a|an)\s", how, re.IGNORECASE) else how
        return (f"User asks the assistant to {asked} {how[:1].lower()}{how[1:]}", "instruction") if how else None
    # "Do you prefer Python or JavaScript?" / "Python." (a bare no to "Do you have kids or pets?" is read below)
    if _CHOICE.match(question) and (body or not _DO_YOU.match(question)):
        kind = "fact" if _LIVES.match(question) else "preference"
        return (asked_answered(question, body), kind) if body else None
    match = _DO_YOU.match(question)
    if match:
        # "Do you have any health conditions I should know about?" asks about "health conditions"
        verb, thing = match.group(1).lower(), _SHOULD_KNOW.sub("", match.group(2))
        thing = _of_the_assistant(thing)  # "your phone in bed" → "their phone in bed"
        does = "has" if verb == "have" else verb + "s"
        # "Do you have a car?" / "Only a bike.": something else instead, said as the user said it (not "Do you have any
        # pets?" / "Just a cat.", one of them)
        # (…nor "Do you use any budgeting apps?" / "Just a notebook.": something else, as said)
        instead = re.match(r"(?:a|an|the|access\s+to)\b", thing, re.I) or (
            verb == "use" and re.search(r"\bany\s", question, re.I)
        )
        # (…nor a clause of the user's own that says no yes: "Do you have a car?" / "I borrow my brother's when I need
        # one." does not say they have one)
        if (re.match(r"(?:just|only)\b", reply, re.IGNORECASE) and instead) or (
            not (yes or no) and _OWN_CLAUSE.match(body)
        ):
            return asked_answered(question, _as_said(reply)), "fact"
        if body and not (no_more or no):
            # ("Do you have an Instant Pot?" / "Yes, and a rice cooker I use daily." → "User has an Instant Pot, and …")
            joined = ", " if re.match(r"(?:and|plus|also)\b", body, re.IGNORECASE) else ": "
            # ("Do you have a venue yet?" / "The old mill." → "User has a venue: …"; a no keeps it: "… no venue yet")
            had = _SO_FAR.sub("", thing)
            return f"User {does} {had}{joined}{_pronouns(body)}", "fact"
        if no:
            # why, said after the no: "Not anymore, I went vegan" → "…; they went vegan"; not the thing again ("Do you
            # have a garden?" / "No garden.")
            why = "; " + _pronouns(re.sub(r"^but\s+", "", body)) if body and not _names(body, thing) else ""
            since = f" {' '.join(no_more.group(1).lower().split())}" if no_more else ""  # "… anymore", "… much"
            since = "" if since in (" really", " a word", " at all") else since
            # "Do you have a preferred seat?" / "No." → "User has no preferred seat"
            none = re.sub(r"^(?:a|an|the)\s+", "", thing, flags=re.IGNORECASE)
            said = f"User has no {none}{since}" if verb == "have" else f"User doesn't {verb} {thing}{since}"
            return said + why, "fact"
        return (f"User {does} {thing}", "fact") if yes else None
    if _WOULD_YOU.match(question):  # "Would you relocate?" / "Only to Austin or Denver." (or "No.") as said
        return asked_answered(question, _as_said(reply)), "preference"
    if _ANYTHING_YOU.match(question):  # "Anything else you'd rather skip?" / "Lunges, they hurt my knee."
        kind = "fact" if re.search(r"\b(?:can't|cannot)\b", question, re.IGNORECASE) else "preference"
        return (asked_answered(question, body), kind) if body else None
    when_not = re.match(_WHEN_NOT + r"\s+(.+?)\s*\?$", question, re.IGNORECASE)
    if when_not and not no:  # "Are there times I shouldn't call you?" / "Never before 8am." (a request for good)
        said = re.split(r"(?<=[.!?])\s+", _CLOSING.sub("", reply))[0]
        said = re.sub(r"\b(?:never|nothing|not|no|please)\b\s*", "", _theirs(said), flags=re.IGNORECASE)
        said = re.sub(r"\s+,", ",", " ".join(said.split())).strip(" ,.!")
        if said:  # → "User asks the assistant not to call them before 8am"
            return f"User asks the assistant not to {_of_the_assistant(when_not.group(1))} {said}", "instruction"
    if _COMING_UP.match(question) and not no:  # "Anything coming up soon?" / "A food festival on the 14th."
        return (asked_answered(question, body), "fact") if body else None
    if _ANYTHING_I_SHOULD.match(question) and not no:  # "Anything I should keep in mind?" / "A peanut allergy."
        return (asked_answered(question, body), "fact") if body else None
    if _ANY_YOU.match(question) and not no:  # "Any hobbies you're into at the moment?" / "Bouldering, mostly."
        kind = "preference" if _LIKING.search(question) else "fact"
        return (asked_answered(question, body), kind) if body else None
    match = DO_YOU_DO.match(question)
    if match and yes and not body and not re.search(r"\byou(?:r|rs|rself)?\b", match.group(3), re.IGNORECASE):
        how_often, verb = (match.group(1) or "").lower(), match.group(2).lower()
        rest = _pronouns(re.sub(r"^\s+any\b", "", match.group(3), flags=re.I))  # ("Do you do any sports?": sports)
        return f"User {how_often}{_verb_s(verb)}{rest}", "fact"  # "Do you knit?" / "Yes." → "User knits"
    match = _NAMED.match(question)
    if match:  # "Budget?", "Any pets?", "And your budget?"
        return _named(match, question, body, yes, no)
    if _asks_which(question) and body and not (yes or no):  # "Which city?" / "Denver."
        return asked_answered(question, body), "fact"
    match = _ARE_YOU.match(question)
    if match and not body and (yes or no):
        return f"User is {'' if yes else 'not '}{match.group(1)}", "fact"
    degree = _DEGREE.match(body) if match and not re.match(_NOT_A_STATE, match.group(1), re.I) else None
    if degree:  # "Are you afraid of heights?" / "Slightly, ladders are fine …" → "User is slightly afraid of …; …"
        rest = body[degree.end() :].strip(" ,.!;")
        said = f"User is {degree.group(0).lower()} {match.group(1)}"
        return (f"{said}; {_pronouns(rest)}" if rest else said), "fact"
    match = _ARE_YOU_DOING_ANY.match(question)
    if match and body and not no:  # "Are you taking any supplements?" / "Vitamin D and magnesium."
        return f"User is {match.group(1).lower()} {match.group(2)}: {_pronouns(body)}", "fact"
    match = _ARE_YOU_ON_ANYTHING.match(question)
    if match and body and not (yes or no):  # "Are you working on anything fun?" / "A podcast about birds."
        return f"User is {match.group(1).lower()} {match.group(2).lower()} {quoted(body)}", "fact"
    if not body:
        return None
    match = _WHERE.match(question) or _WHAT_PLACE.match(question)
    if match:
        said = _WHERE_SAID[match.group(1).lower()] if match.re is _WHERE else _verb_s(match.group(1)) + " in"
        if re.match(r"(?:in|at|from|near|on|outside|around|by|with)\b", body):  # "At a bakery downtown", "From home"
            said = said.rsplit(" ", 1)[0]
        return f"User {said} {_pronouns(body)}", "fact"  # ("Leeds, though they work in Manchester")
    if _GREW_UP.match(question):  # "Lagos." → "User grew up in Lagos."; "Just outside Dublin, then …" as said
        where = r"(?:(?:mostly|mainly|partly)\s+)?(?:in|on|at|near|outside|around|by|all\s+over|between)\b"
        place = body if re.match(where, body, re.I) else f"in {body}"
        return f"User grew up {_pronouns(place)}", "fact"
    match = _HOW_DO_YOU.match(question)
    if match:  # "How do you get to work?" / "By bike." → "User gets to work by bike."
        if _OWN_CLAUSE.match(body):  # ("I walk." as said: "User gets to work I walk" says nothing)
            return asked_answered(question, _as_said(reply)), "fact"
        return f"User {_verb_s(match.group(1))} {match.group(2)} {body}", "fact"
    match = _WHAT_ARE_YOU.match(question)
    if match:  # "What are you studying?" / "Computer science at MIT." → "User is studying computer science at MIT."
        return f"User is {' '.join(match.group(1).lower().split())} {body}", "fact"
    match = _HOW_OLD.match(question)
    if match and match.group(2) and re.match(r"(?:built|made|bought|renovated)\b", body, re.IGNORECASE):
        # "How old is your house?" / "Built in 1962." → "User's house was built in 1962."
        was = "were" if match.group(1).lower() == "are" else "was"
        return f"User's {match.group(2)} {was} {body[:1].lower()}{body[1:]}", "fact"
    if match and re.search(r"\b(?:is|are|'s|turned|turns|turn|will\s+be)\b", body, re.IGNORECASE):
        # each one's age with its verb, quoted: "How old are the kids?" / "Lily is 9 and Owen just turned 6."
        return asked_answered(question, body), "fact"
    if match:
        if re.search(r"\b(?:years?|months?|weeks?)$", body):  # "How old is your laptop?" / "About six years."
            body += " old"
        return (
            f"User's {match.group(2)} {match.group(1).lower()} {body}" if match.group(2) else f"User is {body}"
        ), "fact"
    match = _YOUR.match(question)
    told = re.sub(r"^(?:it's|it\s+is|that's|that\s+would\s+be)\s+", "", body, flags=re.I)  # "It's Priya."
    # (two questions in one, "What's your dog's name, and how old is she?", or an answer told as clauses, "Mia is 10
    # and Sam is 7", are quoted whole below)
    # (nor a clause of the user's: "What's your budget?" / "We're trying to keep it under 30k.", quoted)
    if (
        match
        and not re.search(r",\s*and\s+\w+", match.group(2))
        and not re.search(r"\b(?:is|are|was|'s)\b", told)
        and not re.match(USERS_OWN, told, re.I)
        # (nor what the user thinks of something: "What's your take on pineapple pizza?" / "Love it.", quoted)
        and not re.match(r"(?:take|thoughts?|opinion|views?|feelings?)\s+(?:on|about)\b", match.group(2), re.I)
    ):
        # "What's your soil like?" asks what it is like ("User's soil is heavy clay"), not a taste
        describing = re.search(r"\s+like$", match.group(2), re.IGNORECASE)
        # ("What's your budget looking like?" asks what "What's your budget like?" does)
        asked = re.sub(r"\s+(?:looking|shaping\s+up|looks)(?=\s+like$)", "", match.group(2), flags=re.IGNORECASE)
        # ("What's your baby's name going to be?" / "Hazel." → "User's baby's name is going to be Hazel")
        going = re.search(r"\s+(?:going\s+to|gonna)\s+be$", asked, re.IGNORECASE)
        asked = asked[: going.start()] if going else asked
        kind = (
            "preference" if _LIKING.search(question) and not describing else "fact"
        )  # "What's your favourite colour?"
        # "your bakery called", "your podcast about", "your brother-in-law into", "your research on": the verb goes
        # before the word
        thing, after = re.match(r"(.+?)(\s+(?:called|named|about|like|for|from|into|on|of|with|at))?$", asked).groups()
        after = "" if describing else after
        # (the household's "we" beside "User" is they: "About 4,000 total, we already have a truck" → "…, they already
        # have a truck")
        told = quoted(_we_as_they(told))  # "… August 9th. They'll be 30."
        # (what the user means to do: "What's your goal?" / "Run a marathon." → "User's goal is to run a marathon")
        to = " to" if _VERB_LEAD.match(told[:1].upper() + told[1:]) and not after else ""
        verb = ("are" if match.group(1) else "is") + (" going to be" if going else "")
        return f"User's {thing} {verb}{after or ''}{to} {told}", kind
    # "Do you travel much for work?" / "Yes, about twice a month.": a yes, then what it says (not "I love it", "I've
    # tried", a reply of its own; nor at a longer reply's start, where the yes leads into what follows); or how often,
    # without the yes ("Once a month or so.", "Every couple of weeks, to about 40 people.")
    said_more = _YES_OR_NO.match(question) and (
        ONE_ASKED.search(body)  # (a clause of the user's that needs the question: "We already have one, …")
        # (…or with what the user does instead, to what they do: "Do you paint outdoors?" / "No, I mostly work from
        # photos in my studio.")
        or (no and not (opening or no_more) and DO_YOU_DO.match(question) and re.match(r"(?:I|User)\s+(?!don't)", body))
        # (a no that goes on about the one asked after, with what the household does instead, or when or how instead:
        # "Does your dad live with you?" / "No, he lives alone.", "Do you split the cooking?" / "No, we take turns by
        # week.", "Do you invoice monthly?" / "No, at the end of each project, net 15.")
        or (no and not (opening or no_more) and _NO_THEN.match(body))
        # (…and a "not yet" that goes on with the household: "Have you booked a hotel yet?" / "Not yet, we're …")
        or (no_more and no_more.group(1).lower() == "yet" and re.match(r"we\b", body, re.I))
        # (…or how, instead of a yes or a no: "Are you moving alone?" / "With my boyfriend and our two cats.")
        or (not (yes or no or opening) and re.match(r"(?:with|by|on|in|at|from)\s", body, re.I))
        # (…or how much of it, to what the user does: "Do you write songs too?" / "Some lyrics, but our singer Maya
        # writes most of them.")
        or (
            not (yes or no or opening)
            and DO_YOU_DO.match(question)
            and re.match(r"(?:some|a\s+few|a\s+little)\b", body, re.I)
        )
        # (…or what the user does, in a clause of their own, to what they do: "Do you work alone?" / "I bring a second
        # shooter for anything over 150 guests.")
        or (not (yes or no or opening) and DO_YOU_DO.match(question) and _OWN_CLAUSE.match(body))
        or (
            not re.match(r"(?:I|I'm|I've|we|it)\b", body, re.I)
            and (
                (yes and not opening)
                or _HOW_OFTEN_SAID.search(body)
                # (what or who, to "Did you play anything as a kid?", "Did you do any sports in school?": "Track,
                # mostly …"; "Does anyone at work know about your diabetes?": "Just my manager, Karen."; "Are you
                # planning a honeymoon?": "Japan, if we can afford it.")
                or (
                    not (yes or no)
                    and re.search(r"\b(?:a|an|any(?:thing|one|body)?)\b", question, re.I)
                    # (a thing or a person named: not a maybe alone, nor a laugh and a yes, "Haha, yeah")
                    and _MAYBE.sub("", body).strip(" ,.!")
                    and not re.search(r"\b(?:yes|yeah|yep|yup|no|nope|nah)\b", body, re.I)
                )
                # (a "not yet" that says when: "Have you set a date?" / "Not yet, probably next October.")
                or (no_more and no_more.group(1).lower() == "yet" and body)
                # (a maybe that says more, at a longer reply's start too: "Maybe some consulting, I've been …"; not
                # "Maybe." alone)
                or (_MAYBE.match(reply) and _MAYBE.sub("", body, count=1).strip(" ,.!"))
            )
        )
    )
    if WH.match(question) or said_more:  # "Just me and my two kids" → "… "them and their two kids""
        said_not = _CLOSING.sub("", reply)
        if no_more and said_more:  # "Do you swim?" / "Not much, maybe once a month." whole
            body = said_not[:1].lower() + said_not[1:]
        if re.match(r"I\s+(?:don't|do\s+not)\s+[a-z]", said_not, re.IGNORECASE):  # "I don't drive, I bike …" whole
            body = _theirs(said_not)
        # the user's "I" and "me" in the quote as theirs, as "my" is: "Part-time, while they finish their degree"
        # (…but the user alone as the answer is "User": "Who does your son live with?" / "Me." → '… answered "User"')
        body = re.sub(r"^me\b(?!\s+and\b)", "User", body, flags=re.IGNORECASE)
        body = re.sub(r"\bme\b", "them", body, flags=re.IGNORECASE)
        # the yes or no is the answer: "Do you live together?" / "Yes, since last spring." → '… "yes, since last
        # spring"', "Is your brother older than you?" / "No, he's two years younger." → '… "no, he's two years younger"'
        if said_more and (yes or no) and not (no_more or WH.match(question)):
            body = f"{'yes' if yes else 'no'}, {body}"
        # (what a thing of theirs looks like is no taste: "What does your diet look like?")
        liking = _LIKING.search(question) and not re.search(r"\blooks?\s+like\b", question, re.IGNORECASE)
        return asked_answered(question, body), "preference" if liking else "fact"
    return None


def _user_named(text: str) -> str:
    """The user's "I", "my" and "me" in an answer that speaks of others as "they", as "User": "so I pay 700 and they pay
    650 each" → "so User pays 700 and they pay 650 each" (with "they" for both, the quote would not say who pays
    which)."""
    text = re.sub(r"\bI('m|'ve|'ll|'d)\b", lambda m: "User " + USER_CONTRACTIONS[m.group(1)], text)
    # (the verb after any adverbs: "I finally explained" → "User finally explained")
    text = re.sub(
        r"\bI\s+((?:[a-z]+ly\s+|(?:always|never|still|just|also|even|only|often|usually|sometimes)\s+)*)([a-z]+)\b",
        lambda m: f"User {m.group(1)}{_verb_s(m.group(2))}",
        text,
    )
    return re.sub(r"\bme\b", "User", re.sub(r"\bmy\b", "User's", text, flags=re.I), flags=re.I)


# The verb of the user's "I'm", "I've" … as "User" says it ("User is", "User has" …), the rules extractor's too.
USER_CONTRACTIONS = {"'m": "is", "'ve": "has", "'ll": "will", "'d": "would"}


def _theirs(text: str) -> str:
    """The user's "my", "our" and "us" in an answer, as the memory says them: "A React app for my startup" → "… their
    startup", "for the two of us" → "… of them"."""
    if re.search(r"\bwe\b", text, re.IGNORECASE):  # ("we each have our own": the household's, as said)
        return re.sub(r"\bmy\b", "their", text, flags=re.IGNORECASE)
    return re.sub(r"\bus\b", "them", re.sub(r"\b(?:my|our)\b", "their", text, flags=re.IGNORECASE))  # ("US" stays)


def _of_the_assistant(asked: str) -> str:
    """What the assistant offered to do, as the user's request: "keep my answers brief" → "keep its answers brief",
    "format your emails" → "format their emails", "write the summaries for you" → "… for them"."""
    theirs = re.sub(r"\byourself\b", "themselves", asked, flags=re.I)  # ("… to keep yourself focused")
    theirs = re.sub(r"\byou\b", "them", re.sub(r"\byour\b", "their", theirs, flags=re.I), flags=re.I)
    return re.sub(r"\bmy\b", "its", theirs, flags=re.I)


def _names(body: str, thing: str) -> bool:
    """Whether the rest of a "no" names only what was asked about: "garden" for "a garden", "other pets"."""

    def bare(text: str) -> str:
        return re.sub(r"^(?:a|an|the|any|some)\s+", "", " ".join(text.lower().strip(" .!").split()))

    return bare(body) == bare(thing)


def asked_answered(question: str, said: str) -> str:
    """A memory that quotes the user's answer with its question: 'User, asked "Where to?", answered "to Lisbon"'."""
    return f'User, asked "{question}", answered "{quoted(said)}"'


def _as_said(reply: str) -> str:
    """A reply whole, as a quote keeps it: without its thanks, the user's "my" as theirs, a lead word such as "Only" or
    "Just" in lowercase ("Only a bike." → "only a bike")."""
    said = _theirs(_CLOSING.sub("", reply))
    return said[:1].lower() + said[1:] if LOWER_LEAD.match(said) else said


def quoted(body: str) -> str:
    """An answer as a memory quotes it: the user's "I", "me" and "my" as theirs, each sentence after the first opening
    with a capital ("… 40 people. They get really nervous")."""
    return re.sub(r"([.!?]\s+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), _pronouns(body))


def _pronouns(text: str) -> str:
    """ "then we moved to London when I was ten" → "… when they were ten": the rules extractor's pronouns (imported
    here, when called, since that module imports this one)."""
    from ingestion.extractors.rules import _rest_pronouns

    return _rest_pronouns(text)


def _we_as_they(text: str) -> str:
    """The household's "we" and "us" as "they" and "them": the rules extractor's (imported here, when called, since
    that module imports this one)."""
    from ingestion.extractors.rules import _we_as_they

    return _we_as_they(text)


def _verb_s(verb: str) -> str:
    """ "live" → "lives", "study" → "studies", "go" → "goes": the rules extractor's conjugation (imported here, when
    called, since that module imports this one)."""
    from ingestion.extractors.rules import _third_person

    return _third_person(verb.lower(), habit=True)


def _named(
    match: re.Match, question: str, body: str, yes: re.Match | None, no: re.Match | None
) -> tuple[str, str] | None:
    """The answer to a question that only names what it asks: "Budget?" / "Around 2000 dollars." → "User's budget:
    Around 2000 dollars"; "Any pets?" / "No." → "User has no pets"; "Window or aisle?" / "Aisle." quoted whole."""
    kind = "preference" if _LIKING.search(question) else "fact"
    # (not when it is asked: "Any plans for the weekend yet?" asks about "plans for the weekend")
    thing = _SO_FAR.sub("", match.group(2))
    if not thing[:2].isupper():  # "API key?" keeps its capitals
        thing = thing[:1].lower() + thing[1:]
    if re.search(r"\bor\b", thing, re.IGNORECASE):  # a choice: the words of both say what was chosen
        return (asked_answered(question, body), "preference") if body else None
    if re.search(r"\byou(?:r|rs)?\b", thing, re.IGNORECASE):  # "Any foods you don't eat?" / "Mushrooms." quoted
        return (asked_answered(question, body), kind) if body else None
    if (match.group(1) or "").lower() == "any" and kind == "fact":
        if body and not (no and _names(body, thing)):  # "Any allergies?" / "No allergies."
            return f"User has {thing}: {_pronouns(body)}", kind
        if no:
            return f"User has no {thing}", kind
        return (f"User has {thing}", kind) if yes else None
    if not _ATTRIBUTE.search(thing):
        return None
    # "Markdown?" / "Yes, markdown." confirms a choice the assistant offered; it names nothing of the user's.
    return (f"User's {thing}: {body}", kind) if body and not (yes or no) else None

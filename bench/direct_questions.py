"""Direct questions about a user, over short memories: our own synthetic set for bench/ranking.py.

The dev set's queries are whole dialogues, and its off-topic questions name nobody. Applications also ask
short questions that name the user ("where does Maya live?") over short memories that all name them too
("Maya ...", or "User ..." as the extractors write them), and a sentence model finds those alike: this
set measures that. Four users (12, 10, 15 and 3 memories), 33 questions with the memories that answer them,
and 16 questions about the same users that no memory answers. Written for issue #3's scope baseline and
used, with the dev set, to choose its constants (docs/search.md, "The scope baseline").
"""

USERS = {
    "extracted": [
        "User is allergic to peanuts.",
        "User moved to Lisbon last week.",
        "User prefers dark roast coffee with oat milk.",
        "User works as a nurse at a children's hospital.",
        "User has a dog named Rex.",
        "User's sister lives in Berlin.",
        "User is training for a marathon in April.",
        "User is vegetarian.",
        "User is learning Portuguese on weekends.",
        "User's budget for the new laptop is 1500 euros.",
        "User usually wakes up at 6am.",
        "User was diagnosed with asthma last year.",
    ],
    "maya": [
        "Maya is a software engineer at a fintech startup.",
        "Maya plays the cello in a community orchestra.",
        "Maya is lactose intolerant.",
        "Maya's favorite cuisine is Thai food.",
        "Maya lives in Toronto with her partner Sam.",
        "Maya is planning a trip to Japan in October.",
        "Maya has two cats named Miso and Tofu.",
        "Maya ran her first half marathon in May.",
        "Maya is afraid of flying.",
        "Maya's birthday is on March 14.",
    ],
    "sam": [
        "Sam loves spicy Sichuan food.",
        "Sam bakes sourdough bread every Sunday.",
        "Sam does not eat pork.",
        "Sam works as a data analyst at a logistics company.",
        "Sam's manager is called Priya.",
        "Sam is preparing for a promotion review in June.",
        "Sam's daughter Lina is seven years old.",
        "Sam's parents live in Cairo.",
        "Sam's brother Karim is getting married in August.",
        "Sam plays five-a-side football on Thursdays.",
        "Sam is recovering from a knee injury.",
        "Sam wants to visit Iceland to see the northern lights.",
        "Sam prefers window seats on flights.",
        "Sam is reading a biography of Ada Lovelace.",
        "Sam's car is a blue Toyota hybrid.",
    ],
    "alice": [
        "Alice drinks dark roast coffee every morning",
        "Alice moved to Berlin in 2024",
        "Alice is allergic to peanuts",
    ],
}
QUESTIONS = [
    ("extracted", "what is the user allergic to?", [0]),
    ("extracted", "where does the user live now?", [1]),
    ("extracted", "how does the user take their coffee?", [2]),
    ("extracted", "what does the user do for a living?", [3]),
    ("extracted", "does the user have any pets?", [4]),
    ("extracted", "does the user have any siblings?", [5]),
    ("extracted", "what race is the user training for?", [6]),
    ("extracted", "what should I cook for the user tonight?", [0, 7]),
    ("extracted", "which languages is the user learning?", [8]),
    ("extracted", "how much can the user spend on a laptop?", [9]),
    ("extracted", "when does the user get up in the morning?", [10]),
    ("extracted", "does the user have any health conditions?", [0, 11]),
    ("maya", "what does Maya do for work?", [0]),
    ("maya", "does Maya play an instrument?", [1]),
    ("maya", "can Maya drink milk?", [2]),
    ("maya", "what kind of food does Maya like?", [3]),
    ("maya", "where does Maya live?", [4]),
    ("maya", "where is Maya travelling this year?", [5]),
    ("maya", "what pets does Maya have?", [6]),
    ("maya", "has Maya run any races?", [7]),
    ("maya", "is Maya nervous about planes?", [8]),
    ("maya", "when is Maya's birthday?", [9]),
    ("sam", "what food does Sam like?", [0, 1, 2]),
    ("sam", "tell me about Sam's job", [3, 4, 5]),
    ("sam", "who is in Sam's family?", [6, 7, 8]),
    ("sam", "what sports does Sam do?", [9, 10]),
    ("sam", "help me plan a holiday for Sam", [11, 12]),
    ("sam", "what is Sam reading at the moment?", [13]),
    ("sam", "what car does Sam drive?", [14]),
    ("sam", "any dietary restrictions for Sam?", [2]),
    ("alice", "how does Alice take her coffee", [0]),
    ("alice", "where does Alice live", [1]),
    ("alice", "what is Alice allergic to", [2]),
]
OFF_TOPIC = [
    ("extracted", "what is the user's favorite movie?"),
    ("extracted", "does the user have children?"),
    ("extracted", "what car does the user drive?"),
    ("extracted", "which football team does the user support?"),
    ("extracted", "what music does the user listen to?"),
    ("maya", "what is Maya's favorite book?"),
    ("maya", "does Maya have any siblings?"),
    ("maya", "what car does Maya drive?"),
    ("maya", "which political party does Maya vote for?"),
    ("maya", "what is Maya's shoe size?"),
    ("sam", "what is Sam's favorite movie?"),
    ("sam", "does Sam have any pets?"),
    ("sam", "which languages does Sam speak?"),
    ("alice", "what is Alice's favorite movie"),
    ("alice", "does Alice have kids"),
    ("alice", "what car does Alice drive"),
]

# Users whose memories mostly share one topic (session 38). Scope-aware IDF gives a word in many of a user's
# memories little weight, so a question about that topic ("how does Dan take his coffee") could leave every
# answer under the default threshold with `hash`, which finds an answer only through shared words. Four
# users (5, 8, 6 and 6 memories), 18 questions, and 9 that no memory answers, four of them in the topic's own
# words ("what coffee machine does Dan own?"): what a gentler discount would let through. Lena (session 39)
# has the topic's word in every memory, where it proves nothing, and a question must match something else.
TOPIC_USERS = {
    "dan": [
        "Dan prefers dark roast coffee.",
        "Dan drinks coffee at 8am every day.",
        "Dan hates instant coffee.",
        "Dan lives in Leeds.",
        "Dan's sister Ruth is a pilot.",
    ],
    "chloe": [
        "Chloe's lasagne recipe uses three kinds of cheese.",
        "Chloe cooks a vegetarian curry every Monday.",
        "Chloe bakes sourdough bread on weekends.",
        "Chloe is allergic to shellfish.",
        "Chloe's kids refuse to eat mushrooms.",
        "Chloe cooks dinner for six people on Sundays.",
        "Chloe wants to learn to cook Ethiopian food.",
        "Chloe works night shifts as a paramedic.",
    ],
    "ravi": [
        "Ravi runs 40 kilometres a week.",
        "Ravi is training for the Berlin marathon in September.",
        "Ravi's best marathon time is 3 hours 12 minutes.",
        "Ravi runs with a club on Tuesday evenings.",
        "Ravi injured his ankle running last spring.",
        "Ravi is a primary school teacher.",
    ],
    "lena": [
        "Lena takes her coffee black with one sugar.",
        "Lena buys her coffee beans from a roaster in Hackney.",
        "Lena drinks three cups of coffee a day.",
        "Lena's favourite coffee is an Ethiopian Yirgacheffe.",
        "Lena stopped drinking coffee after 4pm.",
        "Lena makes her coffee with a Gaggia espresso machine.",
    ],
}
TOPIC_QUESTIONS = [
    ("dan", "how does Dan take his coffee", [0, 1, 2]),
    ("dan", "what coffee does Dan like?", [0, 2]),
    ("dan", "where does Dan live?", [3]),
    ("chloe", "what does Chloe cook on Mondays?", [1]),
    ("chloe", "what does Chloe like to cook?", [0, 1, 2, 5, 6]),
    ("chloe", "what should I cook for Chloe's family?", [3, 4, 5]),
    ("chloe", "what is Chloe's job?", [7]),
    ("ravi", "how far does Ravi run each week?", [0]),
    ("ravi", "which marathon is Ravi training for?", [1]),
    ("ravi", "when does Ravi run with his club?", [3]),
    ("ravi", "tell me about Ravi's running", [0, 1, 2, 3, 4]),
    ("ravi", "what is Ravi's marathon time?", [2]),
    ("lena", "how does Lena take her coffee", [0]),
    ("lena", "what coffee does Lena like?", [3]),
    ("lena", "where does Lena get her coffee beans?", [1]),
    ("lena", "how much coffee does Lena drink?", [2, 4]),
    ("lena", "tell me about Lena's coffee habits", [0, 1, 2, 3, 4, 5]),
    ("lena", "what espresso machine does Lena have?", [5]),
]
TOPIC_OFF_TOPIC = [
    ("dan", "what coffee machine does Dan own?"),
    ("dan", "does Dan have children?"),
    ("chloe", "what is Chloe's favorite restaurant?"),
    ("chloe", "does Chloe play any sports?"),
    ("ravi", "what running shoes does Ravi wear?"),
    ("ravi", "where did Ravi grow up?"),
    ("lena", "where does Lena live?"),
    ("lena", "what coffee grinder does Lena use?"),
    ("lena", "does Lena like tea?"),
]
SETS = {
    "direct": (USERS, QUESTIONS, OFF_TOPIC),
    "topic": (TOPIC_USERS, TOPIC_QUESTIONS, TOPIC_OFF_TOPIC),
}


def batch_items() -> list[dict]:
    """Every memory of every set, for `POST /v1/memories/batch`: user id `<set>-<user>`, external id
    `<user>-<index in the user's list>`, which the questions' answers name."""
    return [
        {"content": text, "user_id": f"{name}-{user}", "external_id": f"{user}-{i}", "content_type": "fact"}
        for name, (users, _, _) in SETS.items()
        for user, texts in users.items()
        for i, text in enumerate(texts)
    ]

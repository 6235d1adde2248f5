"""Direct questions about a user, over short memories: our own synthetic set for bench/ranking.py.

The dev set's queries are whole dialogues, and its off-topic questions name nobody. Applications also ask
short questions that name the user ("where does Maya live?") over short memories that all name them too
("Maya ...", or "User ..." as the extractors write them), and a sentence model finds those alike: this
set measures that. Four users (12, 10, 15 and 3 memories), 33 questions with the memories that answer them,
and 16 questions about the same users that no memory answers. Written for issue #3's scope baseline and
used, with the dev set, to choose its constants (docs/search.md, "The scope baseline").

`SETS` also holds the topic set (users whose memories share one topic), since session 40 the cjk set:
questions in Chinese, Japanese and Korean over memories in those languages, and since session 43 the german set.
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
# Chinese, Japanese and Korean, written without spaces between words (Korean glues its particles on), searched
# by pairs of characters since session 40 (docs/search.md, "Languages and Unicode"). Each user has six memories
# that name them; the questions are in the user's language, short words and whole questions. Two ask what no pair
# of characters links to its answer ("what is Tanaka's job?" against "works as a software engineer"), and the
# Korean "where does Minsu live?" conjugates the verb of its answer otherwise (살아 / 살고).
CJK_USERS = {
    "tanaka": [
        "田中さんは東京に住んでいます。",
        "田中さんは毎朝ブラックコーヒーを飲みます。",
        "田中さんは柴犬を飼っています。",
        "田中さんはソフトウェアエンジニアとして働いています。",
        "田中さんはピーナッツアレルギーがあります。",
        "田中さんは来月大阪に出張します。",
    ],
    "wang": [
        "王先生住在上海。",
        "王先生每天早上喝绿茶。",
        "王先生养了一只猫，叫咪咪。",
        "王先生在一家银行工作。",
        "王先生对海鲜过敏。",
        "王先生下个月要去北京出差。",
    ],
    "minsu": [
        "민수는 서울에 살고 있다.",
        "민수는 매일 아침 커피를 마신다.",
        "민수는 고양이 두 마리를 키운다.",
        "민수는 병원에서 의사로 일한다.",
        "민수는 땅콩 알레르기가 있다.",
        "민수는 다음 달에 부산으로 출장을 간다.",
    ],
}
CJK_QUESTIONS = [
    ("tanaka", "田中さんはどこに住んでいますか？", [0]),
    ("tanaka", "東京", [0]),
    ("tanaka", "田中さんはコーヒーが好きですか？", [1]),
    ("tanaka", "田中さんの犬", [2]),
    ("tanaka", "田中さんの仕事は何ですか？", [3]),
    ("tanaka", "アレルギー", [4]),
    ("tanaka", "大阪出張はいつですか？", [5]),
    ("wang", "王先生住在哪里？", [0]),
    ("wang", "上海", [0]),
    ("wang", "王先生喜欢喝什么茶？", [1]),
    ("wang", "王先生的猫叫什么名字？", [2]),
    ("wang", "王先生在哪里工作？", [3]),
    ("wang", "王先生对什么过敏？", [4]),
    ("wang", "去北京出差", [5]),
    ("minsu", "민수는 어디에 살아?", [0]),
    ("minsu", "서울", [0]),
    ("minsu", "민수는 커피를 좋아해?", [1]),
    ("minsu", "민수의 고양이", [2]),
    ("minsu", "민수의 직업은 뭐야?", [3]),
    ("minsu", "알레르기", [4]),
    ("minsu", "부산 출장", [5]),
]
CJK_OFF_TOPIC = [
    ("tanaka", "田中さんの誕生日はいつですか？"),
    ("tanaka", "田中さんはどんな映画が好きですか？"),
    ("wang", "王先生的生日是哪天？"),
    ("wang", "王先生喜欢什么电影？"),
    ("minsu", "민수의 생일은 언제야?"),
    ("minsu", "민수는 어떤 영화를 좋아해?"),
]
# German (session 43), for a tenant's text language (docs/search.md, "Languages and Unicode"): each user has six
# memories that name them; most questions use a word of their answer in the same form, others in another one
# ("Katze" for "Katzen", "Jahre" for "Jahren", "Wochenenden" for "Wochenende"), and two share no word with it.
# bench/ranking.py asks them of a tenant in `english` with the other sets, then of one in `german`.
GERMAN_USERS = {
    "anna": [
        "Anna wohnt mit ihrem Mann in Hamburg.",
        "Anna hat zwei Katzen, Felix und Luna.",
        "Anna arbeitet als Lehrerin an einer Grundschule.",
        "Anna trinkt jeden Morgen schwarzen Kaffee.",
        "Anna ist allergisch gegen Nüsse.",
        "Anna fährt im Sommer mit dem Fahrrad zur Arbeit.",
    ],
    "jonas": [
        "Jonas studiert Informatik in München.",
        "Jonas spielt seit zehn Jahren Gitarre.",
        "Jonas läuft im Oktober seinen ersten Marathon.",
        "Jonas isst kein Fleisch.",
        "Jonas' Schwester lebt in Wien.",
        "Jonas plant eine Reise nach Japan.",
    ],
    "mia": [
        "Mia hat einen Hund namens Bruno.",
        "Mia backt am Wochenende gern Brot.",
        "Mia spricht fließend Spanisch.",
        "Mia hat im Mai Geburtstag.",
        "Mia arbeitet in einem Krankenhaus als Ärztin.",
        "Mia sammelt alte Schallplatten.",
    ],
}
GERMAN_QUESTIONS = [
    ("anna", "Wo wohnt Anna?", [0]),
    ("anna", "Hat Anna eine Katze?", [1]),
    ("anna", "Was ist Annas Beruf?", [2]),
    ("anna", "Unterrichtet Anna an Grundschulen?", [2]),
    ("anna", "Trinkt Anna ihren Kaffee schwarz?", [3]),
    ("anna", "Verträgt Anna Nuss-Schokolade?", [4]),
    ("anna", "Wie kommt Anna zur Arbeit?", [5]),
    ("jonas", "Was studiert Jonas?", [0]),
    ("jonas", "Wie viele Jahre spielt Jonas schon Gitarre?", [1]),
    ("jonas", "Wann läuft Jonas den Marathon?", [2]),
    ("jonas", "Isst Jonas Fleisch?", [3]),
    ("jonas", "Wo lebt die Schwester von Jonas?", [4]),
    ("jonas", "Hat Jonas Geschwister?", [4]),
    ("mia", "Hat Mia Hunde?", [0]),
    ("mia", "Backt Mia eigene Brote?", [1]),
    ("mia", "Was macht Mia an Wochenenden?", [1]),
    ("mia", "Wann hat Mia Geburtstag?", [3]),
    ("mia", "Wo arbeitet Mia?", [4]),
    ("mia", "Sammelt Mia Schallplatten?", [5]),
]
GERMAN_OFF_TOPIC = [
    ("anna", "Wann hat Anna Geburtstag?"),
    ("anna", "Welche Filme mag Anna?"),
    ("jonas", "Hat Jonas ein Auto?"),
    ("jonas", "Welche Musik hört Jonas gern?"),
    ("mia", "Wo wohnt Mia?"),
    ("mia", "Ist Mia verheiratet?"),
]
SETS = {
    "direct": (USERS, QUESTIONS, OFF_TOPIC),
    "topic": (TOPIC_USERS, TOPIC_QUESTIONS, TOPIC_OFF_TOPIC),
    "cjk": (CJK_USERS, CJK_QUESTIONS, CJK_OFF_TOPIC),
    "german": (GERMAN_USERS, GERMAN_QUESTIONS, GERMAN_OFF_TOPIC),
}
# The sets asked again of a tenant in their language (the other runs are in `english`).
LANGUAGES = {"german": "german"}


def batch_items(names=None) -> list[dict]:
    """Every memory of the sets named (all by default), for `POST /v1/memories/batch`: user id `<set>-<user>`,
    external id `<user>-<index in the user's list>`, which the questions' answers name."""
    return [
        {"content": text, "user_id": f"{name}-{user}", "external_id": f"{user}-{i}", "content_type": "fact"}
        for name, (users, _, _) in SETS.items()
        if names is None or name in names
        for user, texts in users.items()
        for i, text in enumerate(texts)
    ]

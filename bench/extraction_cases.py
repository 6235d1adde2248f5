"""Labelled conversations for bench/extraction.py: what a user says, and the memories a good extractor keeps.

Written in session 42 before the bench first ran, in two sets of the same kinds of speech: `DEV`, which the
rules extractor may be changed against, and `HELD_OUT`, which it must not be (its figure says whether a change
made on the dev set carries over to sentences nobody tuned for). Each case is one session: its turns (a plain
string is a user turn, a tuple an assistant's), said on Friday 2026-11-20 at 15:00 UTC.

`expect` lists the memories the session must leave, each as `Want(kind, words…, date=…)`: some stored memory
holds every word (case-insensitive), and its kind is the one named (or one of several where a careful human
could file it either way; `ANY` where the kind is not the point). `date` is the start of `occurred_at` the
memory must carry when it names one ("2026-11-19", "2026-11", "2027"). `optional` lists memories that may be
kept or not (a wish for now, a mood): keeping one is no error, missing one is no miss. Anything else stored,
except the session's summary, is a false positive. A case with no `expect` must leave no memory at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FACT, PREFERENCE, INSTRUCTION, DECISION, EVENT = "fact", "preference", "instruction", "decision", "event"
ANY = (FACT, PREFERENCE, INSTRUCTION, DECISION, EVENT)
SAID_AT = "2026-11-20T15:00:00Z"


@dataclass(frozen=True)
class Want:
    kind: str | tuple[str, ...]
    words: tuple[str, ...]
    date: str | None = None

    def __init__(self, kind, *words: str, date: str | None = None):
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "words", words)
        object.__setattr__(self, "date", date)

    @property
    def kinds(self) -> tuple[str, ...]:
        return (self.kind,) if isinstance(self.kind, str) else self.kind


@dataclass(frozen=True)
class Case:
    turns: tuple
    expect: tuple[Want, ...] = ()
    optional: tuple[Want, ...] = field(default_factory=tuple)


def case(*turns, expect=(), optional=()) -> Case:
    return Case(turns=turns, expect=tuple(expect), optional=tuple(optional))


DEV = [
    case(
        "Hey! I'm a nurse at St. Mary's hospital and I mostly work night shifts.",
        expect=[Want(FACT, "nurse"), Want(FACT, "night shifts")],
    ),
    case(
        "Can you suggest a quick dinner? I'm vegetarian and my husband doesn't eat mushrooms.",
        expect=[Want(FACT, "vegetarian"), Want((FACT, PREFERENCE), "husband", "mushrooms")],
    ),
    case("From now on please keep your answers under 100 words.", expect=[Want(INSTRUCTION, "100 words")]),
    case(
        "We decided to use PostgreSQL instead of MongoDB for the new billing service.",
        expect=[Want(DECISION, "PostgreSQL", "billing")],
    ),
    case(
        "I had my wisdom teeth removed yesterday, so I'm on soft food for a bit.",
        expect=[Want(EVENT, "wisdom teeth", date="2026-11-19")],
    ),
    case("What's the capital of Australia?"),
    case("Thanks, that was helpful!"),
    case("I live in Denver with my two kids, Max and Ella.", expect=[Want(FACT, "Denver"), Want(FACT, "Max", "Ella")]),
    case(
        "honestly I can't stand long meetings, I'd much rather get an email",
        expect=[Want(PREFERENCE, "meetings")],
    ),
    case("My favorite band is Radiohead.", expect=[Want(PREFERENCE, "Radiohead")]),
    case(
        "I'm trying to lose about 10 pounds before my sister's wedding in June.",
        expect=[Want(ANY, "10 pounds")],
    ),
    case(
        "What should I eat to feel less tired?",
        ("assistant", "You could try the Mediterranean diet: fish, olive oil, vegetables."),
        "ok",
    ),
    case("I switched from VS Code to Neovim last month.", expect=[Want(ANY, "Neovim")]),
    case("My daughter just started kindergarten.", expect=[Want((FACT, EVENT), "daughter", "kindergarten")]),
    case("Please don't use bullet points in your replies.", expect=[Want(INSTRUCTION, "bullet points")]),
    case("I'm not sure, let me think about it."),
    case("I'm looking for a good book to read on the plane.", optional=[Want(ANY, "book")]),
    case(
        "I work remotely for a startup based in Berlin, mostly on the backend.",
        expect=[Want(FACT, "remotely", "Berlin")],
    ),
    case("I don't drink alcohol.", expect=[Want((FACT, PREFERENCE), "alcohol")]),
    case(
        "We're going to migrate the frontend to TypeScript next quarter.",
        expect=[Want(DECISION, "TypeScript")],
    ),
    case("Our team uses Jira for tracking and Slack for chat.", expect=[Want(FACT, "Jira")]),
    case("I've been playing guitar for 15 years.", expect=[Want(FACT, "guitar")]),
    case("My flight to Tokyo is on December 12th.", expect=[Want(EVENT, "Tokyo", date="2026-12-12")]),
    case("Last Saturday I ran my first 10k!", expect=[Want(EVENT, "10k", date="2026-11-14")]),
    case("I think the second option looks better."),
    case("Can you remind me what we talked about?"),
    case("I'm allergic to penicillin, just so you know.", expect=[Want(FACT, "penicillin")]),
    case("my mom lives in Manila and we call every Sunday", expect=[Want(FACT, "Manila")]),
    case("I prefer metric units.", expect=[Want(PREFERENCE, "metric")]),
    case("Always answer in Spanish please.", expect=[Want(INSTRUCTION, "Spanish")]),
    case(
        "I'm a big fan of sci-fi, especially anything by Ursula Le Guin.",
        expect=[Want((PREFERENCE, FACT), "Le Guin")],
    ),
    case("Let's go with the blue logo.", expect=[Want(DECISION, "blue logo")]),
    case("I hate waking up early.", expect=[Want(PREFERENCE, "waking up early")]),
    case("I'm 34 and I've got type 1 diabetes.", expect=[Want(FACT, "34"), Want(FACT, "diabetes")]),
    case(
        "I need a workout plan.",
        ("assistant", "Sure! How many days a week can you train?"),
        "Three days, and I have a bad knee so no running.",
        expect=[Want(FACT, "knee")],
        optional=[Want(ANY, "three days")],
    ),
    case(
        "I got promoted to senior engineer last week.", expect=[Want((EVENT, FACT), "senior engineer", date="2026-11")]
    ),
    case("I'm sorry, I meant the other file."),
    case("I usually go to the gym before work.", expect=[Want((FACT, PREFERENCE), "gym")]),
    case("We're expecting our first baby in March!", expect=[Want(ANY, "baby")]),
    case("The meeting got moved to Thursday.", optional=[Want(ANY, "meeting")]),
    case("I'm currently reading Project Hail Mary.", expect=[Want(ANY, "Project Hail Mary")]),
    case("My cat Luna is 12 and has kidney problems.", expect=[Want(FACT, "Luna", "kidney")]),
    case("No need for the long explanation, just give me the code.", optional=[Want(ANY, "code")]),
    case("I speak French and a little German.", expect=[Want(FACT, "French", "German")]),
    case("Is it safe to eat sushi while pregnant?"),
    case("I drive a 2018 Honda Civic.", expect=[Want(FACT, "Honda Civic")]),
    case(
        "We settled on a budget of $5,000 for the kitchen remodel.",
        expect=[Want((DECISION, FACT), "5,000", "kitchen")],
    ),
    case("I'm moving to Austin in January.", expect=[Want(ANY, "Austin", date="2027-01")]),
    # Session 42's second round, written with HELD_OUT_2 before either ran.
    case("im a software engineer at google", expect=[Want(FACT, "software engineer")]),
    case("I've been vegan for about three years now.", expect=[Want(FACT, "vegan")]),
    case("my wife is pregnant with twins 😊", expect=[Want(FACT, "twins")]),
    case("We have a standup every morning at 9:30.", expect=[Want(FACT, "standup")]),
    case(
        "I'm allergic to cats but I love dogs.",
        expect=[Want(FACT, "allergic", "cats"), Want(PREFERENCE, "dogs")],
    ),
    case("Can you make it shorter?"),
    case("That's not what I asked."),
    case("I bought a house in Porto last year.", expect=[Want(EVENT, "house", "Porto", date="2025")]),
    case("My brother Jake is getting married next Saturday.", expect=[Want(EVENT, "Jake", date="2026-11")]),
    case("I usually code in Python, sometimes in Rust.", expect=[Want((FACT, PREFERENCE), "Python")]),
    case(
        "I'd prefer if you didn't recommend chain restaurants.",
        expect=[Want((INSTRUCTION, PREFERENCE), "chain restaurants")],
    ),
    case("Make the tone more formal.", optional=[Want(ANY, "formal")]),
    case("My landlord is raising the rent by 10% in January.", expect=[Want(ANY, "rent", date="2027-01")]),
    case("I have a meeting with the CFO tomorrow at 3.", expect=[Want(EVENT, "CFO", date="2026-11-21")]),
    case("I was born in 1990 in Kraków.", expect=[Want(ANY, "Kraków")]),
    case("We chose Vercel over Netlify because of the preview deploys.", expect=[Want(DECISION, "Vercel")]),
    case("I'm learning to play the piano.", expect=[Want(FACT, "piano")]),
    case("How do I center a div?"),
    case("I'm so tired of this bug.", optional=[Want(ANY, "bug")]),
    case("my kids are 5 and 8", expect=[Want(FACT, "kids", "5", "8")]),
    case("Not a fan of horror movies.", expect=[Want(PREFERENCE, "horror")]),
    case("I work out four times a week, mostly weightlifting.", expect=[Want(FACT, "weightlifting")]),
    case("Please remember I'm on a low-sodium diet.", expect=[Want(FACT, "low-sodium")]),
    case("I don't have a car, I bike everywhere.", expect=[Want(FACT, "car")], optional=[Want(ANY, "bike")]),
    case("I'm interviewing at Meta next week.", expect=[Want(EVENT, "Meta", date="2026-11")]),
    case("Write me a haiku about autumn."),
    case("If I had more time I would learn Italian.", optional=[Want(ANY, "Italian")]),
    case("The API returns a 500 when the payload is empty."),
    case(
        "I'm the only developer on this project, so keep solutions simple.",
        expect=[Want(FACT, "only developer")],
        optional=[Want(ANY, "simple")],
    ),
    case("I hate it when answers are too long.", expect=[Want(PREFERENCE, "too long")]),
    case("We're switching from AWS to GCP next month.", expect=[Want(ANY, "GCP")]),
    case(
        "My favorite food is sushi and my favorite drink is matcha.",
        expect=[Want(PREFERENCE, "sushi"), Want(PREFERENCE, "matcha")],
    ),
    case("I recently got diagnosed with ADHD.", expect=[Want(ANY, "ADHD")]),
    case("sure, sounds good"),
    case(
        "A few things about me:\n- I live in Oslo\n- I have a cat named Pixel\n- I'm learning Norwegian",
        expect=[Want(FACT, "Oslo"), Want(FACT, "Pixel"), Want(FACT, "Norwegian")],
    ),
    case("What do you think about my plan to quit my job and travel?", optional=[Want(ANY, "quit")]),
    case("I'm Dutch but I've lived in Spain for ten years.", expect=[Want(FACT, "Dutch"), Want(FACT, "Spain")]),
    case("Our son has soccer practice every Tuesday and Thursday.", expect=[Want(FACT, "soccer")]),
    # Session 42's third round, written with HELD_OUT_3 before either ran; it has phrasings the first two held-out
    # sets had shown the rules to miss, so from here on those two are not blind.
    case(("assistant", "Where are you based?"), "Lisbon, Portugal.", expect=[Want(FACT, "Lisbon")]),
    case(
        ("assistant", "What's your budget for the trip?"),
        "around 3000 euros",
        expect=[Want((FACT, PREFERENCE), "budget", "3000")],
    ),
    case(("assistant", "Do you have any food allergies?"), "Yes, shellfish.", expect=[Want(FACT, "shellfish")]),
    case(("assistant", "Do you have any pets?"), "Nope.", optional=[Want(ANY, "pets")]),
    case(("assistant", "How old are your kids?"), "7 and 10", expect=[Want(FACT, "kids", "7", "10")]),
    case(("assistant", "What do you do for work?"), "I'm a pharmacist.", expect=[Want(FACT, "pharmacist")]),
    case(("assistant", "What should I call you?"), "Sam is fine.", expect=[Want((INSTRUCTION, FACT), "Sam")]),
    case("I walk my dog every morning before work.", expect=[Want(FACT, "walk", "dog")]),
    case("I cycle to the office most days.", expect=[Want(FACT, "cycle")]),
    case("I meditate for ten minutes every night.", expect=[Want(FACT, "meditate")]),
    case("Stop adding disclaimers to your answers.", expect=[Want(INSTRUCTION, "disclaimers")]),
    case("Keep your answers short, always.", expect=[Want(INSTRUCTION, "short")]),
    case("Going forward, cite your sources.", expect=[Want(INSTRUCTION, "sources")]),
    case("I visited my grandparents in Seoul last April.", expect=[Want(EVENT, "Seoul", date="2026-04")]),
    case("My visa expires next March.", expect=[Want(ANY, "visa", date="2027-03")]),
    case("Gluten-free please, I'm coeliac.", expect=[Want(FACT, "coeliac")]),
    case("My appointment is on 14 December.", expect=[Want(EVENT, "appointment", date="2026-12-14")]),
    case("I'm flying to Rome on the 2nd of January.", expect=[Want(EVENT, "Rome", date="2027-01-02")]),
    case("Our company just launched a mobile app.", expect=[Want(ANY, "mobile app")]),
    case("I cook dinner for the family most nights.", expect=[Want(FACT, "cook")]),
    case("Can you check the numbers again?"),
    case(("assistant", "Anything else I should know?"), "Not really, thanks."),
    case(("assistant", "Which city are you flying from?"), "Manchester", expect=[Want(ANY, "Manchester")]),
    case("I'm a morning person.", expect=[Want((FACT, PREFERENCE), "morning person")]),
    case("Usually I skip breakfast.", expect=[Want(FACT, "breakfast")]),
    case("Every Sunday I call my parents.", expect=[Want(FACT, "parents")]),
    case("I'm trying to cut down on sugar.", expect=[Want((FACT, PREFERENCE), "sugar")]),
    case("Nothing spicy for me, I can't handle it.", expect=[Want((FACT, PREFERENCE), "spicy")]),
    case("Tell me a joke."),
    case("Also, reply in bullet points from now on.", expect=[Want(INSTRUCTION, "bullet points")]),
]

HELD_OUT = [
    case(
        "Hi, I'm Priya, I teach high school chemistry in Leeds.",
        expect=[Want(FACT, "Priya"), Want(FACT, "chemistry"), Want(FACT, "Leeds")],
    ),
    case(
        "I'm gluten intolerant so please keep that in mind for recipes.",
        expect=[Want(FACT, "gluten")],
    ),
    case("Going forward, reply in British English.", expect=[Want(INSTRUCTION, "British English")]),
    case(
        "We agreed to release version 2.0 on the first Monday of every month.",
        expect=[Want(DECISION, "2.0")],
    ),
    case("I broke my wrist two weeks ago skiing.", expect=[Want(EVENT, "wrist", date="2026-11")]),
    case("What's a good name for a golden retriever puppy?"),
    case("lol that's hilarious"),
    case("my partner and I are vegan", expect=[Want(FACT, "vegan")]),
    case("I really dislike cilantro.", expect=[Want(PREFERENCE, "cilantro")]),
    case("My favourite programming language is Rust.", expect=[Want(PREFERENCE, "Rust")]),
    case("We're planning a trip to Iceland in August.", expect=[Want(ANY, "Iceland", date="2027-08")]),
    case("I'm an early riser, usually up by 5:30.", expect=[Want((FACT, PREFERENCE), "early riser")]),
    case("Use metric units and 24-hour time, always.", expect=[Want(INSTRUCTION, "metric")]),
    case("I've got two dogs, a beagle and a lab.", expect=[Want(FACT, "beagle")]),
    case("I quit smoking in 2019.", expect=[Want(ANY, "smoking")]),
    case("Could you explain how compound interest works?"),
    case("The kids start school on September 2nd.", optional=[Want(ANY, "school")]),
    case("I'm a Python developer but I'm learning Go.", expect=[Want(FACT, "Python"), Want(ANY, "Go")]),
    case("I work for the city council as a planner.", expect=[Want(FACT, "planner")]),
    case("My son Leo has a peanut allergy.", expect=[Want(FACT, "Leo", "peanut")]),
    case("I'd rather you didn't use emojis.", expect=[Want((INSTRUCTION, PREFERENCE), "emojis")]),
    case(
        "We decided against Kubernetes; we'll stay on plain VMs for now.",
        expect=[Want(DECISION, "Kubernetes")],
    ),
    case("I'm feeling a bit tired today.", optional=[Want(ANY, "tired")]),
    case("I take the train to work every day.", expect=[Want((FACT, PREFERENCE), "train")]),
    case("My mother's birthday is on the 4th of July.", expect=[Want(FACT, "birthday", "July")]),
    case("I ran the Chicago marathon last October.", expect=[Want(EVENT, "Chicago marathon", date="2026-10")]),
    case(
        "I can't have caffeine after 2pm or I can't sleep.",
        expect=[Want((FACT, PREFERENCE), "caffeine")],
    ),
    case("My manager is Tom and he's great.", expect=[Want(FACT, "Tom")]),
    case("Never schedule anything for me on Fridays.", expect=[Want(INSTRUCTION, "Fridays")]),
    case("I love hiking in the Alps.", expect=[Want(PREFERENCE, "hiking")]),
    case("I'm studying for the bar exam in February.", expect=[Want(ANY, "bar exam", date="2027-02")]),
    case("Okay thanks bye"),
    case("I think I'll have pasta tonight.", optional=[Want(ANY, "pasta")]),
    case("Our startup just raised a seed round.", expect=[Want(ANY, "seed round")]),
    case("I have a PhD in linguistics.", expect=[Want(FACT, "linguistics")]),
    case("Remember that my wife's name is Sofia.", expect=[Want(FACT, "Sofia")]),
    case(
        "I used to live in Chicago but moved to Seattle in 2021.",
        expect=[Want(ANY, "Seattle")],
    ),
    case("Please call me Dr. Chen.", expect=[Want(INSTRUCTION, "Dr. Chen")]),
    case(
        "I'm colorblind, so charts with red and green are hard for me.",
        expect=[Want(FACT, "colorblind")],
    ),
    case("Do you know any good podcasts about history?"),
    case("I mostly cook Indian food at home.", expect=[Want((FACT, PREFERENCE), "Indian food")]),
    case("My laptop is a 2021 MacBook Pro.", expect=[Want(FACT, "MacBook")]),
    case("We'll use Stripe for payments.", expect=[Want(DECISION, "Stripe")]),
    case(
        "I had a great time at my cousin's wedding yesterday.",
        expect=[Want(EVENT, "wedding", date="2026-11-19")],
    ),
    case(
        "I want to plan meals for the week.",
        ("assistant", "Happy to help! Any dietary restrictions?"),
        "Yes, no pork, I'm Muslim.",
        expect=[Want(FACT, "Muslim")],
        optional=[Want(ANY, "pork"), Want(ANY, "plan meals")],
    ),
    case("I'm hoping to retire by 55.", expect=[Want(ANY, "retire")]),
]

# Written in session 42's second round, with the dev set's second part, after the first round's held-out misses
# had been read: blind to every change made after it was written.
HELD_OUT_2 = [
    case("im a teacher in madrid", expect=[Want(FACT, "teacher")]),
    case("I've worked in marketing for over a decade.", expect=[Want(FACT, "marketing")]),
    case("My husband and I just adopted a rescue dog called Biscuit!", expect=[Want(ANY, "Biscuit")]),
    case("We have two kids under five.", expect=[Want(FACT, "two kids")]),
    case("I'm lactose intolerant, so no dairy please.", expect=[Want(FACT, "lactose")]),
    case("Can you rephrase that?"),
    case("Hmm, not quite."),
    case("I started a new job at Shopify on Monday.", expect=[Want(ANY, "Shopify", date="2026-11-16")]),
    case("My dad had heart surgery last month.", expect=[Want(EVENT, "heart surgery", date="2026-10")]),
    case("I mostly write TypeScript these days.", expect=[Want((FACT, PREFERENCE), "TypeScript")]),
    case("Please stop apologizing in every answer.", expect=[Want(INSTRUCTION, "apologizing")]),
    case("Keep it casual.", optional=[Want(ANY, "casual")]),
    case("I have a dentist appointment on the 3rd of December.", expect=[Want(ANY, "dentist", date="2026-12-03")]),
    case("I grew up in a small town in Ohio.", expect=[Want(FACT, "Ohio")]),
    case("We decided to postpone the launch until Q2.", expect=[Want(DECISION, "launch")]),
    case("I'm teaching myself to draw.", expect=[Want(FACT, "draw")]),
    case("What's the weather like in Lisbon?"),
    case("I'm kinda burnt out lately.", optional=[Want(ANY, "burnt out")]),
    case("my daughter's name is Mia and she's 7", expect=[Want(FACT, "Mia")]),
    case("Big fan of jazz, especially Coltrane.", expect=[Want(PREFERENCE, "Coltrane")]),
    case("I run a small bakery downtown.", expect=[Want(FACT, "bakery")]),
    case("Please don't ever share my phone number.", expect=[Want(INSTRUCTION, "phone number")]),
    case("I went to Japan for my honeymoon in 2019.", expect=[Want(ANY, "Japan", date="2019")]),
    case("I'd love recommendations for sci-fi novels.", optional=[Want(ANY, "sci-fi")]),
    case("I can't stand the sound of chewing.", expect=[Want(PREFERENCE, "chewing")]),
    case("I'm on a tight budget this month.", optional=[Want(ANY, "budget")]),
    case("Let's use Tailwind for styling.", expect=[Want(DECISION, "Tailwind")]),
    case("I have an exam on Friday.", expect=[Want(ANY, "exam")]),
    case("Thanks so much, you're a lifesaver!"),
    case(
        "Things about me:\n* I'm a nurse\n* I live in Cork\n* I have two cats",
        expect=[Want(FACT, "nurse"), Want(FACT, "Cork"), Want(FACT, "two cats")],
    ),
    case("I'm Canadian, originally from Vancouver.", expect=[Want(FACT, "Canadian")]),
    case("My team is moving to a four-day week next month.", expect=[Want(ANY, "four-day week", date="2026-12")]),
    case("The docs say the limit is 100 requests per minute."),
    case("I'm allergic to bees, I carry an EpiPen.", expect=[Want(FACT, "bees")], optional=[Want(ANY, "EpiPen")]),
    case("Our daughter starts university in September.", expect=[Want(ANY, "university", date="2027-09")]),
    case("Do you remember my dog's name?"),
]

# Written in session 42's third round, with the dev set's third part: blind to every change made after it.
HELD_OUT_3 = [
    case(("assistant", "What city do you live in?"), "Vancouver", expect=[Want(FACT, "Vancouver")]),
    case(("assistant", "Any dietary restrictions I should know about?"), "I'm kosher.", expect=[Want(FACT, "kosher")]),
    case(
        ("assistant", "What's your current role?"),
        "Product manager at a bank.",
        expect=[Want(FACT, "product manager")],
    ),
    case(("assistant", "Do you have kids?"), "Yes, two daughters.", expect=[Want(FACT, "two daughters")]),
    case(("assistant", "How should I address you?"), "Just call me Kim.", expect=[Want(INSTRUCTION, "Kim")]),
    case("I swim three times a week.", expect=[Want(FACT, "swim")]),
    case("I walk to work when the weather is nice.", expect=[Want(FACT, "walk")]),
    case("Every morning I do yoga.", expect=[Want(FACT, "yoga")]),
    case("Stop using so much jargon.", expect=[Want(INSTRUCTION, "jargon")]),
    case("Be more concise from now on.", expect=[Want(INSTRUCTION, "concise")]),
    case("Going forward, skip the pleasantries.", expect=[Want(INSTRUCTION, "pleasantries")]),
    case("I moved here from Brazil last September.", expect=[Want(EVENT, "Brazil", date="2026-09")]),
    case("My lease ends next June.", expect=[Want(ANY, "lease", date="2027-06")]),
    case("Dairy makes me sick, I'm lactose intolerant.", expect=[Want(FACT, "lactose")]),
    case("Our wedding is on 21 March.", expect=[Want(EVENT, "wedding", date="2027-03-21")]),
    case("I have a job interview on the 9th of December.", expect=[Want(EVENT, "interview", date="2026-12-09")]),
    case("Our team just shipped the new dashboard.", expect=[Want(ANY, "dashboard")]),
    case("I bake bread on weekends.", expect=[Want(FACT, "bake")]),
    case("What time is it in Tokyo?"),
    case(("assistant", "Is there anything else?"), "No, that's all."),
    case("I'm a night owl.", expect=[Want((FACT, PREFERENCE), "night owl")]),
    case("Usually I work from home on Fridays.", expect=[Want(FACT, "from home")]),
    case("I'm trying to save money for a house.", expect=[Want((FACT, PREFERENCE), "save money")]),
    case("Nothing with nuts please, my son is allergic.", expect=[Want(FACT, "son", "allergic")]),
    case("Translate this into German."),
    case(("assistant", "What's your timezone?"), "CET", expect=[Want(FACT, "CET")]),
    case(
        ("assistant", "What kind of music do you like?"),
        "Mostly jazz and some hip hop.",
        expect=[Want(PREFERENCE, "jazz")],
    ),
    case("I'm really into bouldering lately.", expect=[Want((PREFERENCE, FACT), "bouldering")]),
    case("No emojis in your replies, ever.", expect=[Want(INSTRUCTION, "emojis")]),
    case("I played football in college.", expect=[Want((FACT, EVENT), "football")]),
]

SETS = {"dev": DEV, "held-out": HELD_OUT, "held-out-2": HELD_OUT_2, "held-out-3": HELD_OUT_3}

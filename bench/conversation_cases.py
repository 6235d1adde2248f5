"""Conversations and the questions a chat app later asks about them, for bench/conversations.py.

Written in session 44, before the bench first ran, and not tuned against: eight users, each with a conversation
as a chat app would send it to `POST /v1/sessions` (the user's turns, some of the assistant's, small talk and a
problem of the moment among them), the memories a careful reader would keep from it (`facts`, stored by hand in
the bench's second arm), and questions asked later, each with the words (case-insensitive, all of them) a memory
must hold to answer it. The conversations are said on Friday 2026-11-20.

`prompts` (session 45, written before the bench ran on them): the next message the user sends the chat app, which
asks nothing about the user but which a good answer needs a memory for ("Give me a workout plan for this week"
needs the knee injury); the words are the ones the memory holds. A chat app sends such a message as the query of
`/v1/context`, so these measure what the block brings to a real turn, where the questions measure recall.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Question:
    query: str
    words: tuple[str, ...]


@dataclass(frozen=True)
class User:
    name: str
    turns: tuple  # a plain string is the user's turn, a tuple an assistant's
    facts: tuple[str, ...]
    questions: tuple[Question, ...]
    prompts: tuple[Question, ...] = ()


def ask(query: str, *words: str) -> Question:
    return Question(query=query, words=words)


USERS = [
    User(
        "maya",
        (
            "Hi! I'm Maya, I'm a pediatric nurse in Toronto.",
            ("assistant", "Nice to meet you, Maya! How can I help today?"),
            "I need a meal plan for the week. I'm vegetarian and my partner Sam is allergic to peanuts.",
            "Also, please keep recipes under 30 minutes, always.",
            "We have two cats, Miso and Tofu.",
            "Thanks!",
        ),
        (
            "User's name is Maya.",
            "User is a pediatric nurse in Toronto.",
            "User is vegetarian.",
            "User's partner Sam is allergic to peanuts.",
            "User asks the assistant to keep recipes under 30 minutes.",
            "User has two cats, Miso and Tofu.",
        ),
        (
            ask("What does Maya do for a living?", "nurse"),
            ask("Which allergy should the meals avoid?", "peanut"),
            ask("What are the names of the pets?", "Miso"),
            ask("Does the user eat meat?", "vegetarian"),
            ask("Which city does the user live in?", "Toronto"),
        ),
        (
            ask("Can you give me a quick recipe for tonight?", "vegetarian"),
            ask("What snack can I bring to Sam's office party?", "peanut"),
            ask("Any tips for getting through long shifts on the ward?", "nurse"),
            ask("Recommend something fun to do near home this weekend.", "Toronto"),
        ),
    ),
    User(
        "omar",
        (
            "I'm a backend developer at a fintech startup.",
            "We use Go and PostgreSQL, and we deploy on Kubernetes.",
            "I'm stuck on this bug, the tests time out.",
            "Here is the log:\nERROR 2026-11-20 context deadline exceeded",
            "It works now, thanks.",
            "By the way, I'm moving to Amsterdam in March.",
        ),
        (
            "User is a backend developer at a fintech startup.",
            "User's team uses Go and PostgreSQL.",
            "User's team deploys on Kubernetes.",
            "User is moving to Amsterdam in March 2027.",
        ),
        (
            ask("Which database does the team use?", "PostgreSQL"),
            ask("Where are the services deployed?", "Kubernetes"),
            ask("Where is Omar relocating to?", "Amsterdam"),
            ask("What kind of company does the user work for?", "fintech"),
        ),
        (
            ask("How should I configure health checks for my service?", "Kubernetes"),
            ask("Which schema migration tool would you recommend?", "PostgreSQL"),
            ask("Help me find an apartment.", "Amsterdam"),
            ask("What compliance rules should I keep in mind at work?", "fintech"),
        ),
    ),
    User(
        "lena",
        (
            "I'm planning a trip to Japan in April with my husband.",
            "I hate long layovers, and I prefer window seats.",
            "My husband is gluten-free.",
            "We've been to Kyoto before, so skip it.",
            "Can you suggest a hotel in Osaka?",
        ),
        (
            "User is planning a trip to Japan in April 2027 with their husband.",
            "User hates long layovers.",
            "User prefers window seats.",
            "User's husband is gluten-free.",
            "User has been to Kyoto before.",
        ),
        (
            ask("Which seat does the user like on planes?", "window"),
            ask("Any dietary needs for the husband?", "gluten"),
            ask("When is the Japan trip?", "April"),
            ask("How does the user feel about layovers?", "layovers"),
        ),
        (
            ask("Find me flights to Tokyo.", "layovers"),
            ask("Which seat should I book on the long flight?", "window"),
            ask("Suggest a restaurant in Osaka for dinner with my husband.", "gluten"),
            ask("Which cities should we visit on this trip?", "Kyoto"),
        ),
    ),
    User(
        "raj",
        (
            "I run 5k every morning before work.",
            "I hurt my knee last month, so nothing high impact please.",
            "My goal is a half marathon in May.",
            "I don't eat dairy.",
            "What stretches help knees?",
        ),
        (
            "User runs 5k every morning before work.",
            "User hurt their knee in October 2026.",
            "User's goal is a half marathon in May 2027.",
            "User doesn't eat dairy.",
        ),
        (
            ask("How often does the user run?", "every morning"),
            ask("Which injury does the user have?", "knee"),
            ask("What race is the user training for?", "half marathon"),
            ask("Can I suggest a yogurt smoothie?", "dairy"),
        ),
        (
            ask("Give me a workout plan for this week.", "knee"),
            ask("What should I eat before my morning run?", "dairy"),
            ask("How should I build up my mileage over the next months?", "half marathon"),
        ),
    ),
    User(
        "chloe",
        (
            "From now on, reply in British English.",
            "I manage a team of eight designers at an agency in Leeds.",
            "Our biggest client is a bank.",
            "My manager is called Priya.",
            "Never schedule meetings for me on Fridays.",
        ),
        (
            "User asks the assistant to reply in British English.",
            "User manages a team of eight designers at an agency in Leeds.",
            "User's biggest client is a bank.",
            "User's manager is called Priya.",
            "User asks the assistant to never schedule meetings for them on Fridays.",
        ),
        (
            ask("Who is the user's boss?", "Priya"),
            ask("Which day should meetings avoid?", "Fridays"),
            ask("How big is the user's team?", "eight"),
            ask("Which spelling should answers use?", "British"),
        ),
        (
            ask("Set up a review meeting with my team next week.", "Fridays"),
            ask("Draft an email to my manager about the budget.", "Priya"),
            ask("Write a pitch for our biggest client.", "bank"),
            ask("Write a short bio for me.", "designers"),
        ),
    ),
    User(
        "tom",
        (
            "My daughter Emma just turned six.",
            "My son Leo is allergic to eggs.",
            "We live in a small flat in Lyon.",
            "I work night shifts at the hospital.",
            "Any ideas for a rainy Saturday?",
        ),
        (
            "User's daughter Emma just turned six.",
            "User's son Leo is allergic to eggs.",
            "User lives in a small flat in Lyon.",
            "User works night shifts at the hospital.",
        ),
        (
            ask("How old is Emma?", "six"),
            ask("What is Leo allergic to?", "eggs"),
            ask("Which city does the family live in?", "Lyon"),
            ask("When does the user work?", "night shifts"),
        ),
        (
            ask("Plan a birthday party for my daughter.", "Emma"),
            ask("Suggest a cake recipe for the kids.", "eggs"),
            ask("How can I sleep better during the day?", "night shifts"),
            ask("Where can we go for a day trip this weekend?", "Lyon"),
        ),
    ),
    User(
        "ana",
        (
            "I'm studying architecture in Porto.",
            "My thesis is about timber housing.",
            "I have an exam on the 14th of December.",
            "I prefer short explanations with examples.",
            "lol ok",
        ),
        (
            "User is studying architecture in Porto.",
            "User's thesis is about timber housing.",
            "User has an exam on the 14th of December 2026.",
            "User prefers short explanations with examples.",
        ),
        (
            ask("What does the user study?", "architecture"),
            ask("What is the thesis topic?", "timber"),
            ask("When is the exam?", "December"),
            ask("How does the user like explanations?", "short explanations"),
        ),
        (
            ask("Help me make a study schedule.", "December"),
            ask("Explain load-bearing walls to me.", "short explanations"),
            ask("Find me sources for my thesis.", "timber"),
        ),
    ),
    User(
        "ben",
        (
            "I was diagnosed with type 2 diabetes last year.",
            "I take metformin twice a day.",
            "My wife Julia does most of the cooking.",
            "I can't stand cilantro.",
        ),
        (
            "User was diagnosed with type 2 diabetes in 2025.",
            "User takes metformin twice a day.",
            "User's wife Julia does most of the cooking.",
            "User can't stand cilantro.",
        ),
        (
            ask("What medication does the user take?", "metformin"),
            ask("What condition does the user have?", "diabetes"),
            ask("Who cooks at home?", "Julia"),
            ask("Which herb should recipes leave out?", "cilantro"),
        ),
        (
            ask("Suggest a dessert I can have.", "diabetes"),
            ask("Give me a salsa recipe.", "cilantro"),
            ask("Can I drink alcohol with my medication?", "metformin"),
        ),
    ),
]


# Held out (session 46): eight more users, written and committed before the bench or the extractor ever ran on them,
# to check on data nobody tuned against what the dev users above were used to design (the context floor of session
# 45, extraction rounds 1-8). `bench/conversations.py --cases held-out`.
HELD_OUT_USERS = [
    User(
        "nadia",
        (
            "Hey, I'm Nadia. I teach high school chemistry in Denver.",
            ("assistant", "Hi Nadia! What can I do for you?"),
            "I'm trying to get back into cycling. I bought a gravel bike in the spring.",
            "I have asthma, so cold air is rough for me.",
            "Please use metric units, I grew up in Germany.",
            "ok cool",
        ),
        (
            "User's name is Nadia.",
            "User teaches high school chemistry in Denver.",
            "User bought a gravel bike in spring 2026.",
            "User has asthma.",
            "User asks the assistant to use metric units.",
            "User grew up in Germany.",
        ),
        (
            ask("What subject does the user teach?", "chemistry"),
            ask("Which bike does the user ride?", "gravel"),
            ask("Does the user have any health conditions?", "asthma"),
            ask("Where did Nadia grow up?", "Germany"),
        ),
        (
            ask("Plan a ride for a cold Saturday morning.", "asthma"),
            ask("Give me an idea for a fun demo for my class.", "chemistry"),
            ask("How far is it from here to the mountains?", "Denver"),
            ask("What tire pressure should I run?", "gravel"),
        ),
    ),
    User(
        "kenji",
        (
            "I'm a sous chef at a ramen shop in Seattle.",
            "I work Tuesday to Saturday, mostly evenings.",
            "I'm saving up to open my own restaurant in two years.",
            "My girlfriend Aiko is vegan.",
            "Ugh, my laptop died again lol",
            "What's a good budgeting app?",
        ),
        (
            "User is a sous chef at a ramen shop in Seattle.",
            "User works Tuesday to Saturday, mostly evenings.",
            "User is saving up to open their own restaurant by 2028.",
            "User's girlfriend Aiko is vegan.",
        ),
        (
            ask("Where does the user work?", "ramen"),
            ask("Which days does the user work?", "Tuesday"),
            ask("What is the user saving money for?", "restaurant"),
            ask("What does Aiko eat?", "vegan"),
        ),
        (
            ask("Plan a date night dinner at home.", "vegan"),
            ask("When can I go hiking this week?", "Tuesday"),
            ask("How much should I put aside each month?", "restaurant"),
            ask("Write a cover letter for a head chef job.", "sous chef"),
        ),
    ),
    User(
        "grace",
        (
            "My mom was just diagnosed with early Alzheimer's.",
            "I'm her main caregiver now, and I work from home as an accountant.",
            "I live in Dublin, she lives ten minutes away.",
            "I'm exhausted, honestly.",
            ("assistant", "That sounds like a lot to carry. How are you sleeping?"),
            "Badly. I also drink way too much coffee.",
        ),
        (
            "User's mother was diagnosed with early Alzheimer's in November 2026.",
            "User is their mother's main caregiver.",
            "User works from home as an accountant.",
            "User lives in Dublin, ten minutes from their mother.",
            "User drinks a lot of coffee.",
        ),
        (
            ask("Who does the user look after?", "mother"),
            ask("What is the user's job?", "accountant"),
            ask("What illness does the user's mother have?", "Alzheimer"),
            ask("Where does the user live?", "Dublin"),
        ),
        (
            ask("How can I get better sleep?", "coffee"),
            ask("Help me plan my week.", "caregiver"),
            ask("What could I do with my mom on Sunday?", "Alzheimer"),
            ask("Any tips for tax season?", "accountant"),
        ),
    ),
    User(
        "diego",
        (
            "I just adopted a rescue dog, a border collie named Pepper.",
            "We live in an apartment in Madrid with no garden.",
            "I work 9 to 6 at an office, so she's alone during the day.",
            "I'm allergic to cats, by the way.",
            "How do I stop her from chewing shoes?",
        ),
        (
            "User adopted a rescue border collie named Pepper.",
            "User lives in an apartment in Madrid with no garden.",
            "User works 9 to 6 at an office.",
            "User is allergic to cats.",
        ),
        (
            ask("What breed is the user's dog?", "border collie"),
            ask("What is the dog called?", "Pepper"),
            ask("Does the user have a garden?", "garden"),
            ask("Which animals is the user allergic to?", "cats"),
        ),
        (
            ask("How much exercise does my dog need?", "border collie"),
            ask("Should we get a second pet?", "allergic"),
            ask("Who could look after the dog during the day?", "9 to 6"),
            ask("Find a good park for walks near me.", "Madrid"),
        ),
    ),
    User(
        "priti",
        (
            "I'm building a Slack bot in Python for my team.",
            "We're on Python 3.12 and use FastAPI.",
            "Please always include type hints in code you write for me.",
            "Our company blocks outbound calls to anything except AWS.",
            "Thanks, that fixed it",
        ),
        (
            "User is building a Slack bot in Python for their team.",
            "User's team uses Python 3.12 and FastAPI.",
            "User asks the assistant to always include type hints in code.",
            "User's company blocks outbound calls to anything except AWS.",
        ),
        (
            ask("What is the user building?", "Slack"),
            ask("Which web framework does the team use?", "FastAPI"),
            ask("Where can the user's services call out to?", "AWS"),
            ask("How should code for the user be written?", "type hints"),
        ),
        (
            ask("Write an endpoint that returns the bot's health.", "FastAPI"),
            ask("Which hosted vector database should I use?", "AWS"),
            ask("How do I add slash commands?", "Slack"),
        ),
    ),
    User(
        "olga",
        (
            "I'm 68 and recently retired from teaching piano.",
            "My grandson Mikhail is visiting over Christmas.",
            "I'm learning Spanish for a trip to Mexico next summer.",
            "My eyesight isn't great anymore, so please keep answers short.",
            "Good morning!",
        ),
        (
            "User is 68 and retired from teaching piano.",
            "User's grandson Mikhail is visiting over Christmas 2026.",
            "User is learning Spanish for a trip to Mexico in summer 2027.",
            "User's eyesight is poor; they ask for short answers.",
        ),
        (
            ask("How old is the user?", "68"),
            ask("Who is visiting for the holidays?", "Mikhail"),
            ask("Which language is the user learning?", "Spanish"),
            ask("What did the user do before retiring?", "piano"),
        ),
        (
            ask("Recommend a podcast for me.", "Spanish"),
            ask("Make me a packing list for my trip.", "Mexico"),
            ask("Suggest a gift for my grandson.", "Mikhail"),
        ),
    ),
    User(
        "sam",
        (
            "I'm a freelance photographer based in Cape Town.",
            "Mostly weddings, some wildlife.",
            "I shoot with a Sony A7 IV.",
            "My studio's insurance renews in January.",
            "Is it going to rain tomorrow?",
        ),
        (
            "User is a freelance photographer based in Cape Town.",
            "User mostly photographs weddings, and some wildlife.",
            "User shoots with a Sony A7 IV.",
            "User's studio insurance renews in January 2027.",
        ),
        (
            ask("What camera does the user have?", "Sony"),
            ask("Where is the user based?", "Cape Town"),
            ask("What kind of photography does the user do?", "weddings"),
            ask("When is the insurance renewal?", "January"),
        ),
        (
            ask("Which lens should I buy next?", "Sony"),
            ask("Write a price list for my services.", "weddings"),
            ask("Plan my admin tasks for the new year.", "insurance"),
            ask("Where can I go on safari for a weekend?", "Cape Town"),
        ),
    ),
    User(
        "hana",
        (
            "I'm pregnant, due in March!",
            "It's our first baby.",
            "I'm a lawyer, and I'm taking six months of leave.",
            "I can't have caffeine right now.",
            "My husband and I live in Seoul.",
        ),
        (
            "User is pregnant, due in March 2027.",
            "User is expecting their first baby.",
            "User is a lawyer taking six months of leave.",
            "User can't have caffeine right now.",
            "User and their husband live in Seoul.",
        ),
        (
            ask("When is the baby due?", "March"),
            ask("What does the user do for work?", "lawyer"),
            ask("How long is the user's leave?", "six months"),
            ask("Which city does the user live in?", "Seoul"),
        ),
        (
            ask("Suggest a warm drink for this evening.", "caffeine"),
            ask("What exercise is safe for me right now?", "pregnant"),
            ask("Help me write an out-of-office message.", "six months"),
        ),
    ),
]

"""The languages full-text search can be set to, per tenant (docs/search.md, "Languages and Unicode").

Each is one of PostgreSQL's built-in text search configurations, in every version MemoryOS supports (16 and
later; `estonian` came with 17): the words of a memory and of a query are stemmed ("Hunde" and "Hund" are one
lexeme in `german`) and the language's stop words dropped. `simple` lowercases and nothing else, for a tenant
whose memories mix languages.
"""

TEXT_LANGUAGES = (
    "arabic",
    "armenian",
    "basque",
    "catalan",
    "danish",
    "dutch",
    "english",
    "finnish",
    "french",
    "german",
    "greek",
    "hindi",
    "hungarian",
    "indonesian",
    "irish",
    "italian",
    "lithuanian",
    "nepali",
    "norwegian",
    "portuguese",
    "romanian",
    "russian",
    "serbian",
    "simple",
    "spanish",
    "swedish",
    "tamil",
    "turkish",
    "yiddish",
)

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from memories.serializers import EmbeddingField, MemoryFilterBodySerializer, MemorySerializer
from memoryos.api.pagination import PageMetaSerializer
from memoryos.api.serializers import TextField
from search.selectors import CONTEXT_CANDIDATES, DEFAULT_MIN_MEMORIES, MODES
from search.tokens import DEFAULT_TOKENIZER, TOKENIZERS

MAX_QUERY_CHARS = 8000


# Named "Search" so that the schema's request component is "SearchRequest", not "SearchRequestRequest".
@extend_schema_serializer(component_name="Search")
class SearchRequestSerializer(MemoryFilterBodySerializer):
    # Trimmed and not blank: white space alone is refused (and declared, memoryos/api/schema.py).
    query = TextField(required=False, max_length=MAX_QUERY_CHARS, help_text="What to look for.")
    embedding = EmbeddingField(required=False, help_text="Search by this vector instead of embedding `query`.")
    mode = serializers.ChoiceField(
        choices=MODES,
        required=False,
        help_text="Default: hybrid when `query` is given, vector when only `embedding` is. "
        "`vector`/`text` use one signal only.",
    )
    threshold = serializers.FloatField(min_value=0.0, max_value=1.0, default=0.7)
    limit = serializers.IntegerField(min_value=1, max_value=100, default=20)
    offset = serializers.IntegerField(min_value=0, max_value=1000, default=0)
    include_superseded = serializers.BooleanField(default=False)

    def validate(self, attrs):
        attrs = super().validate(attrs)
        if not attrs.get("query") and attrs.get("embedding") is None:
            raise serializers.ValidationError({"query": ["Send `query` (text) or `embedding` (a vector)."]})
        return attrs


class SearchResultSerializer(MemorySerializer):
    """A memory, with the scores of the search that found it."""

    combined_score = serializers.FloatField(help_text="Absolute relevance in [0, 1]; `threshold` applies to it.")
    vector_score = serializers.FloatField(help_text="Cosine similarity of the memory to the query vector.")
    text_score = serializers.FloatField(help_text="Share of the query's terms (IDF-weighted) the memory contains.")
    text_coverage = serializers.FloatField(
        help_text="Share of the memory's own terms (IDF-weighted) the query contains."
    )
    rrf_score = serializers.FloatField(help_text="Reciprocal Rank Fusion of the two rankings (k = 60).")
    recency = serializers.FloatField(help_text="0.5^(days since last access or creation / 30).")
    importance = serializers.FloatField(help_text="The memory's importance_score.")
    vector_rank = serializers.IntegerField(allow_null=True, help_text="Rank among the vector candidates.")
    text_rank = serializers.IntegerField(allow_null=True, help_text="Rank among the full-text candidates.")


class SearchResponseSerializer(serializers.Serializer):
    results = SearchResultSerializer(many=True)
    search_type = serializers.ChoiceField(choices=MODES)
    threshold = serializers.FloatField()
    meta = PageMetaSerializer(help_text="`total` counts matches above the threshold among the top candidates.")
    retrieval_time_ms = serializers.FloatField(help_text="Server time, without the query's embedding call.")
    embedding_time_ms = serializers.FloatField(help_text="Time spent embedding the query.")


# Named "Context" so that the schema's request component is "ContextRequest", not "ContextRequestRequest".
@extend_schema_serializer(component_name="Context")
class ContextRequestSerializer(MemoryFilterBodySerializer):
    query = TextField(max_length=MAX_QUERY_CHARS, help_text="What the model is about to answer.")
    max_tokens = serializers.IntegerField(
        min_value=0, required=False, help_text="Token budget (default 4000, at most the plan's limit)."
    )
    token_budget = serializers.IntegerField(min_value=0, required=False, help_text="Alias of max_tokens.")
    format = serializers.ChoiceField(choices=["text", "json"], default="text")
    tokenizer = serializers.ChoiceField(choices=TOKENIZERS, default=DEFAULT_TOKENIZER)
    threshold = serializers.FloatField(
        min_value=0.0, max_value=1.0, default=0.7, help_text="Minimum combined_score of a search hit."
    )
    min_memories = serializers.IntegerField(
        min_value=0,
        max_value=CONTEXT_CANDIDATES,
        default=DEFAULT_MIN_MEMORIES,
        help_text="The best this many search hits are considered whatever their score, besides those at or above "
        "`threshold` (still within the budget). 0: only those at or above it.",
    )

    def validate(self, attrs):
        attrs = super().validate(attrs)
        budget = attrs.pop("token_budget", None)
        if budget is not None:
            if "max_tokens" in attrs and attrs["max_tokens"] != budget:
                raise serializers.ValidationError({"token_budget": ["Send max_tokens or token_budget, not both."]})
            attrs["max_tokens"] = budget
        return attrs


class ContextItemSerializer(serializers.Serializer):
    memory_id = serializers.UUIDField()
    section = serializers.ChoiceField(choices=["pinned", "long", "medium", "short"])
    score = serializers.FloatField()
    content = serializers.CharField()
    truncated = serializers.BooleanField()


class CitationSerializer(serializers.Serializer):
    memory_id = serializers.UUIDField()
    score = serializers.FloatField()


class ContextResponseSerializer(serializers.Serializer):
    context = serializers.JSONField(
        help_text="format=text: the prompt block (a string). format=json: the same selection as a list of items "
        "(memory_id, section, score, content, truncated)."
    )
    memories = MemorySerializer(many=True)
    citations = CitationSerializer(many=True)
    token_count = serializers.IntegerField(help_text="Exact tokens of the text block in `tokenizer`; <= max_tokens.")
    max_tokens = serializers.IntegerField()
    tokenizer = serializers.ChoiceField(choices=TOKENIZERS)
    retrieval_time_ms = serializers.FloatField(help_text="Server time, without the query's embedding call.")
    embedding_time_ms = serializers.FloatField(help_text="Time spent embedding the query (0 when cached).")

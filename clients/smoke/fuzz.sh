#!/bin/sh
# Every operation of the committed schema, fuzzed by schemathesis against the live server of clients/harness.py:
# boundary values of every parameter, random inputs, and chains of calls that follow the schema's links.
# Fails on any 500, or on a response whose body or content type the schema does not describe. The seed is
# fixed, so runs send nearly the same requests (chains of calls follow the ids the server hands out);
# change FUZZ_SEED (or FUZZ_EXAMPLES) to explore further.
set -eu
cd "$(dirname "$0")"
# fuzz_hooks.py: a fresh Idempotency-Key for each write that carries a well-formed one.
SCHEMATHESIS_HOOKS=fuzz_hooks PYTHONPATH=. exec .venv/bin/schemathesis run ../openapi.json \
  --url "${MEMORYOS_BASE_URL%/v1}" \
  --header "Authorization: Bearer $MEMORYOS_API_KEY" \
  --checks not_a_server_error,content_type_conformance,response_schema_conformance \
  --max-examples "${FUZZ_EXAMPLES:-60}" \
  --seed "${FUZZ_SEED:-1}" \
  --no-color

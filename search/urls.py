# POST /v1/search and POST /v1/context arrive with issue #3 (hybrid search and the context block).
urlpatterns: list = []

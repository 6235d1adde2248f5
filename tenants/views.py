from drf_spectacular.utils import extend_schema
from rest_framework.response import Response

from memoryos.api.schema import error_responses
from memoryos.api.views import TenantAPIView
from tenants.selectors import usage_summary
from tenants.serializers import UsageSerializer


class UsageView(TenantAPIView):
    @extend_schema(
        operation_id="usage_retrieve",
        summary="Usage and plan limits of the calling tenant",
        responses={200: UsageSerializer, **error_responses()},
        tags=["usage"],
    )
    def get(self, request):
        return Response(UsageSerializer(usage_summary(tenant=self.tenant)).data)

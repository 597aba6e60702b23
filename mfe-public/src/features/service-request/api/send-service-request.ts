import { useMutation } from '@tanstack/react-query';
import type { RequestReceipt, ServiceRequestInput } from '@estate/contracts';
import { api } from '@estate/platform';

export const sendServiceRequest = (input: ServiceRequestInput) =>
  api.post<RequestReceipt>('/api/service-requests', input);

export const useSendServiceRequest = () =>
  // The page shows the spec's own failure toast and the field errors.
  useMutation({ mutationFn: sendServiceRequest, meta: { silent: true } });

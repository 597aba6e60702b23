import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BIDDER_API,
  type NafathRequestView,
  type NafathSandboxAnswer,
  type NafathSandboxView,
} from '@estate/contracts';
import { api } from '@estate/platform';
import { bidderKeys } from './bidder-keys.js';

/** How often a pending request is asked about. */
const POLL_MS = 2_000;

/** POST /api/identity/nafath/requests: starts verifying the caller's national ID. */
export function useStartNafath() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nationalId: string) => api.post<NafathRequestView>(BIDDER_API.nafathRequests, { nationalId }),
    // The step explains a refusal in place.
    meta: { silent: true },
    onSuccess: (view) => client.setQueryData(bidderKeys.nafath(view.id), view),
  });
}

export const nafathRequestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: bidderKeys.nafath(requestId),
    queryFn: ({ signal }) => api.get<NafathRequestView>(BIDDER_API.nafathRequest(requestId), undefined, { signal }),
    // Asked again until the person answers in the app, or the request expires.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });

/** The caller's request, polled while pending. */
export const useNafathRequest = (requestId: string | null) =>
  useQuery({ ...nafathRequestQueryOptions(requestId ?? ''), enabled: requestId !== null });

/** The sandbox's app screen: the numbers offered. */
export const useNafathSandbox = (requestId: string) =>
  useQuery({
    queryKey: bidderKeys.nafathSandbox(requestId),
    queryFn: ({ signal }) => api.get<NafathSandboxView>(BIDDER_API.nafathSandbox(requestId), undefined, { signal }),
    meta: { silent: true },
  });

/** The sandbox's app answers: a number picked, or reject. */
export function useAnswerNafathSandbox(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: NafathSandboxAnswer) =>
      api.post<NafathSandboxView>(BIDDER_API.nafathSandbox(requestId), answer),
    meta: { silent: true },
    onSuccess: (view) => client.setQueryData(bidderKeys.nafathSandbox(requestId), view),
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentRequestPage } from '@estate/contracts';
import { api } from '@estate/platform';
import { agentRequestKeys, type AgentRequestParams } from './keys.js';

export const getAgentRequests = (params: AgentRequestParams) =>
  api.get<AgentRequestPage>('/api/admin/agent-requests', { ...params });

/** Requests arrive with every registration: fresh on each visit of the tab. */
export const agentRequestsQueryOptions = (params: AgentRequestParams) =>
  queryOptions({
    queryKey: agentRequestKeys.list(params),
    queryFn: () => getAgentRequests(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useAgentRequests = (params: AgentRequestParams) => useQuery(agentRequestsQueryOptions(params));

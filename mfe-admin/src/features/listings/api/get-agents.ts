import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignableAgent } from '@estate/contracts';
import { api } from '@estate/platform';
import { adminPropertyKeys } from './keys.js';

export const getAgents = (signal?: AbortSignal) => api.get<AssignableAgent[]>('/api/admin/agents', {}, { signal });

/** The agents a listing can be assigned to (for those who may publish). */
export const agentsQueryOptions = () =>
  queryOptions({ queryKey: adminPropertyKeys.agents(), queryFn: ({ signal }) => getAgents(signal), staleTime: 60_000 });

export const useAgents = (enabled: boolean) => useQuery({ ...agentsQueryOptions(), enabled });

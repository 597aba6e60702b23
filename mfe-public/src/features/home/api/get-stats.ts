import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@estate/contracts';
import { api, staleTimes, statsKeys } from '@estate/platform';

export const getStats = () => api.get<StatsResponse>('/api/stats');

export const statsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.all, queryFn: getStats, staleTime: staleTimes.stats, meta: { silent: true } });

export const useStats = () => useQuery(statsQueryOptions());

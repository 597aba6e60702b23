import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEASE_API, type LeaseRules } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const leaseRuleKeys = {
  all: [...estateKeys.all, 'lease-rules'] as const,
};

export const getLeaseRules = (signal?: AbortSignal) => api.get<LeaseRules>(LEASE_API.rules, {}, { signal });

export const leaseRulesQueryOptions = () =>
  queryOptions({ queryKey: leaseRuleKeys.all, queryFn: ({ signal }) => getLeaseRules(signal) });

/** The lease settings and the rent rules, with their sources. */
export const useLeaseRules = () => useQuery(leaseRulesQueryOptions());

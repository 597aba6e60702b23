import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type OutboxPage } from '@estate/contracts';
import { api } from '@estate/platform';
import { outboxKeys, type OutboxParams } from './keys.js';

export const getOutbox = (params: OutboxParams) => api.get<OutboxPage>(DASHBOARD_API.outbox, { ...params });

/** The outbox moves as mail goes out: fresh on each visit, the page kept while the next one loads. */
export const outboxQueryOptions = (params: OutboxParams) =>
  queryOptions({
    queryKey: outboxKeys.list(params),
    queryFn: () => getOutbox(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useOutbox = (params: OutboxParams) => useQuery(outboxQueryOptions(params));

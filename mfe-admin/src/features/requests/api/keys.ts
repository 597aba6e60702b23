import type { StaffRequestQuery } from '@estate/contracts';
import type { RequestKind } from '../utils/request-kinds.js';

/** Query keys of the staff request lists: the only place they are written. */
export const staffRequestKeys = {
  all: ['staff-requests'] as const,
  kind: (kind: RequestKind) => [...staffRequestKeys.all, kind] as const,
  list: (kind: RequestKind, query: StaffRequestQuery) => [...staffRequestKeys.kind(kind), 'list', query] as const,
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestStatus, RequestStatusInput } from '@estate/contracts';
import { api } from '@estate/platform';
import { requestPaths, type AnyRequest, type RequestKind } from '../utils/request-kinds.js';
import { staffRequestKeys } from './keys.js';

export interface RequestStatusChange {
  kind: RequestKind;
  id: string;
  status: RequestStatus;
}

export const updateRequestStatus = ({ kind, id, status }: RequestStatusChange) =>
  api.patch<AnyRequest>(`/api/admin/${requestPaths[kind]}/${encodeURIComponent(id)}/status`, {
    status,
  } satisfies RequestStatusInput);

export function useUpdateRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequestStatus,
    meta: { silent: true },
    // The lists and the new counts of that kind read the change again.
    onSuccess: (_answer, change) => queryClient.invalidateQueries({ queryKey: staffRequestKeys.kind(change.kind) }),
  });
}

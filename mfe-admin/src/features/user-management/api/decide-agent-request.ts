import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRequestDecision, AgentRequestDto } from '@estate/contracts';
import { api } from '@estate/platform';
import { agentRequestKeys, userKeys } from './keys.js';

export const decideAgentRequest = ({ id, decision }: AgentRequestDecision & { id: string }) =>
  api.post<AgentRequestDto>(`/api/admin/agent-requests/${encodeURIComponent(id)}/decision`, { decision });

/** Approving changes the user's role: the users list reads again too. */
export function useDecideAgentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAgentRequest,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}

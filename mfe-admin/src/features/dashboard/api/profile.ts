import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_API, type ChangePasswordInput, type ProfileInput, type SessionUser } from '@estate/contracts';
import { api, isSessionUser, sessionKeys } from '@estate/platform';
import { sessionListKeys } from './sessions.js';

export const updateProfile = (input: ProfileInput) => api.patch<SessionUser>(DASHBOARD_API.profile, input);

export const changePassword = (input: ChangePasswordInput) => api.post<void>(DASHBOARD_API.password, input);

/**
 * PATCH /api/me/profile. The answer is the signed-in user as /api/auth/me gives it: it replaces the session's user
 * at once (the header shows the new name without a reload), and the session is read again to be sure. Errors are
 * the form's to explain.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { silent: true },
    onSuccess: async (user) => {
      if (isSessionUser(user)) {
        const previous = queryClient.getQueryData<SessionUser | null>(sessionKeys.me);
        queryClient.setQueryData(sessionKeys.me, { ...previous, ...user });
      }
      await queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}

/** POST /api/me/password: every other session of the account ends, so the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionListKeys.all }),
  });
}

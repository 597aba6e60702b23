import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SessionUser,
} from '@estate/contracts';
import { api } from '../api/api-client.js';
import { clearSession, isSessionUser, sessionKeys } from './auth-context.js';

/** The login answer is the session user, possibly wrapped as `{ user }`. */
function sessionUserOf(body: unknown): SessionUser | null {
  if (isSessionUser(body)) return body;
  const wrapped = (body as { user?: unknown } | null)?.user;
  return isSessionUser(wrapped) ? wrapped : null;
}

/**
 * POST /api/auth/login. On success the session query is set (header and guards update at once) and
 * the previous visitor's cached queries are dropped. Errors are left to the screen (silent): the
 * login page shows the spec's own messages.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<unknown>('/api/auth/login', body),
    meta: { silent: true },
    onSuccess: async (body) => {
      const user = sessionUserOf(body);
      clearSession(queryClient, user);
      if (!user) await queryClient.refetchQueries({ queryKey: sessionKeys.me });
    },
  });
}

/** POST /api/auth/register: creates the account; the visitor then signs in at /login. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post<RegisterResponse>('/api/auth/register', body),
    meta: { silent: true },
  });
}

/** POST /api/auth/forgot-password: answered the same way whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api.post<unknown>('/api/auth/forgot-password', body),
    meta: { silent: true },
  });
}

/** POST /api/auth/reset-password with the emailed single-use token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<unknown>('/api/auth/reset-password', body),
    meta: { silent: true },
  });
}

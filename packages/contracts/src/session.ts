import type { Role } from './roles.js';

/** The signed-in user as `GET /api/auth/me` answers it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  permissions?: string[];
  /** The account's phone (E.164), null when none. */
  phone?: string | null;
}

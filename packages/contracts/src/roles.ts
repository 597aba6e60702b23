/** Every role the platform knows. System roles are seeded and cannot be deleted. */
export const ROLES = [
  'admin',
  'manager',
  'agent',
  'owner',
  'tenant',
  'user',
  'property_manager',
  'accountant',
  'maintenance',
] as const;

export type Role = (typeof ROLES)[number];

/** Roles a visitor may pick when registering. */
export const SELF_SERVICE_ROLES = ['user', 'agent'] as const satisfies readonly Role[];

export const DEFAULT_ROLE: Role = 'user';

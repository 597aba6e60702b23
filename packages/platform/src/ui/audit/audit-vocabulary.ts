import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_ACTIONS,
  ESTATE_AUDIT_ACTIONS,
  LEASE_AUDIT_ACTIONS,
  MAINTENANCE_AUDIT_ACTIONS,
  NOTIFICATION_AUDIT_ACTIONS,
  OUTBOX_AUDIT_ACTIONS,
  PAYMENT_AUDIT_ACTIONS,
  PROFILE_AUDIT_ACTIONS,
  USER_ADMIN_ROLES,
  type Role,
} from '@estate/contracts';
import { registerNamespace } from '@estate/platform';
import ar from '../../locales/ar/history.json';
import en from '../../locales/en/history.json';

registerNamespace('history', { ar, en });

/** Who reads the audit log (the server answers GET /api/audit-logs to these roles only). */
export const AUDIT_READER_ROLES: readonly Role[] = USER_ADMIN_ROLES;

/** Every action the server writes to the audit log, in the contract's order. */
export const AUDIT_ACTION_NAMES: readonly string[] = [
  ...new Set<string>([
    ...Object.values(AUDIT_ACTIONS),
    ...Object.values(PROFILE_AUDIT_ACTIONS),
    ...Object.values(ESTATE_AUDIT_ACTIONS),
    ...Object.values(LEASE_AUDIT_ACTIONS),
    ...Object.values(PAYMENT_AUDIT_ACTIONS),
    ...Object.values(MAINTENANCE_AUDIT_ACTIONS),
    ...Object.values(NOTIFICATION_AUDIT_ACTIONS),
    ...Object.values(OUTBOX_AUDIT_ACTIONS),
  ]),
];

/** The kinds of record the server names as an audit entry's target (`targetType`). */
export const AUDIT_TARGET_TYPES = [
  'property',
  'auction',
  'user',
  'role',
  'permission',
  'inquiry',
  'contact_message',
  'service_request',
  'estate_property',
  'estate_unit',
  'estate_owner',
  'estate_tenant',
  'estate_contract',
  'estate_invoice',
  'estate_ticket',
  'estate_notification',
  'estate_import',
  'mail_message',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * The words for an audit entry's action and target kind in the current language; an action or kind this version
 * does not know reads as the server wrote it.
 */
export function useAuditVocabulary() {
  const { t } = useTranslation('history');
  const actionLabel = useCallback((action: string) => t(`actions.${action}`, { defaultValue: action }), [t]);
  const targetTypeLabel = useCallback(
    (targetType: string) => t(`targetTypes.${targetType}`, { defaultValue: targetType }),
    [t],
  );
  return { actionLabel, targetTypeLabel };
}

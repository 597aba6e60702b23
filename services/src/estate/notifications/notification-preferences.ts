import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationType,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The table of each account's notification settings (estate_notification_preferences): its reads, writes and the
 * predicate the readers' lists use. A kind without a row has both switches on.
 */

interface PreferenceRow {
  kind: NotificationType;
  in_app: boolean;
  email: boolean;
}

/** Every kind with its two switches for one account. */
export async function readPreferences(manager: EntityManager, userId: string): Promise<NotificationSettings> {
  const rows = (await manager.query(
    `SELECT kind, in_app, email FROM estate_notification_preferences WHERE user_id = $1`,
    [userId],
  )) as PreferenceRow[];
  const saved = new Map(rows.map((row) => [row.kind, { inApp: row.in_app, email: row.email }]));
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((kind) => [kind, saved.get(kind) ?? { ...DEFAULT_NOTIFICATION_CHANNELS }]),
  ) as NotificationSettings;
}

/** Writes the switches given for one account; a switch not given keeps its value (on when never saved). */
export async function writePreferences(
  manager: EntityManager,
  userId: string,
  input: NotificationSettingsInput,
): Promise<void> {
  for (const kind of NOTIFICATION_TYPES) {
    const change = input[kind];
    if (!change || (change.inApp === undefined && change.email === undefined)) continue;
    await manager.query(
      `INSERT INTO estate_notification_preferences (user_id, kind, in_app, email)
       VALUES ($1, $2, COALESCE($3::boolean, true), COALESCE($4::boolean, true))
       ON CONFLICT (user_id, kind) DO UPDATE
         SET in_app = COALESCE($3::boolean, estate_notification_preferences.in_app),
             email = COALESCE($4::boolean, estate_notification_preferences.email),
             updated_at = now()`,
      [userId, kind, change.inApp ?? null, change.email ?? null],
    );
  }
}

/** Whether a notification of `kind` may be mailed to the account `userId` (on unless they switched it off). */
export async function mailAllowed(manager: EntityManager, userId: string, kind: NotificationType): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM estate_notification_preferences WHERE user_id = $1 AND kind = $2 AND NOT email`,
    [userId, kind],
  )) as unknown[];
  return rows.length === 0;
}

/**
 * SQL: the notification `n` is of a kind the reader (`user`, a statement value) has not switched off in-app. Read
 * with each list, count and mark-all of their own, so what they switched off is neither shown nor counted, and comes
 * back (kept, not deleted) when they switch it on again.
 */
export const shownInAppSql = (user: string, alias = 'n') =>
  `NOT EXISTS (SELECT 1 FROM estate_notification_preferences p
                WHERE p.user_id = ${user} AND p.kind = ${alias}.type AND NOT p.in_app)`;

import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../common/database/returned-rows.js';
import type { NotificationEvent } from './notifier.js';

/**
 * Writes one server event's notification in `manager`'s transaction, once per event key: a second writer of the
 * same key (another run, another API process) finds the unique index taken and writes nothing. True when written.
 * A plain function so seed steps (which have only a manager) write exactly as the service does.
 */
export async function writeNotification(manager: EntityManager, event: NotificationEvent): Promise<boolean> {
  const recipientUserId = event.recipient.type === 'specific_user' ? event.recipient.userId : null;
  const rows = returnedRows<{ id: string }>(
    await manager.query(
      `INSERT INTO estate_notifications
         (type, priority, title, title_ar, message, message_ar, related_entity_type, related_entity_id, action_url,
          expires_at, recipient_type, recipient_user_id, event_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (event_key) WHERE event_key IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        event.type,
        event.priority,
        event.title.slice(0, 200),
        event.titleAr.slice(0, 200),
        event.message,
        event.messageAr,
        event.relatedEntityType ?? null,
        event.relatedEntityId ?? null,
        event.actionUrl ?? null,
        event.expiresAt ?? null,
        event.recipient.type,
        recipientUserId,
        event.eventKey,
      ],
    ),
  );
  return rows.length > 0;
}

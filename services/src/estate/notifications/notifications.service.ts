import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { writeNotification } from './notification-writer.js';
import { Notifier, type NotificationEvent } from './notifier.js';

/** Server-generated and staff notifications, read state per recipient. */
@Injectable()
export class NotificationsService extends Notifier {
  /** Writes the event's notification in the caller's transaction; false when its eventKey was already written. */
  async notify(manager: EntityManager, event: NotificationEvent): Promise<boolean> {
    return writeNotification(manager, event);
  }
}

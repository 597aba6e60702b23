import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Notifier, type NotificationEvent } from './notifier.js';

/** Server-generated and staff notifications, read state per recipient. */
@Injectable()
export class NotificationsService extends Notifier {
  async notify(_manager: EntityManager, _event: NotificationEvent): Promise<boolean> {
    throw new Error('NotificationsService.notify is not implemented yet');
  }
}

import {
  ALWAYS_IN_APP_NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { invalidField } from '../shared/estate-errors.js';
import { readPreferences, writePreferences } from './notification-preferences.js';

/**
 * The signed-in account's notification settings: which kinds reach their centre and their mail. Always the caller's
 * own (the account comes from the session, never from the request), whatever their role.
 */
@Injectable()
export class NotificationSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every kind with its two switches (on when never saved). */
  get(user: AuthenticatedUser): Promise<NotificationSettings> {
    return readPreferences(this.dataSource.manager, user.id);
  }

  /** Saves the switches given and answers every kind; the kinds that always reach the centre refuse in-app off. */
  async update(user: AuthenticatedUser, input: NotificationSettingsInput): Promise<NotificationSettings> {
    const refused = ALWAYS_IN_APP_NOTIFICATION_TYPES.find((kind) => input[kind]?.inApp === false);
    if (refused) throw invalidField(`${refused}.inApp`, `${refused} always reaches the notification centre`);
    return this.dataSource.transaction(async (manager) => {
      await writePreferences(manager, user.id, input);
      return readPreferences(manager, user.id);
    });
  }
}

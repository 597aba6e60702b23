import { EstateNotificationPreference } from './estate-notification-preference.entity.js';
import { EstateNotificationState } from './estate-notification-state.entity.js';
import { EstateNotification } from './estate-notification.entity.js';

/** The tables of estate notifications (compared with the migrations in a test). */
export const NOTIFICATIONS_ENTITIES = [EstateNotification, EstateNotificationState, EstateNotificationPreference];

/** The tables of estate notifications (compared with the migrations in a test). */
export const NOTIFICATIONS_ENTITIES: Function[] = [];

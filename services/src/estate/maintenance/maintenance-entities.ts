/** The tables of estate maintenance (compared with the migrations in a test). */
export const MAINTENANCE_ENTITIES: Function[] = [];

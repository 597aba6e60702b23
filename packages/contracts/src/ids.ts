/**
 * A UUID as PostgreSQL writes one (any version, any case). For ids inside a body or a list; an id in a path is
 * checked by Nest's ParseUUIDPipe instead.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

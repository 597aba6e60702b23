import { ParseUUIDPipe } from '@nestjs/common';
import { notFound } from './properties.service.js';

/** A listing's id in a path: a UUID (Nest's ParseUUIDPipe), else 404 NOT_FOUND, as for an id no listing has. */
export const PropertyIdPipe = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

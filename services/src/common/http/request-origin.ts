import type { FastifyRequest } from 'fastify';

/** The origin a request was sent to (`https://host`): absolute object URLs of it count as ours. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

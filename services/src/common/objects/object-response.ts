import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';
import type { StoredObjectInfo } from './object-store.service.js';

/** Sets the headers of a stored object's download: its sniffed type, never sniffed again by the browser. */
export function setObjectHeaders(reply: FastifyReply, info: StoredObjectInfo, disposition: 'inline' | 'attachment') {
  reply
    .header('content-type', info.contentType)
    .header('content-length', String(info.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(disposition, info.fileName));
}

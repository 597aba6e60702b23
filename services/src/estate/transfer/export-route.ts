import { applyDecorators, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Permissions } from '../../common/auth/access.decorators.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import { DocumentRoute } from '../../common/documents/document-route.js';
import type { ExportFile } from './estate-export.service.js';
import { XLSX_TYPE } from './spreadsheet.js';

/**
 * GET <list>/export: a document route (its rate; a job when asked so), the list's read permission, never kept by a
 * cache; answers `fileName` (CSV) or its .xlsx twin through `sendExport`.
 */
export const ExportRoute = (path: string, permission: string, fileName: string) =>
  applyDecorators(
    Get(path),
    DocumentRoute(),
    Permissions(permission),
    Header('cache-control', 'no-store'),
    ApiProduces('text/csv', XLSX_TYPE),
    ApiOkResponse({ description: `${fileName} (UTF-8 with a byte-order mark) or .xlsx: the list filters.` }),
  );

/** An export's file as the answer: its type, and its name for the download. */
export function sendExport(reply: FastifyReply, file: ExportFile): Buffer {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', contentDisposition('attachment', file.fileName));
  return file.bytes;
}

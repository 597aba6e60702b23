import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader } from '@nestjs/swagger';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { DOCUMENT_LIMIT } from '../rate-limit/route-limits.js';
import { DocumentJobInterceptor } from './document-job.interceptor.js';

/**
 * A route that answers a generated document (a PDF, an XLSX or CSV file): a document's rate (DOCUMENT_LIMIT), and
 * with `Prefer: respond-async` from a signed-in account, a job when the file is not ready within
 * DOCUMENT_JOB_WAIT_MS (DocumentJobInterceptor).
 */
export const DocumentRoute = () =>
  applyDecorators(
    RateLimit(DOCUMENT_LIMIT),
    UseInterceptors(DocumentJobInterceptor),
    ApiHeader({
      name: 'Prefer',
      required: false,
      description: '`respond-async`: a DocumentJob (202) when the file is not ready within DOCUMENT_JOB_WAIT_MS.',
    }),
    ApiAcceptedResponse({
      description:
        'DocumentJob (with Prefer: respond-async): poll GET /api/documents/jobs/{id}, then download ' +
        'GET /api/documents/jobs/{id}/file once it is done.',
    }),
  );

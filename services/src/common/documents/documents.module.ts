import { Global, Module } from '@nestjs/common';
import { DocumentJobInterceptor } from './document-job.interceptor.js';
import { DocumentJobsController } from './document-jobs.controller.js';
import { DocumentJobsService } from './document-jobs.service.js';
import { DocumentsService } from './documents.service.js';

/**
 * Generated documents for every module: inject DocumentsService to make one, and mark its route DocumentRoute() so
 * a screen may ask for it as a job and follow its progress (/api/documents/jobs).
 */
@Global()
@Module({
  controllers: [DocumentJobsController],
  providers: [DocumentsService, DocumentJobsService, DocumentJobInterceptor],
  exports: [DocumentsService, DocumentJobsService, DocumentJobInterceptor],
})
export class DocumentsModule {}

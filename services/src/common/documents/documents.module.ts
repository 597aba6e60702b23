import { Global, Module } from '@nestjs/common';
import { DocumentsService } from './documents.service.js';

/** Generated PDF documents for every module: inject DocumentsService. */
@Global()
@Module({
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}

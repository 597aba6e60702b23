import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AttachmentService } from './attachments/attachment.service.js';
import { ObjectClaims } from './object-claims.service.js';
import { ObjectSigningKey } from './object-signing-key.entity.js';
import { ObjectStoreService } from './object-store.service.js';
import { ObjectSweeper } from './object-sweeper.service.js';
import { ObjectsController } from './objects.controller.js';
import { RecordReaders } from './record-readers.service.js';
import { LocalDiskBackend } from './storage/local-disk-backend.js';
import { OBJECT_BACKEND, type ObjectBackend } from './storage/object-backend.js';
import { S3Backend } from './storage/s3-backend.js';
import { StoredObject } from './stored-object.entity.js';
import { UploadGrants } from './upload-grants.service.js';
import { UploadReceiver } from './upload-receiver.service.js';

export function createObjectBackend(config: AppConfig['objectStore']): ObjectBackend {
  return config.driver === 's3' ? new S3Backend(config) : new LocalDiskBackend(config.dir);
}

/**
 * Files for every module: records keep uploaded files through AttachmentService (check, keep, releaseAll); what
 * the server makes goes through ObjectStoreService (putObject, openObject). Inside: upload grants and their
 * signatures, the receiving of uploads (streamed, typed by content), claims and readers, and the sweep.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StoredObject, ObjectSigningKey])],
  controllers: [ObjectsController],
  providers: [
    {
      provide: OBJECT_BACKEND,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createObjectBackend(config.objectStore),
    },
    ObjectStoreService,
    UploadGrants,
    UploadReceiver,
    ObjectClaims,
    ObjectSweeper,
    AttachmentService,
    RecordReaders,
  ],
  exports: [ObjectStoreService, AttachmentService, RecordReaders],
})
export class ObjectsModule {}

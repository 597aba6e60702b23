import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ObjectSigningKey } from './object-signing-key.entity.js';
import { ObjectStoreService } from './object-store.service.js';
import { ObjectSweeper } from './object-sweeper.service.js';
import { ObjectsController } from './objects.controller.js';
import { LocalDiskBackend } from './storage/local-disk-backend.js';
import { OBJECT_BACKEND, type ObjectBackend } from './storage/object-backend.js';
import { S3Backend } from './storage/s3-backend.js';
import { StoredObject } from './stored-object.entity.js';

export function createObjectBackend(config: AppConfig['objectStore']): ObjectBackend {
  return config.driver === 's3' ? new S3Backend(config) : new LocalDiskBackend(config.dir);
}

/** Files for every module: inject ObjectStoreService (inspect, putObject, openObject). */
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
    ObjectSweeper,
  ],
  exports: [ObjectStoreService],
})
export class ObjectsModule {}

import { Module } from '@nestjs/common';
import { PropertyImagesController } from './property-images.controller.js';
import { PropertyImagesService } from './property-images.service.js';

/** Pictures the platform draws itself, so a fresh install shows illustrated listings without downloading any. */
@Module({
  controllers: [PropertyImagesController],
  providers: [PropertyImagesService],
})
export class MediaModule {}

import { Module } from '@nestjs/common';
import { PropertyImagesController } from './property-images.controller.js';
import { SeededPictures } from './seeded-pictures.service.js';

/**
 * The seeded listings' pictures: stored as ordinary objects (their bytes written at start when the store lacks
 * them), and the former drawing address sent on to them. The pictures are drawn by scripts/seed-media.mjs.
 */
@Module({
  controllers: [PropertyImagesController],
  providers: [SeededPictures],
})
export class MediaModule {}

import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { objectUrl, ObjectStoreService } from '../../common/objects/object-store.service.js';
import {
  PROPERTY_PICTURE_GENERATOR,
  PROPERTY_PICTURES_DIR,
  parsePropertyImageName,
  propertyPictureFileName,
} from './property-images.js';

/**
 * The seeded listings' pictures as stored objects. At start it writes the bytes the store does not hold (the
 * first start after the seed made their rows, or an object directory or bucket that lost them) from the files of
 * services/seed-media; it never draws anything and never stops the start.
 */
@Injectable()
export class SeededPictures implements OnApplicationBootstrap {
  private readonly logger = new Logger('SeededPictures');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly objects: ObjectStoreService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const written = await this.restore();
      if (written > 0) this.logger.log(`Wrote ${written} seeded property picture(s) to the object store`);
    } catch (error) {
      this.logger.warn(`Could not check the seeded pictures: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** Answers how many pictures were written. */
  async restore(): Promise<number> {
    const rows = (await this.dataSource.query(
      `SELECT key, file_name, stored_at FROM stored_objects WHERE generator = $1 ORDER BY file_name`,
      [PROPERTY_PICTURE_GENERATOR],
    )) as { key: string; file_name: string; stored_at: Date | null }[];
    let written = 0;
    for (const row of rows) {
      if (row.stored_at !== null && (await this.objects.hasBytes(row.key))) continue;
      // Only names the seed gives: the file name never reaches the disk path otherwise.
      if (!parsePropertyImageName(row.file_name.replace(/\.png$/, ''))) continue;
      const body = await readFile(join(PROPERTY_PICTURES_DIR, row.file_name));
      await this.objects.putObject(row.key, body, {
        fileName: row.file_name,
        contentType: 'image/png',
        generator: PROPERTY_PICTURE_GENERATOR,
      });
      written++;
    }
    return written;
  }

  /** The URL of the stored object of picture `name` (`villa-2`), or null when there is no such picture. */
  async urlOf(name: string): Promise<string | null> {
    if (!parsePropertyImageName(name)) return null;
    const [row] = (await this.dataSource.query(
      `SELECT key FROM stored_objects
        WHERE generator = $1 AND file_name = $2 AND stored_at IS NOT NULL AND released_at IS NULL
        ORDER BY created_at LIMIT 1`,
      [PROPERTY_PICTURE_GENERATOR, propertyPictureFileName(name)],
    )) as { key: string }[];
    return row ? objectUrl(row.key) : null;
  }
}

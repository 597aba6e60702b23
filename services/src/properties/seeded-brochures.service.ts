import { LANGUAGES } from '@estate/contracts';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DocumentsService } from '../common/documents/documents.service.js';
import { OBJECT_URL_PATH, ObjectStoreService } from '../common/objects/object-store.service.js';
import { BROCHURE_COLUMNS, type BrochureProperty, brochureFileName } from './brochure-document.js';
import { BROCHURE_GENERATOR, brochureKey } from './brochures.seed.js';

/**
 * Writes the bytes of generated brochures, in Arabic and in English, that the store does not hold: on first
 * start, and again whenever the object directory (or bucket) lost them while the database kept its rows. Never
 * stops the start.
 */
@Injectable()
export class SeededBrochures implements OnApplicationBootstrap {
  private readonly logger = new Logger('SeededBrochures');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly objects: ObjectStoreService,
    private readonly documents: DocumentsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const written = await this.restore();
      if (written > 0) this.logger.log(`Wrote ${written} property brochure(s) to the object store`);
    } catch (error) {
      this.logger.warn(`Could not check the property brochures: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** Answers how many brochures (one per language) were written. */
  async restore(): Promise<number> {
    const rows = (await this.dataSource.query(
      `SELECT o.key, o.stored_at, ${BROCHURE_COLUMNS}
         FROM stored_objects o JOIN properties p ON p.brochure_url = $1 || o.key
        WHERE o.generator = $2`,
      [OBJECT_URL_PATH, BROCHURE_GENERATOR],
    )) as (BrochureProperty & { key: string; stored_at: Date | null })[];
    let written = 0;
    for (const { key: objectKey, stored_at, ...property } of rows) {
      for (const lang of LANGUAGES) {
        const key = brochureKey(objectKey, lang);
        const stored = lang === 'ar' ? stored_at !== null : (await this.objects.find(key)) !== null;
        if (stored && (await this.objects.hasBytes(key))) continue;
        await this.objects.putObject(key, await this.documents.render('brochure', { property, lang }), {
          fileName: brochureFileName(property, lang),
          contentType: 'application/pdf',
          generator: BROCHURE_GENERATOR,
        });
        written++;
      }
    }
    return written;
  }
}

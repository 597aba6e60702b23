import { DISTRICT_NAMES_EN } from '@estate/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The public listings' search document, with the district's English name beside its Arabic one when `withEnglish`. */
const listingsSearchFunction = (withEnglish: boolean) => `
  CREATE OR REPLACE FUNCTION estate_properties_search_vector() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_vector := estate_search_document(
      NEW.title, NEW.title_en, NEW.description, NEW.description_en, NEW.city,
      ${withEnglish ? `concat_ws(' ', NEW.district, NEW.district_en)` : 'NEW.district'}
    );
    RETURN NEW;
  END
  $$`;

/** The back office properties' search document (titles, district, address). */
const estateSearchFunction = (withEnglish: boolean) => `
  CREATE OR REPLACE FUNCTION estate_properties_search_vector_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_vector := to_tsvector('simple'::regconfig, estate_normalize_text(
      concat_ws(' ', NEW.title, NEW.title_en, NEW.district, ${withEnglish ? 'NEW.district_en, ' : ''}NEW.address)
    ));
    RETURN NEW;
  END
  $$`;

/** The columns whose change recomputes each search document. */
const TRIGGERS = [
  {
    table: 'properties',
    trigger: 'properties_search_vector_trg',
    fn: 'estate_properties_search_vector',
    columns: ['title', 'title_en', 'description', 'description_en', 'city', 'district'],
  },
  {
    table: 'estate_properties',
    trigger: 'estate_properties_search_vector_trg',
    fn: 'estate_properties_search_vector_update',
    columns: ['title', 'title_en', 'district', 'address'],
  },
] as const;

/**
 * Gives the rows of both tables whose district is in the dictionary and that have no English name its English name.
 * Setting district_en fires the search triggers, so the filled rows' documents carry the English name.
 */
export async function fillDistrictNamesEn(db: { query(sql: string, params?: unknown[]): Promise<unknown> }) {
  const arabic = Object.keys(DISTRICT_NAMES_EN);
  const english = Object.values(DISTRICT_NAMES_EN);
  for (const table of ['estate_properties', 'properties']) {
    await db.query(
      `UPDATE "${table}" t SET "district_en" = d.en
         FROM unnest($1::text[], $2::text[]) AS d(ar, en)
        WHERE t."district" = d.ar AND t."district_en" IS NULL`,
      [arabic, english],
    );
  }
}

/**
 * A district's English name (`district_en`, null when unknown) beside its Arabic one on the back office's
 * properties and the public listings (auctions show their listing's). The rows whose district is in the
 * dictionary of `@estate/contracts` get its English name; both search documents take the English name too, so a
 * search for "Olaya" finds the properties in العليا.
 */
export class DistrictEnglishNames1796050000000 implements MigrationInterface {
  name = 'DistrictEnglishNames1796050000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_properties" ADD "district_en" character varying(120)`);
    await db.query(`ALTER TABLE "properties" ADD "district_en" character varying(120)`);
    await db.query(listingsSearchFunction(true));
    await db.query(estateSearchFunction(true));
    for (const { table, trigger, fn, columns } of TRIGGERS) {
      await this.trigger(db, table, trigger, fn, [...columns, 'district_en']);
    }
    await fillDistrictNamesEn(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(listingsSearchFunction(false));
    await db.query(estateSearchFunction(false));
    for (const { table, trigger, fn, columns } of TRIGGERS) await this.trigger(db, table, trigger, fn, [...columns]);
    await db.query(`ALTER TABLE "properties" DROP COLUMN "district_en"`);
    await db.query(`ALTER TABLE "estate_properties" DROP COLUMN "district_en"`);
    await db.query(
      `UPDATE "properties" SET "search_vector" =
         estate_search_document("title", "title_en", "description", "description_en", "city", "district")`,
    );
    await db.query(
      `UPDATE "estate_properties" SET "search_vector" =
         to_tsvector('simple'::regconfig, estate_normalize_text(concat_ws(' ', "title", "title_en", "district", "address")))`,
    );
  }

  private async trigger(db: QueryRunner, table: string, trigger: string, fn: string, columns: string[]): Promise<void> {
    await db.query(`DROP TRIGGER "${trigger}" ON "${table}"`);
    await db.query(`
      CREATE TRIGGER "${trigger}"
      BEFORE INSERT OR UPDATE OF ${columns.map((column) => `"${column}"`).join(', ')}
      ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
  }
}

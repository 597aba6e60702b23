import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listings read side: Arabic-tolerant full-text search and the indexes behind every filter and sort.
 *
 * `estate_normalize_text` folds Arabic letter variants (أ/إ/آ/ٱ→ا, ة→ه, ى/ی→ي, ؤ→و, ئ→ي, ک→ك), strips
 * tashkeel and tatweel, lower-cases Latin letters and drops the definite article "ال" from words. It is
 * IMMUTABLE so the stored search column and the query (`estate_search_query`) use exactly the same rules.
 */
export class ListingsSearch1795500000000 implements MigrationInterface {
  name = 'ListingsSearch1795500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION estate_normalize_text(input text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(
          translate(
            regexp_replace(lower(coalesce(input, '')), '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'),
            'أإآٱةىیؤئک',
            'ااااهييويك'
          ),
          '(^|[^\\u0621-\\u064A])ال([\\u0621-\\u064A]{2})',
          '\\1\\2',
          'g'
        )
      $$`);
    await db.query(`
      CREATE FUNCTION estate_search_document(
        title text, title_en text, description text, description_en text, city text, district text
      ) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('simple'::regconfig, estate_normalize_text(concat_ws(' ', title, title_en, city, district))), 'A')
          || setweight(to_tsvector('simple'::regconfig, estate_normalize_text(concat_ws(' ', description, description_en))), 'B')
          || setweight(to_tsvector('english'::regconfig, concat_ws(' ', title_en, description_en)), 'C')
      $$`);
    // Every word of the query must match, as a prefix, in its normalized form or (English) its stem.
    await db.query(`
      CREATE FUNCTION estate_search_query(input text) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN count(*) = 0 THEN NULL ELSE string_agg(
          '(' || quote_literal(word) || ':*' || coalesce(' | ' || quote_literal(stem), '') || ')', ' & '
        )::tsquery END
        FROM (
          SELECT word, (SELECT string_agg(s, '') FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, word))) s) AS stem
          FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, estate_normalize_text(input)))) AS word
        ) AS words
      $$`);
    await db.query(`ALTER TABLE "properties" ADD "search_vector" tsvector`);
    await db.query(`
      CREATE FUNCTION estate_properties_search_vector() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := estate_search_document(
          NEW.title, NEW.title_en, NEW.description, NEW.description_en, NEW.city, NEW.district
        );
        RETURN NEW;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER "properties_search_vector_trg"
      BEFORE INSERT OR UPDATE OF "title", "title_en", "description", "description_en", "city", "district"
      ON "properties" FOR EACH ROW EXECUTE FUNCTION estate_properties_search_vector()`);
    await db.query(
      `UPDATE "properties" SET "search_vector" = estate_search_document("title", "title_en", "description", "description_en", "city", "district")`,
    );
    await db.query(`CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector")`);
    await db.query(`CREATE INDEX "properties_features_idx" ON "properties" USING gin ("features")`);
    for (const column of ['status', 'bedrooms', 'bathrooms', 'views']) {
      await db.query(`CREATE INDEX "properties_${column}_idx" ON "properties" ("${column}")`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const column of ['status', 'bedrooms', 'bathrooms', 'views', 'features', 'search_vector']) {
      await db.query(`DROP INDEX "properties_${column}_idx"`);
    }
    await db.query(`DROP TRIGGER "properties_search_vector_trg" ON "properties"`);
    await db.query(`DROP FUNCTION estate_properties_search_vector()`);
    await db.query(`ALTER TABLE "properties" DROP COLUMN "search_vector"`);
    await db.query(`DROP FUNCTION estate_search_query(text)`);
    await db.query(`DROP FUNCTION estate_search_document(text, text, text, text, text, text)`);
    await db.query(`DROP FUNCTION estate_normalize_text(text)`);
  }
}

import { normalizePhone } from '@estate/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A stored phone the phone rule cannot read: left as it is, and reported. */
export interface UnreadablePhone {
  table: string;
  id: string;
  value: string;
}

/** Every place a phone is stored: a column, or a key of a JSON column (a listing's agent). */
const column = { read: `"phone"`, set: `"phone" = v.phone` };
const PHONE_PLACES = [
  { table: 'users', ...column },
  { table: 'inquiries', ...column },
  { table: 'contact_messages', ...column },
  { table: 'service_requests', ...column },
  {
    table: 'properties',
    read: `"agent" ->> 'phone'`,
    set: `"agent" = jsonb_set("agent", '{phone}', to_jsonb(v.phone))`,
  },
] as const;

/**
 * Rewrites every stored phone as E.164 (`+966501234567`) by the phone rule of `@estate/contracts` (any valid
 * number; Saudi when written without a country code). Blank ones are left alone; one the rule cannot read is
 * left unchanged and handed to `report`, never dropped. Answers what was reported.
 */
export async function phonesToE164(
  db: Pick<QueryRunner, 'query'>,
  report: (unreadable: UnreadablePhone) => void,
): Promise<UnreadablePhone[]> {
  const unreadable: UnreadablePhone[] = [];
  for (const place of PHONE_PLACES) {
    const rows = (await db.query(
      `SELECT "id"::text AS id, ${place.read} AS phone FROM "${place.table}"
        WHERE ${place.read} IS NOT NULL AND btrim(${place.read}) <> '' ORDER BY "id"`,
    )) as { id: string; phone: string }[];
    const ids: string[] = [];
    const phones: string[] = [];
    for (const row of rows) {
      const phone = normalizePhone(row.phone, 'any');
      if (phone === null) {
        const entry = { table: place.table, id: row.id, value: row.phone };
        unreadable.push(entry);
        report(entry);
      } else if (phone !== row.phone) {
        ids.push(row.id);
        phones.push(phone);
      }
    }
    if (ids.length === 0) continue;
    await db.query(
      `UPDATE "${place.table}" AS t SET ${place.set}
         FROM unnest($1::uuid[], $2::text[]) AS v(id, phone)
        WHERE t."id" = v.id`,
      [ids, phones],
    );
  }
  return unreadable;
}

/**
 * Phones are stored as E.164 from now on (see `PhoneField`); the ones stored before, as they were typed
 * (`050 123 4567`, `00966…`, Arabic-Indic digits), are rewritten so. A phone that cannot be read is logged with
 * its table, id and value, and kept. Reverting keeps the E.164 form: it is the same number.
 */
export class PhonesToE1641795665000000 implements MigrationInterface {
  name = 'PhonesToE1641795665000000';

  async up(db: QueryRunner): Promise<void> {
    // Written to stderr as the migration runs (by `npm start`, the API's start or `migrate`), one line a phone.
    const unreadable = await phonesToE164(db, ({ table, id, value }) =>
      console.warn(`PhonesToE164: phone not read, left as it is: ${table} ${id} ${JSON.stringify(value)}`),
    );
    if (unreadable.length > 0) console.warn(`PhonesToE164: ${unreadable.length} stored phones could not be read`);
  }

  async down(): Promise<void> {
    // The numbers stay in E.164: the forms they were typed in are not kept, and they are the same numbers.
  }
}

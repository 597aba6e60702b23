import { DataSource } from 'typeorm';
import { createPostgresDatabase, postgresAvailable, type TestDatabase } from '../../test/support/database.js';
import { PhonesToE1641795665000000 } from './1795665000000-phones-to-e164.js';
import { migrations } from './index.js';

// Needs PostgreSQL (DATABASE_URL or the local server): PGlite cannot load inside Jest's module sandbox.
const describeWithPostgres = postgresAvailable() ? describe : describe.skip;

describeWithPostgres('the migration of stored phones to E.164', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Every migration, this one included, on an empty database; then rows in the forms people typed, migrated again.
    dataSource = new DataSource({
      type: 'postgres',
      url: database.env.DATABASE_URL!,
      migrations,
      installExtensions: false,
    });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });
  afterEach(() => jest.restoreAllMocks());

  const insertUser = async (email: string, phone: string | null) =>
    (
      (await dataSource.query(
        `INSERT INTO users (name, email, phone, password_hash) VALUES ('x', $1, $2, 'x') RETURNING id`,
        [email, phone],
      )) as { id: string }[]
    )[0]!.id;

  const phoneOf = async (id: string) =>
    ((await dataSource.query(`SELECT phone FROM users WHERE id = $1`, [id])) as { phone: string | null }[])[0]!.phone;

  async function migrate(): Promise<string[]> {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runner = dataSource.createQueryRunner();
    try {
      await new PhonesToE1641795665000000().up(runner);
    } finally {
      await runner.release();
    }
    return warn.mock.calls.map(([message]) => String(message));
  }

  it('rewrites a Saudi number stored in any typed form as the same E.164 number', async () => {
    const forms = [
      '0501234567',
      '501234567',
      '+966501234567',
      '00966501234567',
      '050 123 4567',
      '050-123-4567',
      '+966 50 123 4567',
      '٠٥٠١٢٣٤٥٦٧',
      '۰۵۰ ۱۲۳ ۴۵۶۷',
    ];
    const ids = await Promise.all(forms.map((phone, index) => insertUser(`form${index}@example.sa`, phone)));
    const landline = await insertUser('landline@example.sa', '011 234 5678');
    const abroad = await insertUser('abroad@example.sa', '+44 20 7946 0958');
    const none = await insertUser('none@example.sa', null);
    const blank = await insertUser('blank@example.sa', '  ');

    expect(await migrate()).toEqual([]);

    for (const id of ids) expect(await phoneOf(id)).toBe('+966501234567');
    expect(await phoneOf(landline)).toBe('+966112345678');
    expect(await phoneOf(abroad)).toBe('+442079460958');
    expect(await phoneOf(none)).toBeNull();
    expect(await phoneOf(blank)).toBe('  ');
  });

  it('rewrites the phones of the forms sent and of a listing’s agent', async () => {
    const [inquiry] = (await dataSource.query(
      `INSERT INTO inquiries (name, email, phone, message) VALUES ('x', 'x@example.sa', '050 765 4321', 'x') RETURNING id`,
    )) as { id: string }[];
    const [message] = (await dataSource.query(
      `INSERT INTO contact_messages (name, email, phone, subject, message)
       VALUES ('x', 'x@example.sa', '00966507654321', 'x', 'x') RETURNING id`,
    )) as { id: string }[];
    const [request] = (await dataSource.query(
      `INSERT INTO service_requests (title, description, location, name, email, phone)
       VALUES ('x', 'x', 'x', 'x', 'x@example.sa', '٠٥٠٧٦٥٤٣٢١') RETURNING id`,
    )) as { id: string }[];
    const [listing] = (await dataSource.query(
      `INSERT INTO properties (title, purpose, type, category, city, agent)
       VALUES ('x', 'sale', 'villa', 'residential', 'الرياض', $1) RETURNING id`,
      [JSON.stringify({ name: 'فيصل', phone: '+966 50 765 4321', email: 'agent@example.sa' })],
    )) as { id: string }[];

    expect(await migrate()).toEqual([]);

    const stored = async (table: string, id: string, read = 'phone') =>
      ((await dataSource.query(`SELECT ${read} AS phone FROM ${table} WHERE id = $1`, [id])) as { phone: string }[])[0]!
        .phone;
    expect(await stored('inquiries', inquiry!.id)).toBe('+966507654321');
    expect(await stored('contact_messages', message!.id)).toBe('+966507654321');
    expect(await stored('service_requests', request!.id)).toBe('+966507654321');
    expect(await stored('properties', listing!.id, 'agent')).toEqual({
      name: 'فيصل',
      phone: '+966507654321',
      email: 'agent@example.sa',
    });
  });

  it('reports a phone it cannot read with its table, id and value, and leaves it as it is', async () => {
    const unreadable = await insertUser('unreadable@example.sa', '1------');
    const tooShort = await insertUser('short@example.sa', '050123');
    const readable = await insertUser('readable@example.sa', '0551234567');

    const warnings = await migrate();

    expect(await phoneOf(unreadable)).toBe('1------');
    expect(await phoneOf(tooShort)).toBe('050123');
    expect(await phoneOf(readable)).toBe('+966551234567');
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`users ${unreadable} "1------"`),
        expect.stringContaining(`users ${tooShort} "050123"`),
      ]),
    );
    expect(warnings.filter((warning) => warning.includes(readable))).toEqual([]);
  });
});

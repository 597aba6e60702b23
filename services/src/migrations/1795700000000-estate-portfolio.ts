import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Arabic-tolerant search documents of the estate records (estate_normalize_text comes from ListingsSearch). */
const SEARCH_TRIGGERS: { table: string; columns: string[]; document: string }[] = [
  {
    table: 'estate_owners',
    columns: ['name', 'name_en', 'email', 'national_id'],
    document: `concat_ws(' ', NEW.name, NEW.name_en, NEW.email, NEW.national_id)`,
  },
  {
    table: 'estate_tenants',
    columns: ['name', 'name_en', 'email', 'national_id'],
    document: `concat_ws(' ', NEW.name, NEW.name_en, NEW.email, NEW.national_id)`,
  },
  {
    table: 'estate_properties',
    columns: ['title', 'title_en', 'district', 'address'],
    document: `concat_ws(' ', NEW.title, NEW.title_en, NEW.district, NEW.address)`,
  },
];

/**
 * The estate back office's portfolio: owners and tenants (each optionally linked to one account so the portals
 * show them their own records), properties and their units, rental contracts and the invoices they issue.
 *
 * Nothing derived is stored: a contract's status is read from its dates and termination, a unit's from its
 * contracts, occupancy and income from both. Indexes serve what the lists filter and sort on (city, status, type,
 * property, owner, tenant, unit, dates, contract number) and the search documents (GIN over a tsvector kept by a
 * trigger, prefix matching through estate_search_query), so a list stays an index read at 50,000 rows.
 * A unit number is unique within its property whatever its case; a contract number everywhere.
 */
export class EstatePortfolio1795700000000 implements MigrationInterface {
  name = 'EstatePortfolio1795700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_owners" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(150) NOT NULL,
        "name_en" varchar(150),
        "email" varchar(254),
        "phone" varchar(30) NOT NULL,
        "national_id" varchar(10) NOT NULL,
        "address" varchar(300),
        "city" varchar(20),
        "status" varchar(16) NOT NULL DEFAULT 'active',
        "join_date" date NOT NULL,
        "notes" text,
        "user_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "search_vector" tsvector,
        CONSTRAINT "estate_owners_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_owners_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_owners_status_check" CHECK ("status" IN ('active', 'inactive', 'suspended'))
      )`);
    await db.query(`CREATE UNIQUE INDEX "estate_owners_national_id_key" ON "estate_owners" ("national_id")`);
    await db.query(`CREATE UNIQUE INDEX "estate_owners_user_id_key" ON "estate_owners" ("user_id")`);
    for (const column of ['city', 'status', 'name', 'join_date', 'created_at', 'phone']) {
      await db.query(`CREATE INDEX "estate_owners_${column}_idx" ON "estate_owners" ("${column}")`);
    }

    await db.query(`
      CREATE TABLE "estate_tenants" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(150) NOT NULL,
        "name_en" varchar(150),
        "email" varchar(254),
        "phone" varchar(30) NOT NULL,
        "national_id" varchar(10) NOT NULL,
        "address" varchar(300),
        "city" varchar(20),
        "emergency_contact" varchar(150),
        "emergency_phone" varchar(30),
        "notes" text,
        "user_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "search_vector" tsvector,
        CONSTRAINT "estate_tenants_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_tenants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await db.query(`CREATE UNIQUE INDEX "estate_tenants_national_id_key" ON "estate_tenants" ("national_id")`);
    await db.query(`CREATE UNIQUE INDEX "estate_tenants_user_id_key" ON "estate_tenants" ("user_id")`);
    for (const column of ['city', 'name', 'created_at', 'phone']) {
      await db.query(`CREATE INDEX "estate_tenants_${column}_idx" ON "estate_tenants" ("${column}")`);
    }

    await db.query(`
      CREATE TABLE "estate_properties" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" varchar(200) NOT NULL,
        "title_en" varchar(200),
        "owner_id" uuid NOT NULL,
        "type" varchar(20) NOT NULL,
        "category" varchar(16) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'active',
        "city" varchar(20) NOT NULL,
        "district" varchar(120) NOT NULL,
        "address" varchar(300) NOT NULL,
        "area" numeric(12,2),
        "year_built" smallint,
        "purchase_price" numeric(14,2),
        "current_value" numeric(14,2),
        "description" text,
        "description_en" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "search_vector" tsvector,
        CONSTRAINT "estate_properties_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_properties_owner_id_fkey" FOREIGN KEY ("owner_id")
          REFERENCES "estate_owners" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_properties_type_check"
          CHECK ("type" IN ('building', 'villa', 'apartment', 'office', 'commercial', 'shop', 'warehouse')),
        CONSTRAINT "estate_properties_category_check" CHECK ("category" IN ('residential', 'commercial', 'mixed')),
        CONSTRAINT "estate_properties_status_check" CHECK ("status" IN ('active', 'inactive', 'maintenance')),
        CONSTRAINT "estate_properties_amounts_check"
          CHECK ("area" > 0 AND "purchase_price" >= 0 AND "current_value" >= 0)
      )`);
    await db.query(`CREATE INDEX "estate_properties_owner_id_idx" ON "estate_properties" ("owner_id")`);
    await db.query(`CREATE INDEX "estate_properties_city_idx" ON "estate_properties" ("city", "status")`);
    for (const column of ['status', 'type', 'title', 'current_value', 'created_at']) {
      await db.query(`CREATE INDEX "estate_properties_${column}_idx" ON "estate_properties" ("${column}")`);
    }

    await db.query(`
      CREATE TABLE "estate_units" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "unit_number" varchar(30) NOT NULL,
        "unit_type" varchar(16) NOT NULL,
        "floor" smallint,
        "area" numeric(10,2),
        "bedrooms" smallint,
        "bathrooms" smallint,
        "rent_price" numeric(14,2) NOT NULL,
        "features" text,
        "description" text,
        "description_en" text,
        "under_maintenance" boolean NOT NULL DEFAULT false,
        "listing_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_units_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_units_property_id_fkey" FOREIGN KEY ("property_id")
          REFERENCES "estate_properties" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_units_listing_id_fkey" FOREIGN KEY ("listing_id")
          REFERENCES "properties" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_units_unit_type_check"
          CHECK ("unit_type" IN ('apartment', 'villa', 'office', 'shop', 'warehouse')),
        CONSTRAINT "estate_units_amounts_check"
          CHECK ("rent_price" >= 0 AND "area" > 0 AND "bedrooms" >= 0 AND "bathrooms" >= 0)
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "estate_units_property_number_key" ON "estate_units" ("property_id", lower("unit_number"))`,
    );
    await db.query(
      `CREATE INDEX "estate_units_number_search_idx" ON "estate_units" (lower("unit_number") text_pattern_ops)`,
    );
    await db.query(`CREATE INDEX "estate_units_property_id_idx" ON "estate_units" ("property_id", "created_at")`);
    await db.query(`CREATE UNIQUE INDEX "estate_units_listing_id_key" ON "estate_units" ("listing_id")`);
    for (const column of ['unit_type', 'rent_price', 'created_at']) {
      await db.query(`CREATE INDEX "estate_units_${column}_idx" ON "estate_units" ("${column}")`);
    }

    await db.query(`
      CREATE TABLE "estate_contracts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "contract_number" varchar(24) NOT NULL,
        "property_id" uuid NOT NULL,
        "unit_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "start_date" date NOT NULL,
        "end_date" date NOT NULL,
        "rent_amount" numeric(14,2) NOT NULL,
        "security_deposit" numeric(14,2) NOT NULL DEFAULT 0,
        "payment_frequency" varchar(16) NOT NULL,
        "notes" text,
        "documents" jsonb NOT NULL DEFAULT '[]',
        "termination_date" date,
        "termination_reason" text,
        "renewed_from_id" uuid,
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_contracts_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_contracts_property_id_fkey" FOREIGN KEY ("property_id")
          REFERENCES "estate_properties" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_contracts_unit_id_fkey" FOREIGN KEY ("unit_id")
          REFERENCES "estate_units" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_contracts_owner_id_fkey" FOREIGN KEY ("owner_id")
          REFERENCES "estate_owners" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_contracts_tenant_id_fkey" FOREIGN KEY ("tenant_id")
          REFERENCES "estate_tenants" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_contracts_renewed_from_id_fkey" FOREIGN KEY ("renewed_from_id")
          REFERENCES "estate_contracts" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_contracts_created_by_fkey" FOREIGN KEY ("created_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_contracts_dates_check" CHECK ("end_date" > "start_date"),
        CONSTRAINT "estate_contracts_amounts_check" CHECK ("rent_amount" >= 0 AND "security_deposit" >= 0),
        CONSTRAINT "estate_contracts_payment_frequency_check"
          CHECK ("payment_frequency" IN ('monthly', 'quarterly', 'semi_annual', 'yearly'))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "estate_contracts_contract_number_key" ON "estate_contracts" ("contract_number")`,
    );
    await db.query(
      `CREATE INDEX "estate_contracts_number_pattern_idx" ON "estate_contracts" ("contract_number" varchar_pattern_ops)`,
    );
    await db.query(
      `CREATE INDEX "estate_contracts_unit_dates_idx" ON "estate_contracts" ("unit_id", "start_date", "end_date")`,
    );
    for (const column of ['property_id', 'owner_id', 'tenant_id']) {
      await db.query(`CREATE INDEX "estate_contracts_${column}_idx" ON "estate_contracts" ("${column}", "end_date")`);
    }
    for (const column of ['start_date', 'end_date', 'rent_amount', 'created_at']) {
      await db.query(`CREATE INDEX "estate_contracts_${column}_idx" ON "estate_contracts" ("${column}")`);
    }
    await db.query(
      `CREATE INDEX "estate_contracts_open_end_date_idx" ON "estate_contracts" ("end_date", "start_date")
        WHERE "termination_date" IS NULL`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "estate_contracts_renewed_from_id_key" ON "estate_contracts" ("renewed_from_id")`,
    );

    await db.query(`CREATE SEQUENCE "estate_invoice_number_seq"`);
    await db.query(`
      CREATE TABLE "estate_invoices" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "invoice_number" varchar(24) NOT NULL,
        "contract_id" uuid NOT NULL,
        "type" varchar(16) NOT NULL,
        "period_start" date,
        "period_end" date,
        "due_date" date NOT NULL,
        "prorated" boolean NOT NULL DEFAULT false,
        "net_amount" numeric(14,2) NOT NULL,
        "vat_percent" numeric(5,2) NOT NULL DEFAULT 0,
        "vat_amount" numeric(14,2) NOT NULL DEFAULT 0,
        "total_amount" numeric(14,2) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "paid_at" timestamptz,
        "payment_method" varchar(16),
        "cancelled_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_invoices_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_invoices_contract_id_fkey" FOREIGN KEY ("contract_id")
          REFERENCES "estate_contracts" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_invoices_type_check"
          CHECK ("type" IN ('rent', 'deposit', 'maintenance', 'penalty', 'refund')),
        CONSTRAINT "estate_invoices_status_check" CHECK ("status" IN ('pending', 'paid', 'cancelled')),
        CONSTRAINT "estate_invoices_payment_method_check"
          CHECK ("payment_method" IN ('cash', 'bank_transfer', 'check', 'card')),
        CONSTRAINT "estate_invoices_amounts_check" CHECK (
          "net_amount" >= 0 AND "vat_amount" >= 0 AND "vat_percent" >= 0
          AND "total_amount" = "net_amount" + "vat_amount"),
        CONSTRAINT "estate_invoices_period_check" CHECK ("period_end" >= "period_start")
      )`);
    await db.query(`CREATE UNIQUE INDEX "estate_invoices_invoice_number_key" ON "estate_invoices" ("invoice_number")`);
    await db.query(`CREATE INDEX "estate_invoices_contract_id_idx" ON "estate_invoices" ("contract_id", "due_date")`);
    await db.query(`CREATE INDEX "estate_invoices_status_due_date_idx" ON "estate_invoices" ("status", "due_date")`);
    await db.query(`CREATE INDEX "estate_invoices_due_date_idx" ON "estate_invoices" ("due_date")`);

    for (const { table, columns, document } of SEARCH_TRIGGERS) {
      await db.query(`
        CREATE FUNCTION ${table}_search_vector_update() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          NEW.search_vector := to_tsvector('simple'::regconfig, estate_normalize_text(${document}));
          RETURN NEW;
        END
        $$`);
      await db.query(`
        CREATE TRIGGER "${table}_search_vector_trg"
        BEFORE INSERT OR UPDATE OF ${columns.map((column) => `"${column}"`).join(', ')}
        ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${table}_search_vector_update()`);
      await db.query(`CREATE INDEX "${table}_search_vector_idx" ON "${table}" USING gin ("search_vector")`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "estate_invoices"`);
    await db.query(`DROP SEQUENCE "estate_invoice_number_seq"`);
    await db.query(`DROP TABLE "estate_contracts"`);
    await db.query(`DROP TABLE "estate_units"`);
    await db.query(`DROP TABLE "estate_properties"`);
    await db.query(`DROP TABLE "estate_tenants"`);
    await db.query(`DROP TABLE "estate_owners"`);
    for (const { table } of SEARCH_TRIGGERS) await db.query(`DROP FUNCTION ${table}_search_vector_update()`);
  }
}

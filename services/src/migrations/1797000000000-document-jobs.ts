import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `document_jobs`: a generated document asked with `Prefer: respond-async` that is not ready within
 * DOCUMENT_JOB_WAIT_MS becomes a job: its state, place in the queue and percent while it is made, then its file (or
 * why it failed). Any API process reads the row, so polling works behind a load balancer; only the account that
 * asked reads it. Jobs older than an hour are deleted as new ones are written.
 */
export class DocumentJobs1797000000000 implements MigrationInterface {
  name = 'DocumentJobs1797000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "document_jobs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "created_by" uuid NOT NULL,
        "state" varchar(16) NOT NULL DEFAULT 'reading',
        "position" integer,
        "percent" smallint NOT NULL DEFAULT 0,
        "file_name" varchar(300),
        "content_type" varchar(200),
        "bytes" bytea,
        "error" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "document_jobs_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "document_jobs_created_by_fkey" FOREIGN KEY ("created_by")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "document_jobs_state_check"
          CHECK ("state" IN ('reading', 'queued', 'rendering', 'done', 'failed')),
        CONSTRAINT "document_jobs_percent_check" CHECK ("percent" BETWEEN 0 AND 100)
      )`);
    await db.query(`CREATE INDEX "document_jobs_created_at_idx" ON "document_jobs" ("created_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "document_jobs"`);
  }
}

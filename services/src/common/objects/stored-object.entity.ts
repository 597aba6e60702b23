import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One object of the store. A row is created when an upload URL is handed out (with the client's address, for
 * the per-address limit); `contentType`, `size` and `storedAt` are set once the bytes are stored, `claimedAt`
 * once something keeps it.
 */
@Entity('stored_objects')
@Index('stored_objects_requested_by_created_at_idx', ['requestedBy', 'createdAt'])
@Index('stored_objects_requested_by_user_created_at_idx', ['requestedByUser', 'createdAt'])
// What the sweep looks for: uploads nobody claimed, oldest first, and files their record let go of.
@Index('stored_objects_unclaimed_idx', ['createdAt'], {
  where: `"claimed_at" IS NULL AND "generator" IS NULL AND "released_at" IS NULL`,
})
@Index('stored_objects_released_idx', ['releasedAt'], {
  where: `"claimed_at" IS NULL AND "generator" IS NULL AND "released_at" IS NOT NULL`,
})
// The files a record keeps, to let go of them when it no longer does.
@Index('stored_objects_record_idx', ['recordKind', 'recordId'], { where: `"record_kind" IS NOT NULL` })
export class StoredObject {
  /** 128 random bits, hex: the object's URL is /api/objects/<key>. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  key!: string;

  @Column({ type: 'varchar', length: 255 })
  fileName!: string;

  /** Sniffed from the bytes, never taken from the client. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  contentType!: string | null;

  @Column({ type: 'integer', nullable: true })
  size!: number | null;

  /** What produced the bytes when the server made them (a seeded brochure), so they can be made again if lost. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  generator!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  requestedBy!: string | null;

  /** The signed-in account that asked for the upload URL, for its daily allowance. */
  @Column({ type: 'uuid', nullable: true })
  requestedByUser!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  uploadStartedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  storedAt!: Date | null;

  /** When something started keeping the object (a request's attachment, a brochure); unclaimed ones are swept. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;

  /** When the record that kept it let it go (a photo removed, a listing deleted): swept like an abandoned upload. */
  @Column({ type: 'timestamptz', nullable: true })
  releasedAt!: Date | null;

  /** Roles that may download the object; null: anyone holding its URL. */
  @Column({ type: 'text', array: true, nullable: true })
  readers!: string[] | null;

  /** The one person who may download it besides those roles (a tenant's own ticket photo); null: nobody else. */
  @Column({ type: 'uuid', nullable: true })
  readerId!: string | null;

  /** What kind of record keeps the object (`listing`, `service-request`...), with `recordId`; null: none. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  recordKind!: string | null;

  @Column({ type: 'uuid', nullable: true })
  recordId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

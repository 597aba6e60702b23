import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One object of the store. A row is created when an upload URL is handed out (with the client's address, for
 * the per-address limit); `contentType`, `size` and `storedAt` are set once the bytes are stored.
 */
@Entity('stored_objects')
@Index('stored_objects_requested_by_created_at_idx', ['requestedBy', 'createdAt'])
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

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  uploadStartedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  storedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

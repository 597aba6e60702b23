import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every outgoing message, kept for staff to read; sentAt/error say what the SMTP transport did with it. */
@Entity('mail_outbox')
@Index('mail_outbox_created_at_idx', ['createdAt'])
/** Queued and failed messages (what staff look at, and a small part of the table once mail flows). */
@Index('mail_outbox_unsent_idx', ['createdAt'], { where: `"sent_at" IS NULL` })
export class MailMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  to!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** When the relay last handed the message to SMTP (a delivery that never started after its commit). */
  @Column({ type: 'timestamptz', nullable: true })
  attemptedAt!: Date | null;
}

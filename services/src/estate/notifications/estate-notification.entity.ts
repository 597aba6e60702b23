import type { NotificationPriority, NotificationRecipientType, NotificationType } from '@estate/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../identity/user.entity.js';

/**
 * A notification of the estate back office: written by the server once per event (`eventKey`) or by staff. Who it
 * is for is a group (resolved from the reader's role when they read) or one account; read and deleted are kept per
 * reader in EstateNotificationState.
 */
@Entity('estate_notifications')
@Index('estate_notifications_event_key_key', ['eventKey'], { unique: true, where: `"event_key" IS NOT NULL` })
@Index('estate_notifications_recipient_type_idx', ['recipientType', 'createdAt'])
@Index('estate_notifications_recipient_user_id_idx', ['recipientUserId', 'createdAt'], {
  where: `"recipient_user_id" IS NOT NULL`,
})
@Index('estate_notifications_created_at_idx', ['createdAt'])
@Index('estate_notifications_expires_at_idx', ['expiresAt'])
@Check(
  'estate_notifications_type_check',
  `"type" IN ('contract_expiry', 'payment_overdue', 'payment_reminder', 'maintenance_urgent', 'maintenance_assigned', 'maintenance_status', 'system_notification')`,
)
@Check('estate_notifications_priority_check', `"priority" IN ('urgent', 'high', 'medium', 'low')`)
@Check(
  'estate_notifications_recipient_check',
  `"recipient_type" IN ('specific_user', 'all_managers', 'all_users', 'all_owners', 'all_tenants', 'maintenance_staff') AND ("recipient_type" = 'specific_user') = ("recipient_user_id" IS NOT NULL)`,
)
export class EstateNotification {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 32 })
  type!: NotificationType;

  @Column({ type: 'varchar', length: 8 })
  priority!: NotificationPriority;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 200 })
  titleAr!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'text' })
  messageAr!: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  relatedEntityType!: string | null;

  @Column({ type: 'uuid', nullable: true })
  relatedEntityId!: string | null;

  /** A path inside the site. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  actionUrl!: string | null;

  /** After this moment it leaves its readers' lists (staff still see it under "expired"). */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'varchar', length: 20 })
  recipientType!: NotificationRecipientType;

  @Column({ type: 'uuid', nullable: true })
  recipientUserId!: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_user_id', foreignKeyConstraintName: 'estate_notifications_recipient_user_id_fkey' })
  recipientUser?: Relation<User>;

  /** Unique per server event (`invoice-overdue:<id>`...); null for what staff write. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  eventKey!: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'estate_notifications_created_by_fkey' })
  creator?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

import type { NotificationType } from '@estate/contracts';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../identity/user.entity.js';

/**
 * One account's choice for one kind of notification: whether it reaches their centre (in_app) and their mail. A kind
 * without a row has both on.
 */
@Entity('estate_notification_preferences')
@Check(
  'estate_notification_preferences_kind_check',
  `"kind" IN ('contract_expiry', 'payment_overdue', 'payment_reminder', 'maintenance_urgent', 'maintenance_assigned', 'maintenance_status', 'system_notification')`,
)
export class EstateNotificationPreference {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'estate_notification_preferences_pkey' })
  userId!: string;

  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'estate_notification_preferences_pkey' })
  kind!: NotificationType;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'estate_notification_preferences_user_id_fkey' })
  user?: Relation<User>;

  @Column({ type: 'boolean', default: true })
  inApp!: boolean;

  @Column({ type: 'boolean', default: true })
  email!: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

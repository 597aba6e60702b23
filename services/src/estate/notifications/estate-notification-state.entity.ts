import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../identity/user.entity.js';
import { EstateNotification } from './estate-notification.entity.js';

/** One reader's state of one notification: when they read it, when they deleted it from their list. */
@Entity('estate_notification_states')
@Index('estate_notification_states_user_id_idx', ['userId', 'notificationId'])
export class EstateNotificationState {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'estate_notification_states_pkey' })
  notificationId!: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'estate_notification_states_pkey' })
  userId!: string;

  @ManyToOne(() => EstateNotification, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'notification_id',
    foreignKeyConstraintName: 'estate_notification_states_notification_id_fkey',
  })
  notification?: Relation<EstateNotification>;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'estate_notification_states_user_id_fkey' })
  user?: Relation<User>;

  @Column({ type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}

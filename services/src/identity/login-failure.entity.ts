import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One failed sign-in, counted per key (`account:<email>` and `address:<ip>`) over the throttle window.
 * In the database, so the limit holds across restarts and replicas.
 */
@Entity('login_failures')
@Index('login_failures_key_created_at_idx', ['key', 'createdAt'])
export class LoginFailure {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 320 })
  key!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

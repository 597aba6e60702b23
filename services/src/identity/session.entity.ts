import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from './user.entity.js';

/** A signed-in browser. Only the SHA-256 of the cookie's token is stored. */
@Entity('sessions')
@Index('sessions_token_hash_key', ['tokenHash'], { unique: true })
@Index('sessions_user_id_idx', ['userId'])
@Index('sessions_expires_at_idx', ['expiresAt'])
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Hex SHA-256 of the token. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'sessions_user_id_fkey' })
  user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Last request, updated at most once a minute; the idle timeout counts from here. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastSeenAt!: Date;

  /** Absolute end of the session. */
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent!: string | null;
}

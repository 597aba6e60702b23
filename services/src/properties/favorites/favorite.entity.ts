import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../identity/user.entity.js';
import { Property } from '../property.entity.js';

/** A property a signed-in user saved. Deleting the user or the property removes it. */
@Entity('favorites')
@Index('favorites_user_id_created_at_idx', ['userId', 'createdAt'])
@Index('favorites_property_id_idx', ['propertyId'])
@Index('favorites_created_at_idx', ['createdAt'])
export class Favorite {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'uuid' })
  propertyId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'favorites_user_id_fkey' })
  user?: Relation<User>;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'favorites_property_id_fkey' })
  property?: Relation<Property>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

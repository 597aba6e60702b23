import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Property } from '../property.entity.js';
import { RequestRecord } from './request-record.entity.js';
import { REQUEST_STATUS_CHECK } from './request-status.js';

/** A visitor's question about one property. Kept when the property is deleted (the link becomes null). */
@Entity('inquiries')
@Index('inquiries_status_created_at_idx', ['status', 'createdAt'])
@Index('inquiries_created_at_idx', ['createdAt'])
@Index('inquiries_property_id_idx', ['propertyId'])
@Check('inquiries_status_check', REQUEST_STATUS_CHECK)
export class Inquiry extends RequestRecord {
  @Column({ type: 'uuid', nullable: true })
  propertyId!: string | null;

  @ManyToOne(() => Property, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'inquiries_property_id_fkey' })
  property?: Relation<Property> | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'text' })
  message!: string;
}

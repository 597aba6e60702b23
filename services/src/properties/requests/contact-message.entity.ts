import { Check, Column, Entity, Index } from 'typeorm';
import { RequestRecord } from './request-record.entity.js';
import { REQUEST_STATUS_CHECK } from './request-status.js';

/** A message sent from the contact page. */
@Entity('contact_messages')
@Index('contact_messages_status_created_at_idx', ['status', 'createdAt'])
@Index('contact_messages_created_at_idx', ['createdAt'])
@Check('contact_messages_status_check', REQUEST_STATUS_CHECK)
export class ContactMessage extends RequestRecord {
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;
}

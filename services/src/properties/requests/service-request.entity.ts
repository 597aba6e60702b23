import {
  CONTACT_METHODS,
  type ContactMethod,
  SERVICE_REQUEST_TIMELINES,
  SERVICE_REQUEST_TYPES,
  type ServiceRequestTimeline,
  type ServiceRequestType,
  type StoredAttachment,
} from '@estate/contracts';
import { Check, Column, Entity, Index } from 'typeorm';
import { RequestRecord } from './request-record.entity.js';
import { REQUEST_STATUS_CHECK, sqlList } from './request-status.js';

/** A request from the service request page, with the attachments it was sent with. */
@Entity('service_requests')
@Index('service_requests_status_created_at_idx', ['status', 'createdAt'])
@Index('service_requests_created_at_idx', ['createdAt'])
@Check('service_requests_status_check', REQUEST_STATUS_CHECK)
@Check('service_requests_type_check', `"type" IN (${sqlList(SERVICE_REQUEST_TYPES)})`)
@Check('service_requests_timeline_check', `"timeline" IN (${sqlList(SERVICE_REQUEST_TIMELINES)})`)
@Check('service_requests_preferred_contact_check', `"preferred_contact" IN (${sqlList(CONTACT_METHODS)})`)
export class ServiceRequest extends RequestRecord {
  @Column({ type: 'varchar', length: 16, nullable: true })
  type!: ServiceRequestType | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category!: string | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  budget!: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  timeline!: ServiceRequestTimeline | null;

  @Column({ type: 'varchar', length: 200 })
  location!: string;

  @Column({ type: 'varchar', length: 30 })
  phone!: string;

  @Column({ type: 'varchar', length: 16, default: 'phone' })
  preferredContact!: ContactMethod;

  /** The uploaded files as checked when the request was sent (type sniffed from their content). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments!: StoredAttachment[];
}

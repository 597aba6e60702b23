import { type MaintenanceRequestResult, todayInRiyadh } from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../common/auth/authenticated-user.js';
import { AttachmentService } from '../../../common/objects/attachments/attachment.service.js';
import { MaintenanceService } from '../../maintenance/maintenance.service.js';
import { TICKET_PHOTO } from '../../maintenance/ticket-photo.js';
import { invalidField } from '../../shared/estate-errors.js';
import { activeContract, type Row, SqlParams, str } from '../../shared/estate-sql.js';
import { linkedTenant } from '../tenant/linked-tenant.js';
import type { MaintenanceRequestDto } from './maintenance-request.dto.js';

/** Where a tenant's request is: the property and unit of one of their contracts, and its address. */
interface TenantPlace {
  propertyId: string;
  unitId: string;
  address: string;
}

/**
 * Maintenance requests from the tenant portal and the public form, opened as tickets through
 * MaintenanceService.openRequest: a tenant's (the account linked to a tenant record) on the unit of their contract,
 * source tenant, so its status changes reach them; anyone else's unlinked (no property), source visitor, with the
 * address and phone they gave, for staff to match.
 */
@Injectable()
export class MaintenanceRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly maintenance: MaintenanceService,
    private readonly attachments: AttachmentService,
  ) {}

  async submit(
    input: MaintenanceRequestDto,
    userId: string | null,
    actor: Actor,
    origin?: string,
  ): Promise<MaintenanceRequestResult> {
    const tenant = await linkedTenant(this.dataSource, userId);
    const address = input.propertyAddress?.trim() || null;
    if (!tenant && !address) throw invalidField('propertyAddress', 'propertyAddress should not be empty');
    if (!tenant && input.contractId) throw invalidField('contractId', 'contractId names no contract of yours');
    const place = tenant ? await this.placeOf(tenant.id, input.contractId ?? null) : null;
    if (tenant && !place && !address) throw invalidField('propertyAddress', 'propertyAddress should not be empty');
    const images = input.images ?? [];
    // Checked here first so a refusal names the form's field (images.2); openRequest checks them again as it keeps them.
    await this.attachments.check(
      TICKET_PHOTO,
      images.map((url, index) => ({ field: `images.${index}`, index, url })),
      { origin },
    );
    const ticket = await this.maintenance.openRequest(
      {
        source: tenant ? 'tenant' : 'visitor',
        propertyId: place?.propertyId ?? null,
        unitId: place?.unitId ?? null,
        tenantId: tenant?.id ?? null,
        // The form has one title, in the language the person wrote it in: both of the ticket's titles.
        title: input.title,
        titleAr: input.title,
        description: input.description,
        category: input.category,
        priority: input.priority ?? 'medium',
        contactPhone: input.tenantContact,
        propertyAddress: address ?? place?.address ?? null,
        photos: images,
      },
      actor,
      origin,
    );
    return {
      id: ticket.id,
      ticketNumber: ticket.ticketNumber,
      status: ticket.status,
      linked: ticket.propertyId !== null,
    };
  }

  /**
   * The unit of the tenant's request: the contract sent (it must be theirs), else the one covering today (the
   * latest started), else their latest; null for a tenant without contracts.
   */
  private async placeOf(tenantId: string, contractId: string | null): Promise<TenantPlace | null> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const [row] = (await this.dataSource.query(
      `SELECT c.property_id, c.unit_id, p.address
         FROM estate_contracts c JOIN estate_properties p ON p.id = c.property_id
        WHERE c.tenant_id = ${params.add(tenantId)} ${contractId ? `AND c.id = ${params.add(contractId)}` : ''}
        ORDER BY ${activeContract('c', today)} DESC, c.start_date DESC, c.id DESC LIMIT 1`,
      params.values,
    )) as Row[];
    if (!row && contractId) throw invalidField('contractId', 'contractId names no contract of yours');
    return row ? { propertyId: str(row.property_id), unitId: str(row.unit_id), address: str(row.address) } : null;
  }
}

import { contractDocumentFileName, ESTATE_PERMISSIONS, type NationalAddress, todayInRiyadh } from '@estate/contracts';
import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { DocumentRoute } from '../../common/documents/document-route.js';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Permissions } from '../../common/auth/access.decorators.js';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import { ContractQueries } from '../contracts/contract-queries.js';
import { estateIdPipe, recordNotFound } from '../shared/estate-errors.js';
import { type Row, str, strOrNull } from '../shared/estate-sql.js';
import { ContractDocumentQueryDto } from './dto/report-query.dto.js';

/** GET /api/estate/contracts/{id}/document: the contract as a PDF, for those who read contracts. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/contracts')
export class ContractDocumentController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contracts: ContractQueries,
    private readonly documents: DocumentsService,
  ) {}

  @Get(':id/document')
  @DocumentRoute()
  @Permissions(ESTATE_PERMISSIONS.contractsRead)
  @Header('cache-control', 'no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      'contract-<number>.pdf in ?lang (ar: Arabic, right to left; en: English), one language per document: the ' +
      'parties (national IDs masked but the last 4 digits), the property and unit, the terms, the invoice schedule.',
  })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND' })
  async document(
    @Param('id', estateIdPipe('contract')) id: string,
    @Query() query: ContractDocumentQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const contract = await this.contracts.get(id);
    const [[row], invoices] = await Promise.all([
      this.dataSource.query<Row[]>(
        `SELECT o.national_id AS owner_national_id, o.phone AS owner_phone, t.national_id AS tenant_national_id,
                p.address, p.district, p.district_en, p.national_address AS property_national_address,
                o.national_address AS owner_national_address, t.national_address AS tenant_national_address
           FROM estate_contracts c
           JOIN estate_owners o ON o.id = c.owner_id
           JOIN estate_tenants t ON t.id = c.tenant_id
           JOIN estate_properties p ON p.id = c.property_id
          WHERE c.id = $1`,
        [id],
      ),
      this.contracts.invoicesOf(id, {}),
    ]);
    if (!row) throw recordNotFound('contract');
    const pdf = await this.documents.render('contract', {
      contract,
      parties: {
        ownerNationalId: str(row.owner_national_id),
        ownerPhone: str(row.owner_phone),
        tenantNationalId: str(row.tenant_national_id),
        propertyAddress: str(row.address),
        propertyDistrict: str(row.district),
        propertyDistrictEn: strOrNull(row.district_en),
        propertyNationalAddress: (row.property_national_address as NationalAddress | null) ?? null,
        ownerNationalAddress: (row.owner_national_address as NationalAddress | null) ?? null,
        tenantNationalAddress: (row.tenant_national_address as NationalAddress | null) ?? null,
      },
      invoices,
      lang: query.lang ?? 'ar',
      today: todayInRiyadh(),
    });
    reply.header('content-type', 'application/pdf');
    reply.header(
      'content-disposition',
      contentDisposition('attachment', contractDocumentFileName(contract.contractNumber)),
    );
    return pdf;
  }
}

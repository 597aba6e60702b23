import {
  type Language,
  LANGUAGES,
  TENANT_INVOICE_STATES,
  type TenantInvoiceQuery,
  type TenantInvoiceState,
} from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitField, PageField } from '../../../../common/pagination/page-fields.js';
import { ChoiceFilter } from '../../../shared/estate-fields.js';

/** ?page and ?limit of the tenant's lists. */
export class TenantPageQueryDto {
  @PageField()
  page: number = 1;

  @LimitField(20)
  limit: number = 20;
}

/** GET /api/me/tenant/invoices: ?state (all when not sent), ?page, ?limit. */
export class TenantInvoiceQueryDto extends TenantPageQueryDto implements TenantInvoiceQuery {
  @ChoiceFilter(TENANT_INVOICE_STATES)
  state?: TenantInvoiceState;
}

/** ?lang of a document: Arabic (default) or English. */
export class TenantDocumentQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'ar' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

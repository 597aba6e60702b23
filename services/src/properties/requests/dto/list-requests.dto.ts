import { PAGE_SIZE, REQUEST_STATUSES, type RequestStatus, type StaffRequestQuery } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitField, MAX_PAGE, PageField } from '../../../common/pagination/page-fields.js';

/** `GET /api/admin/{inquiries|contact-messages|service-requests}`: newest first, PAGE_SIZE per page by default. */
export class ListRequestsDto implements StaffRequestQuery {
  @ApiPropertyOptional({ enum: REQUEST_STATUSES })
  @IsOptional()
  @IsIn(REQUEST_STATUSES)
  status?: RequestStatus;

  @PageField(MAX_PAGE)
  page: number = 1;

  @LimitField(PAGE_SIZE)
  limit: number = PAGE_SIZE;
}

import { AGENT_REQUEST_STATUSES, type AgentRequestStatus, PAGE_SIZE } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitField, MAX_PAGE, PageField } from '../../common/pagination/page-fields.js';

/** `GET /api/admin/agent-requests?status&page&limit`: newest first. */
export class ListAgentRequestsDto {
  @ApiPropertyOptional({ enum: AGENT_REQUEST_STATUSES })
  @IsOptional()
  @IsIn(AGENT_REQUEST_STATUSES)
  status?: AgentRequestStatus;

  @PageField(MAX_PAGE)
  page: number = 1;

  @LimitField(PAGE_SIZE)
  limit: number = PAGE_SIZE;
}

import { type AuditLogPage, USER_ADMIN_ROLES } from '@estate/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/access.decorators.js';
import { AuditService } from './audit.service.js';
import { ListAuditLogsDto } from './dto/list-audit-logs.dto.js';

@ApiTags('administration')
@ApiCookieAuth()
@Controller('audit-logs')
@Roles(...USER_ADMIN_ROLES)
export class AuditLogsController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOkResponse({ description: 'Newest first: `{ items, total, page, limit }`.' })
  list(@Query() query: ListAuditLogsDto): Promise<AuditLogPage> {
    return this.audit.list(query);
  }
}

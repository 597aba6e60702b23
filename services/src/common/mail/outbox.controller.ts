import { type OutboxPage, USER_ADMIN_ROLES } from '@estate/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/access.decorators.js';
import { PageQueryDto } from '../pagination/page-query.dto.js';
import { MailService } from './mail.service.js';

@ApiTags('administration')
@ApiCookieAuth()
@Controller('admin/outbox')
@Roles(...USER_ADMIN_ROLES)
export class OutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOkResponse({ description: 'Outgoing messages, newest first: `{ items, total, page, limit }`.' })
  list(@Query() query: PageQueryDto): Promise<OutboxPage> {
    return this.mail.list(query.page, query.limit);
  }
}

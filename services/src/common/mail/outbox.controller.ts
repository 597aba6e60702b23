import { type OutboxMessageDto, type OutboxPage, USER_ADMIN_ROLES } from '@estate/contracts';
import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/access.decorators.js';
import { type Actor, RequestActor } from '../auth/authenticated-user.js';
import { ListOutboxDto } from './dto/list-outbox.dto.js';
import { MailService } from './mail.service.js';

@ApiTags('administration')
@ApiCookieAuth()
@Controller('admin/outbox')
@Roles(...USER_ADMIN_ROLES)
export class OutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOkResponse({
    description:
      'Outgoing messages, newest first: `{ items, total, page, limit }`; ?status (queued, sent, failed), ?search (recipient, subject).',
  })
  list(@Query() query: ListOutboxDto): Promise<OutboxPage> {
    return this.mail.list(query);
  }

  @Post(':id/resend')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      'A failed or queued message delivered again through the configured SMTP transport (only queued again without one); the message as it now stands. 409 MAIL_ALREADY_SENT.',
  })
  resend(@Param('id', ParseUUIDPipe) id: string, @RequestActor() actor: Actor): Promise<OutboxMessageDto> {
    return this.mail.resend(id, actor);
  }
}

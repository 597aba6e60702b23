import { type AgentRequestDto, type AgentRequestPage, USER_ADMIN_ROLES } from '@estate/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../common/auth/authenticated-user.js';
import { AgentRequestsService } from './agent-requests.service.js';
import { DecideAgentRequestDto } from './dto/decide-agent-request.dto.js';
import { ListAgentRequestsDto } from './dto/list-agent-requests.dto.js';

/** Admins decide who becomes an agent: agents are staff and read customers' data. */
@ApiTags('administration')
@ApiCookieAuth()
@Controller('admin/agent-requests')
@Roles(...USER_ADMIN_ROLES)
export class AgentRequestsController {
  constructor(private readonly requests: AgentRequestsService) {}

  @Get()
  @ApiOkResponse({ description: '`{ items, total }`, newest first; ?status, ?page, ?limit.' })
  list(@Query() query: ListAgentRequestsDto): Promise<AgentRequestPage> {
    return this.requests.list(query);
  }

  @Post(':id/decision')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Decided: approved makes the user an agent; the user is told by mail.' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'AGENT_REQUEST_DECIDED: decided already, or the user is no longer a user.' })
  decide(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: DecideAgentRequestDto,
    @RequestActor() actor: Actor,
  ): Promise<AgentRequestDto> {
    return this.requests.decide(id, dto.decision, actor);
  }
}

import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/access.decorators.js';
import { AuctionEventsService } from './auction-events.service.js';
import { auctionIdPipe } from './auction-id.pipe.js';

/** The Last-Event-ID header, or `?lastEventId=` for clients that cannot set headers. */
const lastEventIdOf = (header: string | undefined, query: string | undefined): string | null =>
  (header ?? query)?.trim() || null;

const STREAM_DESCRIPTION =
  'text/event-stream: `bid`, `extended`, `status` (id: the event id) and `snapshot` frames, data an AuctionEvent. ' +
  'With Last-Event-ID (header or ?lastEventId) the missed events come first, or a snapshot when they are gone.';

/** GET /api/auctions/events and /api/auctions/{id}/events: server-sent events with Last-Event-ID. */
@ApiTags('auctions')
@Public()
@Controller('auctions')
export class AuctionEventsController {
  constructor(private readonly events: AuctionEventsService) {}

  @Get('events')
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: 'lastEventId', required: false })
  @ApiOkResponse({ description: `Every approved auction's events. ${STREAM_DESCRIPTION}` })
  all(
    @Res() reply: FastifyReply,
    @Headers('last-event-id') header?: string,
    @Query('lastEventId') query?: string,
  ): Promise<void> {
    return this.events.serve(reply, null, lastEventIdOf(header, query));
  }

  @Get(':id/events')
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: 'lastEventId', required: false })
  @ApiOkResponse({ description: `One auction's events, a snapshot first unless catching up. ${STREAM_DESCRIPTION}` })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such approved auction.' })
  one(
    @Param('id', auctionIdPipe()) id: string,
    @Res() reply: FastifyReply,
    @Headers('last-event-id') header?: string,
    @Query('lastEventId') query?: string,
  ): Promise<void> {
    return this.events.serve(reply, id, lastEventIdOf(header, query));
  }
}

import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuctionEventsService } from './auction-events.service.js';

/** GET /api/auctions/events and /api/auctions/{id}/events: server-sent events with Last-Event-ID. */
@ApiTags('auctions')
@Controller()
export class AuctionEventsController {
  constructor(private readonly events: AuctionEventsService) {}
}

import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BidsService } from './bids.service.js';

/** POST /api/auctions/{id}/bids and GET /api/me/bids. */
@ApiTags('auctions')
@Controller()
export class BidsController {
  constructor(private readonly bids: BidsService) {}
}

import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuctionAdminService } from './auction-admin.service.js';

/** POST /api/auctions (the public add form) and /api/admin/auctions (staff). */
@ApiTags('auctions')
@Controller()
export class AuctionAdminController {
  constructor(private readonly admin: AuctionAdminService) {}
}

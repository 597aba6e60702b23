import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuctionBid } from './auction-bid.entity.js';
import { AuctionEventRecord } from './auction-event.entity.js';
import { Auction } from './auction.entity.js';
import { AuctionAdminController } from './auction-admin.controller.js';
import { AuctionAdminService } from './auction-admin.service.js';
import { AuctionEventsController } from './auction-events.controller.js';
import { AuctionEventsService } from './auction-events.service.js';
import { AuctionSettlementService } from './auction-settlement.service.js';
import { AuctionsController } from './auctions.controller.js';
import { AuctionsService } from './auctions.service.js';
import { BidsController } from './bids.controller.js';
import { BidsService } from './bids.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Auction, AuctionBid, AuctionEventRecord])],
  // The events controller comes before the public one so that /auctions/events is not read as an auction's id.
  controllers: [AuctionEventsController, BidsController, AuctionAdminController, AuctionsController],
  providers: [AuctionsService, AuctionAdminService, BidsService, AuctionEventsService, AuctionSettlementService],
  exports: [TypeOrmModule, AuctionEventsService],
})
export class AuctionsModule {}

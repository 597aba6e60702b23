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
import { BidLogController } from './bid-log.controller.js';
import { BidLogService } from './bid-log.service.js';
import { AuctionProxyBid } from './auction-proxy-bid.entity.js';
import { ProxyBidsController } from './proxy-bids.controller.js';
import { ProxyBidsService } from './proxy-bids.service.js';
import { AuctionPauseController } from './auction-pause.controller.js';
import { AuctionPauseService } from './auction-pause.service.js';
import { AuctionDepositsService } from './bidders/auction-deposits.service.js';
import { BIDDER_ENTITIES } from './bidders/bidder-entities.js';
import { BiddersController } from './bidders/bidders.controller.js';
import { BidderVerificationService } from './bidders/bidder-verification.service.js';
import { IDENTITY_VERIFIER, type IdentityVerifier } from './bidders/identity-verifier.js';
import { NafathSandboxVerifier } from './bidders/nafath-sandbox-verifier.js';
import { PaymentProvidersModule } from '../estate/portal/checkout/payment-providers.module.js';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Auction, AuctionBid, AuctionEventRecord, AuctionProxyBid, ...BIDDER_ENTITIES]),
    PaymentProvidersModule,
  ],
  // The events controller comes before the public one so that /auctions/events is not read as an auction's id.
  controllers: [
    AuctionEventsController,
    BidsController,
    BiddersController,
    BidLogController,
    ProxyBidsController,
    AuctionPauseController,
    AuctionAdminController,
    AuctionsController,
  ],
  providers: [
    AuctionsService,
    AuctionAdminService,
    BidsService,
    BidLogService,
    ProxyBidsService,
    AuctionPauseService,
    AuctionEventsService,
    AuctionSettlementService,
    BidderVerificationService,
    AuctionDepositsService,
    // The identity provider bidders verify with (IDENTITY_PROVIDER): the Nafath sandbox, or none (null: nobody can be
    // verified). A contracted provider joins IDENTITY_PROVIDERS and is chosen here.
    {
      provide: IDENTITY_VERIFIER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): IdentityVerifier | null =>
        config.identityProvider === 'nafath-sandbox' ? new NafathSandboxVerifier() : null,
    },
  ],
  exports: [TypeOrmModule, AuctionEventsService],
})
export class AuctionsModule {}

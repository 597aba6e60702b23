import { Injectable } from '@nestjs/common';

/** Announces starts, settles ended auctions once (sold or unsold against the reserve) and mails the outcome. */
@Injectable()
export class AuctionSettlementService {}

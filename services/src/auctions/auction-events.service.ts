import { Injectable } from '@nestjs/common';

/**
 * The auctions' event bus: events are written to auction_events in the transaction that caused them and announced
 * with NOTIFY (every API process LISTENs on PostgreSQL); with the embedded database an in-process bus serves.
 */
@Injectable()
export class AuctionEventsService {}

import { Injectable } from '@nestjs/common';

/** Placing bids (one conditional UPDATE per bid, anti-sniping, idempotent retries) and the bidder's own bids. */
@Injectable()
export class BidsService {}

import { AuctionDeposit } from './auction-deposit.entity.js';
import { BidderVerification } from './bidder-verification.entity.js';
import { NafathRequest } from './nafath-request.entity.js';

/** The tables of verified bidders and their deposits. */
export const BIDDER_ENTITIES = [NafathRequest, BidderVerification, AuctionDeposit];

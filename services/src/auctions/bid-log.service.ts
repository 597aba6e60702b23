import type { BidLog, BidLogEntry, BidLogVerification } from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Papa from 'papaparse';
import { DataSource, type EntityManager } from 'typeorm';
import { auctionNotFound } from './auction-views.js';
import { BID_CHAIN_VERSION, checkChain, genesisHash, isoSql, type LoggedBid } from './bid-chain.js';

interface ChainHead {
  id: string;
  start_iso: string;
  last_bid_hash: string | null;
  bid_count: number | string;
  current_bid: string | null;
  leader_id: string | null;
}

interface LoggedBidRow {
  id: string;
  ordinal: number;
  bidder_ref: string;
  bidder_id: string | null;
  amount: string;
  placed_at: string;
  proxy: boolean;
  prev_hash: string;
  hash: string;
}

const toLogged = (row: LoggedBidRow): LoggedBid & { proxy: boolean } => ({
  id: row.id,
  ordinal: Number(row.ordinal),
  bidder: row.bidder_ref,
  bidderId: row.bidder_id,
  amount: row.amount,
  placedAt: row.placed_at,
  previousHash: row.prev_hash,
  hash: row.hash,
  proxy: row.proxy,
});

/** The CSV's columns, in BidLogEntry's names. */
const CSV_COLUMNS: (keyof BidLogEntry)[] = [
  'ordinal',
  'bidId',
  'bidder',
  'amount',
  'placedAt',
  'proxy',
  'previousHash',
  'hash',
];

/** An approved auction's bid log (public) and its check (bid-chain.ts), also run by settlement. */
@Injectable()
export class BidLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async log(auctionId: string): Promise<BidLog> {
    const { head, bids } = await this.read(this.dataSource.manager, auctionId);
    return {
      auctionId: head.id,
      version: BID_CHAIN_VERSION,
      genesisHash: genesisHash(head.id, head.start_iso),
      startDate: head.start_iso,
      headHash: head.last_bid_hash,
      bids: bids.map((bid) => ({
        ordinal: bid.ordinal,
        bidId: bid.id,
        bidder: bid.bidder,
        amount: bid.amount,
        placedAt: bid.placedAt,
        proxy: bid.proxy,
        previousHash: bid.previousHash ?? '',
        hash: bid.hash ?? '',
      })),
    };
  }

  /**
   * The log as CSV that checks itself: leading `#` lines name what the chain starts from and ends at (the auction's
   * id and start, the genesis hash they make, and the head), then the bids' header and rows (`\n` line ends, so a shell
   * reads them as they are; services/README.md gives the recipe). Readers skip the `#` lines as comments.
   */
  toCsv(log: BidLog): string {
    const preamble: [string, string][] = [
      ['bid-log', log.version],
      ['auctionId', log.auctionId],
      ['startDate', log.startDate],
      ['genesisHash', log.genesisHash],
      // Before the first bid the chain's head is its genesis.
      ['headHash', log.headHash ?? log.genesisHash],
    ];
    // Every value is an id, a hash, a number or a time written here: nothing typed by a person, so no formula guard.
    const bids = Papa.unparse(
      { fields: CSV_COLUMNS, data: log.bids.map((bid) => CSV_COLUMNS.map((column) => bid[column])) },
      { newline: '\n' },
    );
    return `${preamble.map(([name, value]) => `# ${name},${value}`).join('\n')}\n${bids}\n`;
  }

  verify(auctionId: string): Promise<BidLogVerification> {
    return this.verifyIn(this.dataSource.manager, auctionId);
  }

  /** The check, read in the caller's transaction (settlement holds the auction row's lock). */
  async verifyIn(manager: EntityManager, auctionId: string): Promise<BidLogVerification> {
    const { head, bids } = await this.read(manager, auctionId);
    return checkChain(
      {
        id: head.id,
        startIso: head.start_iso,
        headHash: head.last_bid_hash,
        bidCount: Number(head.bid_count),
        currentBid: head.current_bid,
        leaderId: head.leader_id,
      },
      bids,
    );
  }

  private async read(manager: EntityManager, auctionId: string) {
    const [head] = (await manager.query(
      `SELECT a.id, ${isoSql('a.start_date')} AS start_iso, a.last_bid_hash, a.bid_count,
              a.current_bid::text AS current_bid, a.leader_id
         FROM auctions a WHERE a.id = $1 AND a.review = 'approved'`,
      [auctionId],
    )) as ChainHead[];
    if (!head) throw auctionNotFound();
    const rows = (await manager.query(
      `SELECT id, ordinal, bidder_ref, bidder_id, amount::text AS amount, ${isoSql('created_at')} AS placed_at, proxy, prev_hash,
              hash
         FROM auction_bids WHERE auction_id = $1 ORDER BY ordinal`,
      [auctionId],
    )) as LoggedBidRow[];
    return { head, bids: rows.map(toLogged) };
  }
}

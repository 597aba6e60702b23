import type { DataSource } from 'typeorm';
import type { StoredEventBody } from './auction-events.service.js';

/** Ids are taken at insert and announced at commit, so one may be heard after a higher one; this far back is looked at again. */
const REORDER_WINDOW = 1000;
/** How many heard ids are kept to tell a replayed event from one already passed on. */
const HEARD_KEPT = 20_000;
/** More events than this missed: the open streams are ended instead, and their clients resume with Last-Event-ID. */
export const MAX_REPLAY = 5000;

/** A row of auction_events as the streams read it. */
export interface EventRow {
  id: string;
  auction_id: string;
  data: StoredEventBody;
}

/**
 * The auction events this process has passed on to its streams, so that when the listening connection comes back
 * after an outage, the events committed meanwhile (never heard: NOTIFY reaches only the connections listening then)
 * are read from auction_events and passed on once, and none twice.
 */
export class HeardEvents {
  private lastId: bigint | null = null;
  private readonly ids = new Set<string>();

  /** Records an event as passed on; false when it already was. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > HEARD_KEPT) this.ids.delete(this.ids.values().next().value!);
    const value = BigInt(id);
    if (this.lastId === null || value > this.lastId) this.lastId = value;
    return true;
  }

  /** Where a replay starts when nothing was heard yet: the newest event stored when the process began listening. */
  async startFrom(dataSource: DataSource): Promise<void> {
    const [row] = (await dataSource.query(`SELECT max(id)::text AS id FROM auction_events`)) as { id: string | null }[];
    const value = BigInt(row?.id ?? '0');
    if (this.lastId === null || value > this.lastId) this.lastId = value;
  }

  /**
   * The stored events this process may have missed, oldest first, those already passed on left out; null when more
   * than MAX_REPLAY were stored since (too many to replay: end the streams instead).
   */
  async missed(dataSource: DataSource): Promise<EventRow[] | null> {
    const from = this.lastId === null ? 0n : this.lastId - BigInt(REORDER_WINDOW);
    const rows = (await dataSource.query(
      `SELECT id::text AS id, auction_id, data FROM auction_events WHERE id > $1 ORDER BY id LIMIT $2`,
      [String(from > 0n ? from : 0n), MAX_REPLAY + REORDER_WINDOW + 1],
    )) as EventRow[];
    if (rows.length > MAX_REPLAY + REORDER_WINDOW) return null;
    return rows.filter((row) => !this.ids.has(row.id));
  }
}

/**
 * The events a resuming stream was sent from auction_events before its live ones. An event committed before that read
 * may be announced to this process only after it (NOTIFY arrives a little after the commit), and is then not sent a
 * second time.
 */
export class SentOnResume {
  private readonly ids: Set<string>;

  constructor(ids: Iterable<string>) {
    this.ids = new Set(ids);
  }

  /** False for an event already sent on resuming; each is announced once, so it is forgotten then. */
  fresh(id: string): boolean {
    return !this.ids.delete(id);
  }
}

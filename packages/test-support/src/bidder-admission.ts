import {
  type AuctionDepositStart,
  type AuctionDepositView,
  BIDDER_API,
  type NafathRequestView,
  type NafathSandboxView,
  SANDBOX_CARDS,
} from '@estate/contracts';
import { randomInt } from 'node:crypto';
import type { ApiClient } from './api-client.js';

/** A national ID no one has used yet in all likelihood: 1, eight random digits, and the Luhn check digit. */
export function newNationalId(): string {
  const body = `1${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  for (let check = 0; check <= 9; check += 1) {
    const id = body + String(check);
    let sum = 0;
    for (let index = 0; index < 10; index += 1) {
      const weighted = index % 2 === 0 ? Number(id[index]) * 2 : Number(id[index]);
      sum += weighted > 9 ? weighted - 9 : weighted;
    }
    if (sum % 10 === 0) return id;
  }
  throw new Error('no check digit');
}

/** A card the sandbox approves, valid until the end of next year. */
export const APPROVED_CARD = {
  cardNumber: SANDBOX_CARDS.approved,
  expiry: `12/${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')}`,
  cvc: '123',
  holderName: 'Test Bidder',
};

const expectStatus = (what: string, response: { status: number; body: unknown }, status: number) => {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
};

/**
 * Verifies the client's user as a bidder the way the site does: a Nafath request for a national ID, then the right
 * number picked in the sandbox's app. Answers the national ID.
 */
export async function verifyBidder(client: ApiClient, nationalId = newNationalId()): Promise<string> {
  const started = await client.post<NafathRequestView>(BIDDER_API.nafathRequests, { nationalId });
  expectStatus('Nafath request', started, 201);
  const answered = await client.post<NafathSandboxView>(BIDDER_API.nafathSandbox(started.body.id), {
    number: started.body.number,
  });
  expectStatus('Nafath sandbox answer', answered, 200);
  if (answered.body.status !== 'approved') throw new Error(`Nafath request ${answered.body.status}`);
  return nationalId;
}

/** Pays the auction's entry deposit for the client's user through the sandbox's card page. */
export async function payDeposit(client: ApiClient, auctionId: string): Promise<AuctionDepositView> {
  const started = await client.post<AuctionDepositStart>(BIDDER_API.deposit(auctionId));
  expectStatus('deposit start', started, 201);
  const paid = await client.post<AuctionDepositView>(
    BIDDER_API.depositSandboxPay(started.body.depositId),
    APPROVED_CARD,
  );
  expectStatus('deposit payment', paid, 200);
  if (paid.body.status !== 'paid') throw new Error(`deposit ${paid.body.status}`);
  return paid.body;
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function inBatches<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += concurrency) {
    await Promise.all(items.slice(start, start + concurrency).map(task));
  }
}

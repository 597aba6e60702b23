import fc from 'fast-check';
import type {
  ContractInvoices,
  EstateInvoice,
  EstateOwner,
  OwnerLedger,
  PaymentInvoiceDetail,
  TrialBalance,
} from '@estate/contracts';
import { ApiClient, signInAs } from './support/auth.js';
import { fromToday, makeContract, makeOwner, portfolio } from './support/estate.js';
import { startTestApp, type TestApp } from './support/server.js';

/**
 * Random sequences of money events (issue, pay partly, refund, cancel, terminate, a ticket's cost, the fee, a payout,
 * a transfer, in any order) against the API: after each, the ledger balances, every figure the ledger answers equals
 * the same figure recomputed here from the invoices and payments the API lists, and no refund ever gave back more
 * than was paid. Amounts are reckoned in halalas, rounding half away from zero as PostgreSQL's round() does.
 */

/** `numerator / denominator` rounded to a whole number, half away from zero (numerator may be negative). */
function divRound(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const whole = Math.abs(numerator);
  return sign * Math.floor((2 * whole + denominator) / (2 * denominator));
}
const h = (sar: number) => Math.round(sar * 100);
/** The net part (halalas) of `paid` on an invoice: the posting rule's `ledger_paid_portion`. */
const portion = (paid: number, net: number, total: number) =>
  total === 0 ? 0 : paid >= total ? net : divRound(paid * net, total);

/** A credit balance as a positive number (and 0 as 0). */
const negated = (value: number) => (value === 0 ? 0 : -value);

const INCOME_TYPES = new Set(['rent', 'penalty', 'maintenance']);

type Step =
  | { kind: 'pay'; pick: number; share: number }
  | { kind: 'refund'; pick: number; share: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'terminate' }
  | { kind: 'ticket'; cost: number }
  | { kind: 'payout'; share: number }
  | { kind: 'transfer' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick: fc.nat(20),
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(20),
      share: fc.double({ min: 0.01, max: 1.3, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'terminate' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('ticket' as const), cost: fc.integer({ min: 1, max: 500_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      share: fc.double({ min: 0.01, max: 1.2, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'transfer' as const }) },
);

describe('the ledger under random money events', () => {
  let app: TestApp;
  let manager: ApiClient;
  let accountant: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    [manager, accountant] = await Promise.all([
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
    ]);
  });
  afterAll(() => app?.stop());

  /** The debits less credits (halalas) of an account over the lines of the properties or owners given. */
  async function sumOf(account: string, scope: { propertyId?: string; ownerIds?: string[] }): Promise<number> {
    const [row] = await app.database.query<{ value: string }>(
      `SELECT coalesce(sum(debit - credit), 0) AS value FROM ledger_lines
        WHERE account_code = $1 AND ($2::uuid IS NULL OR property_id = $2) AND ($3::uuid[] IS NULL OR owner_id = ANY($3))`,
      [account, scope.propertyId ?? null, scope.ownerIds ?? null],
    );
    return h(Number(row!.value));
  }

  it('keeps the books balanced and every figure equal to its recomputation', async () => {
    /** What the runs did, so a run that did nothing cannot pass unseen. */
    const done: Record<string, number> = {};
    const count = (kind: string) => (done[kind] = (done[kind] ?? 0) + 1);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          commercial: fc.boolean(),
          rent: fc.integer({ min: 1_000, max: 90_000 }),
          deposit: fc.constantFrom(0, 1_500, 2_750.5),
          feeA: fc.constantFrom(0, 5, 7.5, 12.25),
          feeB: fc.constantFrom(0, 6, 10),
          steps: fc.array(step, { minLength: 3, maxLength: 12 }),
        }),
        async (run) => {
          const made = await portfolio(manager, { unitType: run.commercial ? 'shop' : 'apartment' });
          const ownerB: EstateOwner = await makeOwner(manager);
          const owners = [made.owner.id, ownerB.id];
          const contract = await makeContract(manager, {
            unitId: made.unit.id,
            tenantId: made.tenant.id,
            startDate: fromToday(0),
            endDate: fromToday(364),
            rentAmount: run.rent,
            securityDeposit: run.deposit,
            paymentFrequency: 'quarterly',
          });
          for (const [ownerId, feePercent] of [
            [made.owner.id, run.feeA],
            [ownerB.id, run.feeB],
          ] as const) {
            const set = await accountant.post(`/api/estate/owners/${ownerId}/agreements`, {
              feePercent,
              vatOnFee: true,
              fromDate: fromToday(-30),
            });
            expect(set.status).toBe(201);
          }
          let owner = made.owner.id;
          let transferred = false;
          let terminated = false;
          const costs: number[] = [];
          const payouts = new Map<string, number>(owners.map((id) => [id, 0]));

          const invoicesNow = async () =>
            (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices?includeCancelled=true`))
              .body.items;
          const detailOf = async (invoice: EstateInvoice) =>
            (await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${invoice.id}`)).body;
          const held = async (ownerId: string) =>
            (await accountant.get<OwnerLedger>(`/api/estate/owners/${ownerId}/ledger?from=${fromToday(-400)}`)).body
              .closing;

          for (const action of run.steps) {
            const invoices = await invoicesNow();
            const open = invoices.filter((invoice) => invoice.status === 'pending' || invoice.status === 'overdue');
            if (action.kind === 'pay' && open.length > 0) {
              const invoice = open[action.pick % open.length]!;
              const left = h((await detailOf(invoice)).outstandingAmount);
              const amount = Math.max(1, Math.min(left, Math.round(left * action.share)));
              const paid = await accountant.post(`/api/estate/invoices/${invoice.id}/payments`, {
                amount: amount / 100,
                method: (['cash', 'bank_transfer', 'check'] as const)[action.pick % 3],
                paidOn: fromToday(0),
              });
              expect(paid.status).toBe(201);
              count('payment');
            } else if (action.kind === 'refund') {
              const details = await Promise.all(invoices.map(detailOf));
              const payments = details.flatMap((detail) => detail.payments.filter((p) => p.kind === 'payment'));
              if (payments.length === 0) continue;
              const payment = payments[action.pick % payments.length]!;
              const detail = details.find((d) => d.id === payment.invoiceId)!;
              const given = detail.payments
                .filter((p) => p.kind === 'refund' && p.reference === payment.receiptNumber)
                .reduce((sum, p) => sum + h(p.amount), 0);
              const refundable = Math.min(h(payment.amount) - given, h(detail.paidAmount));
              const amount = Math.max(1, Math.round(h(payment.amount) * action.share));
              const refunded = await accountant.post(`/api/estate/payments/${payment.id}/refund`, {
                amount: amount / 100,
                reason: 'Random refund',
              });
              // Never more than what is left of the payment and of what was paid on the invoice.
              count(amount <= refundable ? 'refund' : 'refund refused');
              expect([amount <= refundable, refunded.status]).toEqual([
                amount <= refundable,
                amount <= refundable ? 200 : 409,
              ]);
            } else if (action.kind === 'cancel' && open.length > 0) {
              const invoice = open[action.pick % open.length]!;
              const answer = await accountant.delete(`/api/estate/invoices/${invoice.id}`);
              const detail = await detailOf(invoice);
              expect(answer.status < 300).toBe(detail.payments.length === 0);
              if (answer.status < 300) count('cancellation');
            } else if (action.kind === 'terminate' && !terminated) {
              const ended = await manager.post(`/api/estate/contracts/${contract.id}/terminate`, {
                terminationDate: fromToday(0),
                reason: 'Random end',
              });
              expect(ended.status).toBe(200);
              terminated = true;
              count('termination');
            } else if (action.kind === 'ticket') {
              await app.database.query(
                `INSERT INTO estate_maintenance_tickets (ticket_number, property_id, unit_id, title, title_ar, description,
                                                         category, priority, status, actual_cost, completed_at)
                 VALUES ('MNT-PROP-' || floor(random() * 1e9)::text, $1, $2, 'Repair', 'إصلاح', 'A repair.',
                         'plumbing', 'medium', 'completed', $3, now())`,
                [made.property.id, made.unit.id, (action.cost / 100).toFixed(2)],
              );
              costs.push(action.cost);
              count('ticket cost');
            } else if (action.kind === 'payout') {
              const balance = h(await held(owner));
              const amount = Math.max(1, Math.round(balance * action.share));
              const answer = await accountant.post(`/api/estate/owners/${owner}/payouts`, {
                amount: amount / 100,
                paidOn: fromToday(0),
                method: 'cash',
              });
              expect([amount, answer.status]).toEqual([amount, amount <= balance ? 201 : 409]);
              if (answer.status === 201) payouts.set(owner, payouts.get(owner)! + amount);
              count(answer.status === 201 ? 'payout' : 'payout refused');
            } else if (action.kind === 'transfer' && !transferred) {
              const moved = await manager.post(`/api/estate/properties/${made.property.id}/transfer`, {
                ownerId: ownerB.id,
                effectiveDate: fromToday(0),
              });
              expect(moved.status).toBe(201);
              owner = ownerB.id;
              transferred = true;
              count('transfer');
            }
          }

          // Recompute from what the API lists: every invoice (cancelled too) and its payments in the order recorded.
          const invoices = await invoicesNow();
          const details = await Promise.all(invoices.map(detailOf));
          const feePercent = transferred ? run.feeB : run.feeA;
          let receivable = 0;
          let vat = 0;
          let collected = 0;
          let depositsHeld = 0;
          let depositsBilled = 0;
          let fees = 0;
          let feeVat = 0;
          for (const invoice of invoices) {
            const detail = details.find((d) => d.id === invoice.id)!;
            const [net, total] = [h(invoice.netAmount), h(invoice.totalAmount)];
            const standing = invoice.status !== 'cancelled';
            const ordered = [...detail.payments]
              .filter((p) => !p.test)
              .sort((a, b) => a.receiptNumber.localeCompare(b.receiptNumber));
            let paid = 0;
            for (const payment of ordered) {
              const signed = payment.kind === 'refund' ? -h(payment.amount) : h(payment.amount);
              // Never below nothing paid: no refund gave back more than was paid.
              expect(paid + signed).toBeGreaterThanOrEqual(0);
              const part = portion(paid + signed, net, total) - portion(paid, net, total);
              paid += signed;
              if (INCOME_TYPES.has(invoice.type)) {
                const fee = divRound(part * Math.round(feePercent * 100), 10_000);
                fees += fee;
                feeVat += divRound(fee * 15, 100);
              }
            }
            receivable += (standing ? total : 0) - paid;
            vat += standing ? h(invoice.vatAmount) : 0;
            if (INCOME_TYPES.has(invoice.type)) collected += portion(paid, net, total);
            if (invoice.type === 'deposit') {
              depositsHeld += paid;
              depositsBilled += (standing ? total : 0) - paid;
            }
          }
          const cost = costs.reduce((sum, value) => sum + value, 0);
          const paidOut = [...payouts.values()].reduce((sum, value) => sum + value, 0);
          const property = { propertyId: made.property.id };
          expect({
            receivable: await sumOf('1200', property),
            vat: negated(await sumOf('2200', property)),
            collected: await sumOf('5900', property),
            depositsHeld: negated(await sumOf('2100', property)),
            depositsBilled: negated(await sumOf('2110', property)),
            fees: negated(await sumOf('4300', property)),
            expense: await sumOf('5100', property),
            owners: negated(await sumOf('2300', { ownerIds: owners })),
          }).toEqual({
            receivable,
            vat: vat + feeVat,
            collected,
            depositsHeld,
            depositsBilled,
            fees,
            expense: cost,
            owners: collected - fees - feeVat - cost - paidOut,
          });
          // The owners' ledgers (the read every owner screen uses) add up to the same.
          const ledgers = await Promise.all(owners.map(held));
          expect(h(ledgers[0]!) + h(ledgers[1]!)).toBe(collected - fees - feeVat - cost - paidOut);
          // Every line of these properties and owners is in a balanced entry.
          const [unbalanced] = await app.database.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM (
               SELECT e.id FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
                WHERE e.id IN (SELECT entry_id FROM ledger_lines WHERE property_id = $1 OR owner_id = ANY($2))
                GROUP BY e.id HAVING sum(l.debit) <> sum(l.credit)) x`,
            [made.property.id, owners],
          );
          expect(unbalanced!.n).toBe(0);
          // The balances kept by property and month are the property's lines summed, account by account, month by month.
          const [differing] = await app.database.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM (
               SELECT account_code, date_trunc('month', posted_on)::date AS month, sum(debit) AS debit,
                      sum(credit) AS credit
                 FROM ledger_lines WHERE property_id = $1 GROUP BY 1, 2) l
               FULL JOIN (SELECT * FROM ledger_property_month_balances WHERE property_id = $1) b
                 ON b.account_code = l.account_code AND b.month = l.month
              WHERE (coalesce(l.debit, 0), coalesce(l.credit, 0)) IS DISTINCT FROM (coalesce(b.debit, 0), coalesce(b.credit, 0))`,
            [made.property.id],
          );
          expect(differing!.n).toBe(0);
          const books = (await accountant.get<TrialBalance>('/api/estate/ledger/trial-balance?asOf=2100-01-01')).body;
          expect(books.totalDebit).toBe(books.totalCredit);
        },
      ),
      // A fixed seed: the same 25 sequences every run, which between them reach every kind of event (checked below).
      { numRuns: 25, endOnFailure: true, seed: 2026 },
    );
    for (const kind of [
      'payment',
      'refund',
      'refund refused',
      'cancellation',
      'termination',
      'ticket cost',
      'payout',
      'transfer',
    ]) {
      expect([kind, (done[kind] ?? 0) > 0]).toEqual([kind, true]);
    }
    console.info(`money events over 25 runs: ${JSON.stringify(done)}`);
    // 25 runs of API calls: minutes on a loaded machine, where the suite default is one.
  }, 300_000);
});

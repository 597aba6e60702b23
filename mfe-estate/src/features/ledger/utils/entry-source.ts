import type { LedgerEntry } from '@estate/contracts';

/** The invoice an entry's lines belong to (an invoice's posting, a payment or a refund on it). */
export const invoiceOfEntry = (entry: LedgerEntry): string | undefined =>
  entry.lines.find((line) => line.invoiceId)?.invoiceId ?? undefined;

/**
 * The screen that shows what wrote an entry: an invoice, or the invoice a payment or refund was on, open in the
 * payments screen; a ticket's cost, the ticket open in the maintenance screen (for the roles that may open it); a
 * deposit given back, its contract. Management fees and payouts are on the owner's view.
 */
export function entrySourceLink(entry: LedgerEntry, canOpenTickets: boolean): string | undefined {
  const invoice = (id: string | undefined) => (id ? `/estate/payments?invoice=${encodeURIComponent(id)}` : undefined);
  switch (entry.sourceType) {
    case 'invoice':
      return invoice(invoiceOfEntry(entry) ?? entry.sourceId);
    case 'payment':
    case 'refund':
      return invoice(invoiceOfEntry(entry));
    case 'ticket_cost':
      return canOpenTickets ? `/estate/maintenance?ticket=${encodeURIComponent(entry.sourceId)}` : undefined;
    case 'deposit': {
      const contract = entry.lines.find((line) => line.contractId)?.contractId;
      return contract ? `/estate/contracts/${encodeURIComponent(contract)}` : undefined;
    }
    default:
      return undefined;
  }
}

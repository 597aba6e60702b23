import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MAX_PAGE_SIZE, type LedgerEntry } from '@estate/contracts';
import { formatInteger, useLang } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';
import { ledgerEntriesQueryOptions } from '../api/get-ledger-entries.js';
import { entrySourceLink } from '../utils/entry-source.js';

/**
 * "Reversal of #N": the reversed entry is found on the page when it is there, else among its source's entries (a
 * reversal has the source of the entry it reverses), read from the server.
 */
function ReversalOf({ entry, page }: { entry: LedgerEntry; page: readonly LedgerEntry[] }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const onPage = page.find((other) => other.id === entry.reversesId);
  const ofSource = useQuery({
    ...ledgerEntriesQueryOptions({ sourceId: entry.sourceId, page: 1, limit: MAX_PAGE_SIZE }),
    enabled: !onPage,
  });
  const reversed = onPage ?? ofSource.data?.items.find((other) => other.id === entry.reversesId);
  return (
    <span className="estate-warning" data-testid="ledger-entry-reversal">
      {reversed ? t('ledger.reversalOf', { n: formatInteger(reversed.entryNumber, lang) }) : t('ledger.reversal')}
    </span>
  );
}

/** What wrote an entry: its kind, its invoice, receipt or ticket number (a link to it), and what it reverses. */
export function EntrySource({
  entry,
  page,
  canOpenTickets,
}: {
  entry: LedgerEntry;
  /** The entries of the page shown. */
  page: readonly LedgerEntry[];
  canOpenTickets: boolean;
}) {
  const { t } = useTranslation('estate');
  const link = entrySourceLink(entry, canOpenTickets);
  const label = entry.memo ? <Ltr>{entry.memo}</Ltr> : link ? t('actions.view') : null;
  return (
    <div className="estate-cell">
      <span className="estate-strong">{t(`ledger.sources.${entry.sourceType}`)}</span>
      {label && link ? (
        <Link to={link} data-testid="ledger-entry-source">
          {label}
        </Link>
      ) : (
        label
      )}
      {entry.reversesId ? <ReversalOf entry={entry} page={page} /> : null}
    </div>
  );
}

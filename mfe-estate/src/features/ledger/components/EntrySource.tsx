import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LedgerEntry } from '@estate/contracts';
import { formatInteger, useLang } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';
import { entrySourceLink } from '../utils/entry-source.js';

/** "Reversal of #N": the entry a reversal takes back. */
export function ReversalOf({ entryNumber }: { entryNumber: number | null }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return (
    <span className="estate-warning" data-testid="ledger-entry-reversal">
      {entryNumber === null ? t('ledger.reversal') : t('ledger.reversalOf', { n: formatInteger(entryNumber, lang) })}
    </span>
  );
}

/** What wrote an entry: its kind, its invoice, receipt or ticket number (a link to it), and what it reverses. */
export function EntrySource({ entry, canOpenTickets }: { entry: LedgerEntry; canOpenTickets: boolean }) {
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
      {entry.reversesId ? <ReversalOf entryNumber={entry.reversesEntryNumber} /> : null}
    </div>
  );
}

import type { TFunction } from 'i18next';
import type { Language, LedgerEntry } from '@estate/contracts';
import { formatDate, formatInteger } from '@estate/platform';
import type { ListColumn } from '../../../components/list-page/index.js';
import { EntryLines } from './EntryLines.js';
import { EntrySource } from './EntrySource.js';

/** The journal's columns: the entry (number and day), what wrote it, and its lines. */
export function journalColumns(
  t: TFunction<'estate'>,
  lang: Language,
  context: {
    accountName: (code: string) => string | undefined;
    canOpenTickets: boolean;
  },
): ListColumn<LedgerEntry>[] {
  return [
    {
      key: 'entry',
      title: t('ledger.columns.entry'),
      width: '14%',
      card: 'title',
      render: (_v, entry) => (
        <div className="estate-cell">
          <span className="estate-strong">
            {t('ledger.entryNumber', { n: formatInteger(entry.entryNumber, lang) })}
          </span>
          <span className="estate-muted estate-nowrap">{formatDate(entry.postedOn, lang, 'short')}</span>
        </div>
      ),
    },
    {
      key: 'source',
      title: t('ledger.columns.source'),
      width: '20%',
      render: (_v, entry) => <EntrySource entry={entry} canOpenTickets={context.canOpenTickets} />,
    },
    {
      key: 'lines',
      title: t('ledger.columns.lines'),
      render: (_v, entry) => <EntryLines entry={entry} accountName={context.accountName} />,
    },
  ];
}

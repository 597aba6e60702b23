import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '@estate/contracts';
import { formatCurrency, useLang } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';

/** An entry's lines: the account (code and name), the portion of an invoice it carries (net or VAT), debit, credit. */
export function EntryLines({
  entry,
  accountName,
}: {
  entry: LedgerEntry;
  accountName: (code: string) => string | undefined;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const money = (amount: number) => (amount ? formatCurrency(amount, lang, { halalas: true }) : '');
  return (
    <table className="ledger-lines">
      <thead>
        <tr>
          <th scope="col" className="ledger-lines-account">
            {t('ledger.columns.account')}
          </th>
          <th scope="col" className="ledger-lines-portion">
            {t('ledger.columns.portion')}
          </th>
          <th scope="col" className="ledger-amount">
            {t('ledger.columns.debit')}
          </th>
          <th scope="col" className="ledger-amount">
            {t('ledger.columns.credit')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entry.lines.map((line, index) => (
          <tr key={index} data-testid="ledger-line" data-account={line.accountCode}>
            <td className="ledger-lines-account">
              <Ltr className="estate-strong">{line.accountCode}</Ltr> <bdi>{accountName(line.accountCode) ?? ''}</bdi>
            </td>
            <td className="ledger-lines-portion">
              {line.portion ? t(`ledger.portions.${line.portion}`) : <span className="estate-muted">{t('dash')}</span>}
            </td>
            <td className="ledger-amount">{money(line.debit)}</td>
            <td className="ledger-amount">{money(line.credit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

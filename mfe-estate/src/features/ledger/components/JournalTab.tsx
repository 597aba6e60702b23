import { useTranslation } from 'react-i18next';
import { ESTATE_SCREEN_ROLES, localizedText, type LedgerEntry } from '@estate/contracts';
import { hasRole, useAuth, useLang } from '@estate/platform';
import { LoadError } from '@estate/platform/ui';
import { Select } from '@estate/platform/ui-extra';
import { ownerOptionsQueryOptions } from '../../../api/get-owner-options.js';
import { tenantOptionsQueryOptions } from '../../../api/get-tenant-options.js';
import { PropertyFilter, ResponsiveTable, useListPage } from '../../../components/list-page/index.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { useLedgerAccounts } from '../api/get-ledger-accounts.js';
import { ledgerEntriesQueryOptions } from '../api/get-ledger-entries.js';
import { DayField } from './DayField.js';
import { journalColumns } from './journal-columns.js';

const FILTERS = ['account', 'ownerId', 'propertyId', 'tenantId', 'from', 'to'] as const;

/**
 * The journal: a page of entries, newest first, with their lines, read from the server for an account, an owner, a
 * property, a tenant and days (`?account&ownerId&propertyId&tenantId&from&to&page`, kept in the address). No search
 * box: the server's journal has no text search.
 */
export function JournalTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { user } = useAuth();
  const accounts = useLedgerAccounts();
  const page = useListPage({ filters: FILTERS, query: (view) => view.filters }, (query) =>
    ledgerEntriesQueryOptions(query),
  );
  const { view, show } = page;
  const names = new Map(
    (accounts.data ?? []).map((account) => [account.code, localizedText(account.nameAr, account.nameEn, lang).text]),
  );
  const { from, to } = view.filters;
  return (
    <div data-testid="ledger-journal">
      <div className="estate-toolbar" role="search">
        <Select<string>
          id="ledger-account"
          aria-label={t('ledger.filters.account')}
          value={view.filters.account ?? 'all'}
          onChange={(account) => show({ filters: { account } })}
          showSearch={{ optionFilterProp: 'label' }}
          loading={accounts.isPending}
          options={[
            { value: 'all', label: t('ledger.filters.allAccounts') },
            ...(accounts.data ?? []).map((account) => ({
              value: account.code,
              label: `${account.code} · ${names.get(account.code)}`,
            })),
          ]}
          className="estate-filter ledger-account-filter"
          data-testid="ledger-account-filter"
        />
        <OptionSelect
          value={view.filters.ownerId}
          onChange={(ownerId) => show({ filters: { ownerId } })}
          optionsFor={(q) => ownerOptionsQueryOptions(q ? { q } : {})}
          placeholder={t('ledger.filters.allOwners')}
          allowClear
          className="estate-filter"
          testId="ledger-owner-filter"
        />
        <PropertyFilter view={view} show={show} testId="ledger-property-filter" />
        <OptionSelect
          value={view.filters.tenantId}
          onChange={(tenantId) => show({ filters: { tenantId } })}
          optionsFor={(q) => tenantOptionsQueryOptions(q ? { q } : {})}
          placeholder={t('ledger.filters.allTenants')}
          allowClear
          className="estate-filter"
          testId="ledger-tenant-filter"
        />
        <DayField
          id="ledger-from"
          label={t('ledger.filters.from')}
          value={from}
          onChange={(day) => show({ filters: { from: day } })}
          disabledDate={(date) => !!to && date.format('YYYY-MM-DD') > to}
          testId="ledger-from"
        />
        <DayField
          id="ledger-to"
          label={t('ledger.filters.to')}
          value={to}
          onChange={(day) => show({ filters: { to: day } })}
          disabledDate={(date) => !!from && date.format('YYYY-MM-DD') < from}
          testId="ledger-to"
        />
      </div>
      {page.list.isError || accounts.isError ? (
        <LoadError
          onRetry={() => {
            void page.list.refetch();
            void accounts.refetch();
          }}
        />
      ) : null}
      <ResponsiveTable<LedgerEntry>
        rowKey={(entry) => entry.id}
        testId="ledger-journal-table"
        table={page.table}
        columns={journalColumns(t, lang, {
          accountName: (code) => names.get(code),
          canOpenTickets: hasRole(user?.role, ESTATE_SCREEN_ROLES.maintenance),
        })}
        rowAttributes={(entry) => ({
          'data-testid': 'ledger-entry',
          'data-entry-number': String(entry.entryNumber),
        })}
      />
    </div>
  );
}

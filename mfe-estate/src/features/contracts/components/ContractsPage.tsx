import { useTranslation } from 'react-i18next';
import {
  CONTRACT_TABS,
  ESTATE_API,
  ESTATE_EXPORT_FILES,
  type ContractListQuery,
  type ContractStatus,
} from '@estate/contracts';
import { type QueryParams, useLang } from '@estate/platform';
import { ButtonLink, PlusOutlined } from '@estate/platform/ui';
import { ListFilters, ListPage, PropertyFilter, useListPage } from '../../../components/list-page/index.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { contractsQueryOptions } from '../api/get-contracts.js';
import { useContractSummary } from '../api/get-contract-summary.js';
import { contractStatusFilter, contractSummaryCards } from './contract-list.js';
import { ContractCards } from './ContractCards.js';
import { ContractSortSelect } from './ContractSortSelect.js';

const FILTERS = ['status', 'propertyId'] as const;

/**
 * /estate/contracts: figures, the tabs (all, expiring soon, expired, renewals), search (number, owner, tenant,
 * unit), status and property filters, the order, import, export and a page of contract cards.
 */
export function ContractsPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const access = useEstateAccess();
  const page = useListPage(
    {
      filters: FILTERS,
      tabs: CONTRACT_TABS,
      query: (view): ContractListQuery => ({
        ...(view.q ? { q: view.q } : {}),
        ...(view.filters.status ? { status: view.filters.status as ContractStatus } : {}),
        ...(view.filters.propertyId ? { propertyId: view.filters.propertyId } : {}),
      }),
    },
    (query) => contractsQueryOptions(query as ContractListQuery),
  );
  const summary = useContractSummary(page.query);
  const { view, show } = page;

  return (
    <ListPage
      testId="contracts-page"
      title={t('contracts.title')}
      subtitle={t('contracts.subtitle')}
      list={page.list}
      buttons={{
        export: {
          path: ESTATE_API.contracts,
          query: page.exportQuery as QueryParams,
          fileName: ESTATE_EXPORT_FILES.contracts,
        },
        ...(access.editContracts
          ? {
              import: { entity: 'contracts', title: t('contracts.importTitle'), testId: 'contracts-import' },
              // A link rather than a dialog: adding a contract is a page of its own.
              more: (
                <ButtonLink
                  type="primary"
                  icon={<PlusOutlined />}
                  to="/estate/contracts/add"
                  data-testid="add-contract"
                >
                  {t('contracts.add')}
                </ButtonLink>
              ),
            }
          : {}),
      }}
      summary={{ cards: contractSummaryCards(summary.data, t, lang), loading: summary.isPending }}
      tabs={{
        active: page.tab ?? CONTRACT_TABS[0],
        keys: CONTRACT_TABS,
        label: (key) => t(`contracts.tabs.${key}`),
        onChange: page.chooseTab,
        testId: 'contracts-tabs',
      }}
      toolbar={
        <>
          <ListFilters
            view={view}
            show={show}
            placeholder={t('contracts.searchPlaceholder')}
            searchTestId="contracts-search"
            filters={[contractStatusFilter(t)]}
          />
          <PropertyFilter view={view} show={show} testId="contracts-property" />
          <ContractSortSelect view={view} show={show} />
        </>
      }
    >
      <ContractCards table={page.table} canEdit={access.editContracts} />
    </ListPage>
  );
}

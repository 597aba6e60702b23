import { useTranslation } from 'react-i18next';
import { CONTRACT_TABS, ESTATE_API, ESTATE_EXPORT_FILES, type ContractListQuery } from '@estate/contracts';
import { type QueryParams, useLang } from '@estate/platform';
import { ButtonLink, PlusOutlined } from '@estate/platform/ui';
import { ListPage, PropertyFilter, searchAndFilters, useListPage } from '../../../components/list-page/index.js';
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
  const page = useListPage({ filters: FILTERS, tabs: CONTRACT_TABS, query: searchAndFilters }, (query) =>
    contractsQueryOptions(query as ContractListQuery),
  );
  const summary = useContractSummary(page.query as ContractListQuery);
  const { view, show } = page;

  return (
    <ListPage
      name="contracts"
      page={page}
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
      filters={[contractStatusFilter(t)]}
      moreFilters={
        <>
          <PropertyFilter view={view} show={show} testId="contracts-property" />
          <ContractSortSelect view={view} show={show} />
        </>
      }
    >
      <ContractCards table={page.table} canEdit={access.editContracts} />
    </ListPage>
  );
}

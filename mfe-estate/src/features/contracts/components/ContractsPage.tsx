import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  CONTRACT_STATUSES,
  CONTRACT_TABS,
  ESTATE_API,
  ESTATE_EXPORT_FILES,
  ESTATE_PAGE_SIZE,
  type ContractListQuery,
  type ContractSort,
  type ContractStatus,
  type ContractTab,
} from '@estate/contracts';
import { formatCurrency, formatNumber, useLang } from '@estate/platform';
import { Button, ButtonLink, Empty, PlusOutlined, Spin } from '@estate/platform/ui';
import { Pagination, Select, Tabs, UploadOutlined } from '@estate/platform/ui-extra';
import { ExportButtons } from '../../../components/ExportButtons.js';
import { ImportDialog } from '../../../components/ImportDialog.js';
import { LoadError } from '../../../components/LoadError.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { SearchBox } from '../../../components/SearchBox.js';
import { SummaryCards } from '../../../components/SummaryCards.js';
import { propertyOptionsQueryOptions } from '../../../api/get-property-options.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { useListView } from '../../../hooks/use-list-view.js';
import { useContracts } from '../api/get-contracts.js';
import { useContractSummary } from '../api/get-contract-summary.js';
import { ContractCard } from './ContractCard.js';
import { FilterSelect } from '../../../components/FilterSelect.js';

const FILTERS = ['status', 'propertyId'] as const;

/** The orders offered (server-side), the first being the list's default. */
const SORTS = [
  { key: 'newest', sort: 'createdAt', order: 'desc' },
  { key: 'endingFirst', sort: 'endDate', order: 'asc' },
  { key: 'endingLast', sort: 'endDate', order: 'desc' },
  { key: 'rentHigh', sort: 'rentAmount', order: 'desc' },
  { key: 'rentLow', sort: 'rentAmount', order: 'asc' },
  { key: 'number', sort: 'contractNumber', order: 'asc' },
] as const satisfies readonly { key: string; sort: ContractSort; order: 'asc' | 'desc' }[];

/**
 * /estate/contracts: figures, the tabs (all, expiring soon, expired, renewals), search (number, owner, tenant,
 * unit), status and property filters, import, export and a page of contract cards.
 */
export function ContractsPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const access = useEstateAccess();
  const [params, setParams] = useSearchParams();
  const { view, show } = useListView(FILTERS);
  const [importing, setImporting] = useState(false);
  const tabParam = params.get('tab');
  const tab: ContractTab = (CONTRACT_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as ContractTab)
    : 'all';
  const sortChoice = SORTS.find((choice) => choice.sort === view.sort && choice.order === view.order) ?? SORTS[0];
  const filters: ContractListQuery = {
    ...(view.q ? { q: view.q } : {}),
    ...(view.filters.status ? { status: view.filters.status as ContractStatus } : {}),
    ...(view.filters.propertyId ? { propertyId: view.filters.propertyId } : {}),
  };
  const query: ContractListQuery = {
    ...filters,
    ...(tab !== 'all' ? { tab } : {}),
    page: view.page,
    limit: ESTATE_PAGE_SIZE,
    sort: sortChoice.sort,
    order: sortChoice.order,
  };
  const list = useContracts(query);
  const summary = useContractSummary(filters);
  const n = (value: number) => formatNumber(value, lang);
  const rows = list.data?.items ?? [];
  const filtered = !!(view.q || view.filters.status || view.filters.propertyId);

  const chooseTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('tab');
        else copy.set('tab', next);
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="page estate-page" data-testid="contracts-page">
      <PageHeader
        title={t('contracts.title')}
        subtitle={t('contracts.subtitle')}
        actions={
          <>
            {access.editContracts ? (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="contracts-import">
                {t('actions.import')}
              </Button>
            ) : null}
            <ExportButtons
              path={ESTATE_API.contracts}
              query={{ ...filters, ...(tab !== 'all' ? { tab } : {}) }}
              fileName={ESTATE_EXPORT_FILES.contracts}
            />
            {access.editContracts ? (
              <ButtonLink type="primary" icon={<PlusOutlined />} to="/estate/contracts/add" data-testid="add-contract">
                {t('contracts.add')}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <SummaryCards
        loading={summary.isPending}
        cards={[
          { key: 'contracts', label: t('contracts.summary.total'), value: n(summary.data?.totalContracts ?? 0) },
          { key: 'active', label: t('contracts.summary.active'), value: n(summary.data?.activeContracts ?? 0) },
          {
            key: 'expiring',
            label: t('contracts.summary.expiring'),
            value: n(summary.data?.expiringSoon ?? 0),
            tone: summary.data?.expiringSoon ? 'warning' : undefined,
          },
          {
            key: 'value',
            label: t('contracts.summary.value'),
            value: formatCurrency(summary.data?.activeContractsValue ?? 0, lang),
          },
        ]}
      />
      <Tabs
        activeKey={tab}
        onChange={chooseTab}
        items={CONTRACT_TABS.map((key) => ({ key, label: t(`contracts.tabs.${key}`) }))}
        data-testid="contracts-tabs"
      />
      <div className="estate-toolbar" role="search">
        <SearchBox
          value={view.q}
          onSearch={(q) => show({ q })}
          placeholder={t('contracts.searchPlaceholder')}
          label={t('actions.search')}
          testId="contracts-search"
        />
        <FilterSelect
          label={t('filters.status')}
          value={view.filters.status}
          onChange={(status) => show({ filters: { status } })}
          allLabel={t('filters.allStatuses')}
          values={CONTRACT_STATUSES}
          labelOf={(status) => t(`enums.contractStatus.${status}`)}
          testId="contracts-status"
        />
        <OptionSelect
          value={view.filters.propertyId}
          onChange={(propertyId) => show({ filters: { propertyId } })}
          optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
          placeholder={t('filters.allProperties')}
          allowClear
          className="estate-filter"
          testId="contracts-property"
        />
        <Select<string>
          aria-label={t('contracts.sortLabel')}
          value={sortChoice.key}
          onChange={(key) => {
            const choice = SORTS.find((item) => item.key === key) ?? SORTS[0];
            show({ sort: choice.sort, order: choice.order });
          }}
          options={SORTS.map((choice) => ({ value: choice.key, label: t(`contracts.sorts.${choice.key}`) }))}
          className="estate-filter"
        />
      </div>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <Spin spinning={list.isFetching}>
        {rows.length ? (
          <div className="contract-cards" data-testid="contract-cards">
            {rows.map((contract) => (
              <ContractCard key={contract.id} contract={contract} canEdit={access.editContracts} />
            ))}
          </div>
        ) : list.isPending || list.isError ? (
          <div className="estate-empty-space" />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered || tab !== 'all' ? t('noResults') : t('noData')}
            data-testid="contracts-empty"
          />
        )}
      </Spin>
      {list.data && list.data.total > ESTATE_PAGE_SIZE ? (
        <div className="estate-pager">
          <Pagination
            current={view.page}
            pageSize={ESTATE_PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(count) => t('total', { n: n(count) })}
            onChange={(page) => show({ page })}
          />
        </div>
      ) : null}
      {importing ? (
        <ImportDialog entity="contracts" title={t('contracts.importTitle')} onClose={() => setImporting(false)} />
      ) : null}
    </div>
  );
}

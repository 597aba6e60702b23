import type { EstateContract } from '@estate/contracts';
import { Spin } from '@estate/platform/ui';
import { Pagination } from '@estate/platform/ui-extra';
import type { useServerTable } from '../../../components/server-table.js';
import { ContractCard } from './ContractCard.js';

/**
 * A page of contracts as cards (one column on a phone, more as the page widens), the empty text for the filters,
 * and the pager: useListPage's table, shown as cards rather than rows.
 */
export function ContractCards({
  table,
  canEdit,
}: {
  table: ReturnType<typeof useServerTable<EstateContract>>;
  canEdit: boolean;
}) {
  const contracts = table.dataSource;
  return (
    <>
      <Spin spinning={table.loading}>
        {contracts.length ? (
          <div className="contract-cards" data-testid="contract-cards">
            {contracts.map((contract) => (
              <ContractCard key={contract.id} contract={contract} canEdit={canEdit} />
            ))}
          </div>
        ) : table.loading || !table.locale.emptyText ? (
          <div className="estate-empty-space" />
        ) : (
          <div data-testid="contracts-empty">{table.locale.emptyText}</div>
        )}
      </Spin>
      <Pagination className="estate-pager" {...table.pagination} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import {
  EINVOICE_KINDS,
  EINVOICE_STATES,
  type EInvoiceDetail,
  type EInvoiceListQuery,
  type EInvoiceRow,
} from '@estate/contracts';
import { useLang } from '@estate/platform';
import { EyeOutlined, ReloadOutlined } from '@estate/platform/ui';
import {
  ListPage,
  ResponsiveTable,
  RowButton,
  RowButtons,
  searchAndFilters,
  useListPage,
  useOpenRecord,
  useRowAction,
  type ListFilter,
  type ListPaging,
} from '../../../components/list-page/index.js';
import { einvoicesQueryOptions } from '../api/get-einvoices.js';
import { useRetryEInvoice } from '../api/einvoice-writes.js';
import { useChainCheckControl } from './ChainCheck.js';
import { DayRange, dayOf } from './DayRange.js';
import { canRetry, EInvoiceDrawer, retriedText } from './EInvoiceDrawer.js';
import { einvoiceColumns } from './einvoice-columns.js';

const FILTERS = ['state', 'kind', 'from', 'to'] as const;

/** The list's filters and page as the API reads them (`pageSize`, no sort: newest first). */
const toQuery = ({ page, limit, q, state, kind, from, to }: EInvoiceListQuery & ListPaging): EInvoiceListQuery => ({
  page,
  pageSize: limit,
  ...(q ? { q } : {}),
  ...(state ? { state } : {}),
  ...(kind ? { kind } : {}),
  ...(dayOf(from) ? { from } : {}),
  ...(dayOf(to) ? { to } : {}),
});

/**
 * The e-invoices tab: search (document, invoice number or buyer), state, kind and issue days, a page of documents
 * newest first; a row opens its document (`?einvoice=<id>`) and a rejected or failed one can be sent again; the
 * header's button checks the whole chain.
 */
export function EInvoicesTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const page = useListPage({ filters: FILTERS, query: searchAndFilters }, (query) =>
    einvoicesQueryOptions(toQuery(query as EInvoiceListQuery & ListPaging)),
  );
  const [openId, open] = useOpenRecord('einvoice');
  const chain = useChainCheckControl();
  const retry = useRetryEInvoice();
  const act = useRowAction();
  const { view, show } = page;
  const filters: ListFilter[] = [
    {
      name: 'state',
      label: t('einvoices.columns.state'),
      allLabel: t('einvoices.filters.allStates'),
      values: EINVOICE_STATES,
      labelOf: (state) => t(`einvoices.states.${state}`),
      testId: 'einvoices-state',
    },
    {
      name: 'kind',
      label: t('einvoices.columns.kind'),
      allLabel: t('einvoices.filters.allKinds'),
      values: EINVOICE_KINDS,
      labelOf: (kind) => t(`einvoices.kinds.${kind}`),
      testId: 'einvoices-kind',
    },
  ];
  return (
    <ListPage
      name="einvoices"
      inTab
      page={page}
      buttons={{ more: chain.button }}
      filters={filters}
      moreFilters={
        <DayRange
          label={t('einvoices.filters.issued')}
          placeholder={[t('einvoices.filters.from'), t('einvoices.filters.to')]}
          from={dayOf(view.filters.from)}
          to={dayOf(view.filters.to)}
          onChange={(range) => show({ filters: range })}
          testId="einvoices-dates"
        />
      }
    >
      {chain.result}
      <ResponsiveTable<EInvoiceRow>
        rowKey={(row) => row.id}
        testId="einvoices-table"
        table={page.table}
        columns={einvoiceColumns(t, lang)}
        actionsWidth={96}
        actions={(row) => (
          <RowButtons>
            <RowButton
              label={t('einvoices.actions.view')}
              icon={<EyeOutlined />}
              onClick={() => open(row.id)}
              testId="einvoice-view"
            />
            {canRetry(row) ? (
              <RowButton
                label={t('einvoices.actions.retry')}
                icon={<ReloadOutlined />}
                onClick={() =>
                  act({
                    run: () => retry.mutateAsync(row.id),
                    success: (result) => retriedText(t, result as EInvoiceDetail),
                    detail: row.number ?? undefined,
                  })
                }
                testId="einvoice-row-retry"
              />
            ) : null}
          </RowButtons>
        )}
        rowAttributes={(row) => ({
          'data-einvoice': row.number ?? '',
          'data-invoice': row.invoiceNumber,
          'data-state': row.state,
          'data-kind': row.kind,
        })}
      />
      {openId ? <EInvoiceDrawer key={openId} id={openId} onClose={() => open(undefined)} /> : null}
    </ListPage>
  );
}

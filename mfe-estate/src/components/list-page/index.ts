export { ListFilters, type ListFilter } from './ListFilters.js';
export { ListPage, type ListPageButtons } from './ListPage.js';
export { PropertyFilter } from './PropertyFilter.js';
export { ResponsiveTable, type ListColumn } from './ResponsiveTable.js';
export { RowButton, RowButtons, RowLink } from './RowButton.js';
export { searchAndFilters, useListPage, type ListPaging } from './use-list-page.js';
export { useOpenRecord } from './use-open-record.js';
export { usePhoneLayout } from './use-phone-layout.js';
export { useRowAction, type RowAction } from './use-row-action.js';

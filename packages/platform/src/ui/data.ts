/**
 * The design system's data entry: tables. Loaded only by the areas that use them, never by the public pages'
 * first load. Date pickers have their own entry (`@estate/platform/ui-date`).
 */
// The design system's rules for these components, written at build (build/antd-styles.cjs).
import './generated/antd-data.css';

export { default as Table } from 'antd/es/table';
export type { ColumnType, TableProps } from 'antd/es/table';

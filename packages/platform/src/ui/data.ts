/**
 * The design system's data entry: tables, date pickers and uploads.
 * Loaded only by the areas that use them, never by the public pages' first load.
 */
// The design system's rules for these components, written at build (build/antd-styles.cjs).
import './generated/antd-data.css';

export { default as DatePicker } from 'antd/es/date-picker';
export { default as Table } from 'antd/es/table';
export { default as Upload } from 'antd/es/upload';

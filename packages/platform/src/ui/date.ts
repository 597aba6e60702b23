/**
 * The design system's date entry: the date picker (with its calendar panels), for the forms and filters that take a
 * date. Apart from the tables (`@estate/platform/ui-data`), so a list does not load a calendar it never opens.
 */
// The design system's rules for these components, written at build (build/antd-styles.cjs).
import './generated/antd-date.css';

export { default as DatePicker } from 'antd/es/date-picker';

/**
 * The design system's form entry: antd's Form, for sign-in screens and dialogs, without the weight
 * of tables and date pickers (`@estate/platform/ui-data`, `@estate/platform/ui-date`).
 */
// The design system's rules for these components, written at build (build/antd-styles.cjs).
import './generated/antd-form.css';

export { default as Form } from 'antd/es/form';

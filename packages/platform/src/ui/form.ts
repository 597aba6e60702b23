/**
 * The design system's form entry: antd's Form, for sign-in screens and dialogs, without the weight
 * of tables, date pickers and uploads (`@estate/platform/ui-data`).
 */
// The design system's rules for these components, written at build (build/antd-styles.cjs).
import './generated/antd-form.css';

export { default as Form } from 'antd/es/form';

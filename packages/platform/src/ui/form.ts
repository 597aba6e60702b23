/**
 * The design system's form entry: antd's Form, for sign-in screens and dialogs, without the weight
 * of tables, date pickers and uploads (`@estate/platform/ui-data`).
 */
export { default as Form } from 'antd/es/form';

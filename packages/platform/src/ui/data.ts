/**
 * The design system's data entry: tables, forms, pickers and dialogs for the back office.
 * Loaded only by the areas that use them, never by the public pages' first load.
 */
export { default as DatePicker } from 'antd/es/date-picker';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Form } from 'antd/es/form';
export { default as List } from 'antd/es/list';
export { default as Modal } from 'antd/es/modal';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Statistic } from 'antd/es/statistic';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Upload } from 'antd/es/upload';

/**
 * The design system's second entry: inputs, selects, cards, menus, pagination, tabs, dialogs, QR codes and the like,
 * the icons only such pages use, the pieces of a list of files uploaded as they are picked, and the signed-in
 * account's notification settings.
 * Loaded by the pages that use them, after the first paint of the public pages.
 */
// The design system's rules for these components, written at build (build/antd-styles.cjs).
import './generated/antd-extra.css';

export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { DesignSystemAppHolder } from './DesignSystemAppHolder.js';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Breadcrumb } from 'antd/es/breadcrumb';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Input } from 'antd/es/input';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Layout } from 'antd/es/layout';
export { default as List } from 'antd/es/list';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Pagination } from 'antd/es/pagination';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Progress } from 'antd/es/progress';
export { default as QRCode } from 'antd/es/qr-code';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Statistic } from 'antd/es/statistic';
export { default as Switch } from 'antd/es/switch';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';

export { default as ArrowLeftOutlined } from '@ant-design/icons/es/icons/ArrowLeftOutlined';
export { default as ArrowRightOutlined } from '@ant-design/icons/es/icons/ArrowRightOutlined';
export { default as DownloadOutlined } from '@ant-design/icons/es/icons/DownloadOutlined';
export { default as FilePdfOutlined } from '@ant-design/icons/es/icons/FilePdfOutlined';
export { default as UploadOutlined } from '@ant-design/icons/es/icons/UploadOutlined';
export { default as HistoryOutlined } from '@ant-design/icons/es/icons/HistoryOutlined';

export { UploadPicker, type UploadPickerProps } from './UploadPicker.js';
export { UploadRefusals } from './UploadRefusals.js';
export { UploadRow, type UploadRowProps } from './UploadRow.js';
export { UploadListField, type UploadListFieldProps } from './UploadListField.js';
export { SandboxCardFields, sandboxCardIds, sandboxCardOf, useSandboxCardRefusal } from './SandboxCardFields.js';
export {
  AUDIT_ACTION_NAMES,
  AUDIT_READER_ROLES,
  AUDIT_TARGET_TYPES,
  useAuditVocabulary,
  type AuditTargetType,
} from './audit/audit-vocabulary.js';
export {
  NotificationSettingsButton,
  NotificationSettingsDrawer,
} from './notification-settings/NotificationSettings.js';
export {
  getNotificationSettings,
  notificationSettingsQueryOptions,
  useNotificationSettings,
  useSaveNotificationSettings,
} from './notification-settings/notification-settings-api.js';
export {
  getRecordHistory,
  RecordHistoryButton,
  RecordHistoryDrawer,
  RECORD_HISTORY_PAGE_SIZE,
  useCanReadAuditLog,
  useRecordHistory,
  type RecordRef,
} from './audit/RecordHistory.js';

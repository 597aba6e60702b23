/**
 * The design system's light entry: the antd components every area needs, imported per
 * component so only these are shipped. Shared as one singleton module across the page.
 * Everything else comes from `@estate/platform/ui-extra` (inputs, selects, cards, menus, tabs, dialogs, and
 * the holder of antd's message, notification and modal for the staff areas' DesignSystemAppFrame)
 * `@estate/platform/ui-form` (forms), `@estate/platform/ui-data` (tables) and `@estate/platform/ui-date` (date pickers),
 * loaded by the pages that use them.
 */
// The design system's rules for these components, written at build (build/antd-styles.cjs).
import './generated/antd-ui.css';
import './styles.css';

export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Divider } from 'antd/es/divider';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as theme } from 'antd/es/theme';

export { default as AppstoreOutlined } from '@ant-design/icons/es/icons/AppstoreOutlined';
export { default as AuditOutlined } from '@ant-design/icons/es/icons/AuditOutlined';
export { default as BankOutlined } from '@ant-design/icons/es/icons/BankOutlined';
export { default as CalculatorOutlined } from '@ant-design/icons/es/icons/CalculatorOutlined';
export { default as SafetyCertificateOutlined } from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
export { default as ClockCircleOutlined } from '@ant-design/icons/es/icons/ClockCircleOutlined';
export { default as DashboardOutlined } from '@ant-design/icons/es/icons/DashboardOutlined';
export { default as EnvironmentOutlined } from '@ant-design/icons/es/icons/EnvironmentOutlined';
export { default as GlobalOutlined } from '@ant-design/icons/es/icons/GlobalOutlined';
export { default as HomeOutlined } from '@ant-design/icons/es/icons/HomeOutlined';
export { default as LogoutOutlined } from '@ant-design/icons/es/icons/LogoutOutlined';
export { default as MailOutlined } from '@ant-design/icons/es/icons/MailOutlined';
export { default as MenuOutlined } from '@ant-design/icons/es/icons/MenuOutlined';
export { default as PhoneOutlined } from '@ant-design/icons/es/icons/PhoneOutlined';
export { default as ReloadOutlined } from '@ant-design/icons/es/icons/ReloadOutlined';
export { default as SearchOutlined } from '@ant-design/icons/es/icons/SearchOutlined';
export { default as UserOutlined } from '@ant-design/icons/es/icons/UserOutlined';

export { AppProviders, type AppProvidersProps } from './app-providers.js';
export {
  DesignSystemAppFrame,
  provideDesignSystemAppHolder,
  type DesignSystemAppApi,
  type DesignSystemAppHolderProps,
} from './design-system-app.js';
export { NotFoundPage } from './pages/NotFoundPage.js';
export { StatusPage } from './pages/StatusPage.js';
export { AccessDeniedPage } from './pages/AccessDeniedPage.js';
export { RequireAuth, RequireRole } from './require-role.js';
export { OnDemandScreen, PageLoader } from './pages/PageLoader.js';
export { LoadError } from './LoadError.js';
export { SummaryCards, type SummaryCard } from './SummaryCards.js';
export { AfterFirstPaint } from './AfterFirstPaint.js';
export { ButtonLink } from './ButtonLink.js';
export { Ltr, type LtrProps } from './Ltr.js';
export { brandTheme } from './brand-theme.js';
export { AreaLayout, type AreaSection } from './AreaLayout.js';
export { SignInRequired, type SignInReason } from './SignInRequired.js';
export { useToast, showToast, type Toast } from './use-toast.js';
export { default as EyeOutlined } from '@ant-design/icons/es/icons/EyeOutlined';
export { default as EditOutlined } from '@ant-design/icons/es/icons/EditOutlined';
export { default as DeleteOutlined } from '@ant-design/icons/es/icons/DeleteOutlined';
export { default as PlusOutlined } from '@ant-design/icons/es/icons/PlusOutlined';
export { default as LockOutlined } from '@ant-design/icons/es/icons/LockOutlined';
export { default as EyeInvisibleOutlined } from '@ant-design/icons/es/icons/EyeInvisibleOutlined';

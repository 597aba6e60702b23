import { registerNamespace } from '@estate/platform';
import ar from '../../locales/ar/auth.json';
import en from '../../locales/en/auth.json';
import './auth.css';

registerNamespace('auth', { ar, en });

/** The auth screens, loaded on demand (they bring the form kit): see ShellRoutes. */
export { LoginPage } from './components/LoginPage.js';
export { RegisterPage } from './components/RegisterPage.js';
export { ForgotPasswordPage } from './components/ForgotPasswordPage.js';
export { ResetPasswordPage } from './components/ResetPasswordPage.js';

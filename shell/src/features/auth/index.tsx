import './setup.js';

/** The account screens that bring the form kit, loaded on demand: see ShellRoutes. */
export { RegisterPage } from './components/RegisterPage.js';
export { ForgotPasswordPage } from './components/ForgotPasswordPage.js';
export { ResetPasswordPage } from './components/ResetPasswordPage.js';

import './setup.js';

/** The sign-in screen on its own: plain controls, so it loads without the form kit the other screens bring. */
export { LoginPage } from './components/LoginPage.js';

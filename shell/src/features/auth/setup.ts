import { registerNamespace } from '@estate/platform';
import ar from '../../locales/ar/auth.json';
import en from '../../locales/en/auth.json';
import './auth.css';

registerNamespace('auth', { ar, en });

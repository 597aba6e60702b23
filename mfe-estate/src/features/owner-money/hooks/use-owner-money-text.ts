import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@estate/platform';
import ar from '../../../locales/ar/owner-money.json';
import en from '../../../locales/en/owner-money.json';

/**
 * The section's words (locales/{ar,en}/owner-money.json). They are registered here, as their own namespace, rather
 * than spread into `estate` in routes.tsx: that file was being changed by another piece of work at the time. Moving
 * them into `estate` is the two spreads there and `OWNER_MONEY_NS = 'estate'`.
 */
const OWNER_MONEY_NS = 'owner-money';
registerNamespace(OWNER_MONEY_NS, { ar, en });

/** `t` for the owner-money strings (keys under `ownerMoney.`). */
export const useOwnerMoneyText = () => useTranslation(OWNER_MONEY_NS, { keyPrefix: 'ownerMoney' });

import { useTranslation } from 'react-i18next';

/** `t` for the owner's money section (locales/{ar,en}/owner-money.json, in the `estate` namespace, under `ownerMoney.`). */
export const useOwnerMoneyText = () => useTranslation('estate', { keyPrefix: 'ownerMoney' });

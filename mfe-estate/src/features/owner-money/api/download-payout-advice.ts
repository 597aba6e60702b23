import type { Language, OwnerPayout } from '@estate/contracts';
import { downloadFile } from '@estate/platform';
import { ownerMoneyPaths } from './owner-money-keys.js';

/** Downloads a payout's advice PDF in the page's language (`OPO-2026-000001-ar.pdf` when the server names none). */
export const downloadPayoutAdvice = (payout: OwnerPayout, lang: Language) =>
  downloadFile(ownerMoneyPaths.advice(payout.ownerId, payout.id), { lang }, `${payout.payoutNumber}-${lang}.pdf`);

import type { Language, OwnerPayout } from '@estate/contracts';
import { downloadFile } from '@estate/platform';
import { OWNER_API } from './owner-keys.js';

/** Downloads a payout's advice PDF in the page's language (`OPO-2026-000001-ar.pdf` when the server names none). */
export const downloadPayoutAdvice = (payout: OwnerPayout, lang: Language) =>
  downloadFile(OWNER_API.payoutAdvice(payout.id), { lang }, `${payout.payoutNumber}-${lang}.pdf`);

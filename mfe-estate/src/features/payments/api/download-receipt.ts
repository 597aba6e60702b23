import { PAYMENTS_API, type Language } from '@estate/contracts';
import { downloadFile } from '@estate/platform';

/** Downloads a payment's receipt PDF in the page's language (the server names the file). */
export const downloadReceipt = (paymentId: string, receiptNumber: string, lang: Language) =>
  downloadFile(PAYMENTS_API.receipt(paymentId), { lang }, `${receiptNumber}-${lang}.pdf`);

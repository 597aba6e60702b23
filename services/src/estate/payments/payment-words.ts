import type { BilingualText, InvoiceStatus, InvoiceType, Language, PaymentMethod } from '@estate/contracts';

/** The words of the payments' choices in both languages, for receipts, exports and mails. */
export const INVOICE_TYPE_WORDS: Record<InvoiceType, BilingualText> = {
  rent: { ar: 'إيجار', en: 'Rent' },
  deposit: { ar: 'تأمين', en: 'Deposit' },
  maintenance: { ar: 'صيانة', en: 'Maintenance' },
  penalty: { ar: 'غرامة تأخير', en: 'Late fee' },
  refund: { ar: 'استرداد', en: 'Refund' },
};

export const INVOICE_STATUS_WORDS: Record<InvoiceStatus, BilingualText> = {
  pending: { ar: 'معلقة', en: 'Pending' },
  paid: { ar: 'مدفوعة', en: 'Paid' },
  overdue: { ar: 'متأخرة', en: 'Overdue' },
  cancelled: { ar: 'ملغاة', en: 'Cancelled' },
};

export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, BilingualText> = {
  cash: { ar: 'نقدًا', en: 'Cash' },
  bank_transfer: { ar: 'تحويل بنكي', en: 'Bank transfer' },
  check: { ar: 'شيك', en: 'Check' },
  card: { ar: 'بطاقة', en: 'Card' },
  deposit: { ar: 'من التأمين', en: 'From the deposit' },
  ejar: { ar: 'عبر إيجار (مدى / سداد)', en: 'Through Ejar (mada / SADAD)' },
};

/** An amount in SAR with thousands separators and 2 decimals, with the currency's name in the language. */
export const money = (amount: number, lang: Language) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${lang === 'ar' ? 'ر.س' : 'SAR'}`;

import type { PaymentInvoiceDetail } from '@estate/contracts';
import { escapeHtml } from '../../common/mail/escape-html.js';
import { INVOICE_TYPE_WORDS, money } from './payment-words.js';

/**
 * A payment reminder: one mail in both languages (Arabic first: the tenant's language is not recorded, Arabic is
 * the site's default), and the words of the notification to the tenant's account.
 */
export function reminderMail(invoice: PaymentInvoiceDetail) {
  const left = invoice.outstandingAmount;
  const fee = invoice.lateFee;
  const ar = {
    title: `تذكير بسداد الفاتورة ${invoice.invoiceNumber}`,
    message:
      `المبلغ المستحق ${money(left, 'ar')} عن ${INVOICE_TYPE_WORDS[invoice.type].ar} العقد ${invoice.contractNumber}، ` +
      `تاريخ الاستحقاق ${invoice.dueDate}` +
      (fee > 0 ? `، وغرامة التأخير حتى اليوم ${money(fee, 'ar')} (${invoice.daysOverdue} يومًا)` : ''),
  };
  const en = {
    title: `Payment reminder: invoice ${invoice.invoiceNumber}`,
    message:
      `${money(left, 'en')} is due on the ${INVOICE_TYPE_WORDS[invoice.type].en.toLowerCase()} of contract ` +
      `${invoice.contractNumber}, due date ${invoice.dueDate}` +
      (fee > 0 ? `; late fee to date ${money(fee, 'en')} (${invoice.daysOverdue} days)` : ''),
  };
  const arName = invoice.tenantName;
  const enName = invoice.tenantNameEn ?? invoice.tenantName;
  const text = [
    `عزيزي/عزيزتي ${arName}،`,
    `${ar.message}.`,
    'نرجو السداد في أقرب وقت. إن كنت قد سددت فتجاهل هذه الرسالة.',
    '',
    '—',
    '',
    `Dear ${enName},`,
    `${en.message}.`,
    'Please pay at your earliest convenience. If you have paid already, please ignore this message.',
  ].join('\n');
  const html =
    `<div dir="rtl" lang="ar"><p>عزيزي/عزيزتي ${escapeHtml(arName)}،</p><p>${escapeHtml(ar.message)}.</p>` +
    '<p>نرجو السداد في أقرب وقت. إن كنت قد سددت فتجاهل هذه الرسالة.</p></div><hr>' +
    `<div dir="ltr" lang="en"><p>Dear ${escapeHtml(enName)},</p><p>${escapeHtml(en.message)}.</p>` +
    '<p>Please pay at your earliest convenience. If you have paid already, please ignore this message.</p></div>';
  return {
    mail: { subject: `${ar.title} | ${en.title}`, text, html },
    notification: { ar, en },
  };
}

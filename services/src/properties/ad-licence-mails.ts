import { escapeHtml } from '../common/mail/escape-html.js';

/** A withdrawn listing as its agent's mail names it. */
export interface MailedListing {
  title: string;
  titleEn: string | null;
  adLicenseNumber: string | null;
  /** YYYY-MM-DD. */
  expiresOn: string;
  /** The listing management screen, filtered to this listing's licence. */
  link: string;
}

/**
 * To the listing's agent once the ad-licence job withdrew it, in both languages (Arabic first, the site's default):
 * what happened, why (the rule), and what to do (renew the licence, enter its new expiry, publish again).
 */
export function adLicenceExpiredMail(
  name: string,
  listing: MailedListing,
): { subject: string; text: string; html: string } {
  const titleEn = listing.titleEn ?? listing.title;
  const licence = listing.adLicenseNumber ?? '—';
  const ar =
    `سُحب إعلان "${listing.title}" من الموقع لانتهاء ترخيص الإعلان رقم ${licence} في ${listing.expiresOn}. ` +
    'لا يُنشر إعلان عقاري إلا بترخيص إعلان ساري من الهيئة العامة للعقار. جدّد الترخيص ثم أدخل تاريخ انتهائه الجديد وانشر الإعلان مرة أخرى.';
  const en =
    `The listing "${titleEn}" has been withdrawn from the site: its ad licence ${licence} expired on ${listing.expiresOn}. ` +
    'A property ad is published only with a valid REGA ad licence. Renew the licence, enter its new expiry date and publish the listing again.';
  const link = { ar: 'إدارة الإعلان', en: 'Manage the listing' };
  const text = [`مرحباً ${name}،`, ar, listing.link, '', '—', '', `Hello ${name},`, en, listing.link].join('\n');
  const safeName = escapeHtml(name);
  const href = escapeHtml(listing.link);
  const html =
    `<div dir="rtl" lang="ar"><p>مرحباً ${safeName}،</p><p>${escapeHtml(ar)}</p>` +
    `<p><a href="${href}">${link.ar}</a></p></div><hr>` +
    `<div dir="ltr" lang="en"><p>Hello ${safeName},</p><p>${escapeHtml(en)}</p>` +
    `<p><a href="${href}">${link.en}</a></p></div>`;
  return {
    subject: `سحب إعلان لانتهاء ترخيصه: ${listing.title} | Listing withdrawn, ad licence expired: ${titleEn}`,
    text,
    html,
  };
}

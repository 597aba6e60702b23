import { escapeHtml } from '../common/mail/escape-html.js';

/** An auction as its mails name it. */
export interface MailedAuction {
  title: string;
  titleEn: string | null;
  link: string;
}

interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const sar = (amount: string | number, lang: 'ar' | 'en') =>
  `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${lang === 'ar' ? 'ر.س' : 'SAR'}`;

/** One mail in both languages, Arabic first (the bidder's language is not recorded; Arabic is the site's default). */
function bilingual(
  name: string,
  subject: { ar: string; en: string },
  body: { ar: string; en: string },
  link: { href: string; ar: string; en: string },
): MailContent {
  const text = [`مرحباً ${name}،`, body.ar, link.href, '', '—', '', `Hello ${name},`, body.en, link.href].join('\n');
  const safeName = escapeHtml(name);
  const href = escapeHtml(link.href);
  const html =
    `<div dir="rtl" lang="ar"><p>مرحباً ${safeName}،</p><p>${escapeHtml(body.ar)}</p>` +
    `<p><a href="${href}">${link.ar}</a></p></div><hr>` +
    `<div dir="ltr" lang="en"><p>Hello ${safeName},</p><p>${escapeHtml(body.en)}</p>` +
    `<p><a href="${href}">${link.en}</a></p></div>`;
  return { subject: `${subject.ar} | ${subject.en}`, text, html };
}

const auctionLink = (auction: MailedAuction) => ({ href: auction.link, ar: 'عرض المزاد', en: 'View the auction' });

/** To the bidder who held the highest bid until someone bid more. */
export function outbidMail(name: string, auction: MailedAuction, currentBid: string, minimumBid: string): MailContent {
  const titleEn = auction.titleEn ?? auction.title;
  return bilingual(
    name,
    { ar: `تمت المزايدة على عرضك في ${auction.title}`, en: `You have been outbid on ${titleEn}` },
    {
      ar: `قدّم مزايد آخر عرضاً أعلى في مزاد "${auction.title}". أعلى عرض الآن ${sar(currentBid, 'ar')}، وأقل عرض تالٍ ${sar(minimumBid, 'ar')}.`,
      en: `Another bidder placed a higher bid in the auction "${titleEn}". The highest bid is now ${sar(currentBid, 'en')}; the next bid must be at least ${sar(minimumBid, 'en')}.`,
    },
    auctionLink(auction),
  );
}

/** To the highest bidder once the auction ended sold. */
export function wonMail(name: string, auction: MailedAuction, amount: string): MailContent {
  const titleEn = auction.titleEn ?? auction.title;
  return bilingual(
    name,
    { ar: `فزت بمزاد ${auction.title}`, en: `You won the auction ${titleEn}` },
    {
      ar: `انتهى مزاد "${auction.title}" وعرضك ${sar(amount, 'ar')} هو الأعلى. سيتواصل معك الوسيط العقاري لإتمام البيع.`,
      en: `The auction "${titleEn}" has ended and your bid of ${sar(amount, 'en')} is the highest. The listing's agent will contact you to complete the sale.`,
    },
    auctionLink(auction),
  );
}

/** To the listing's agent once the auction ended: sold (to whom, for how much) or unsold. */
export function agentOutcomeMail(
  name: string,
  auction: MailedAuction,
  outcome:
    { sold: true; amount: string; winner: { name: string; email: string } } | { sold: false; highest: string | null },
): MailContent {
  const titleEn = auction.titleEn ?? auction.title;
  if (outcome.sold) {
    return bilingual(
      name,
      { ar: `بيع في المزاد: ${auction.title}`, en: `Sold at auction: ${titleEn}` },
      {
        ar: `انتهى مزاد "${auction.title}" ببيع العقار بمبلغ ${sar(outcome.amount, 'ar')} إلى ${outcome.winner.name} (${outcome.winner.email}).`,
        en: `The auction "${titleEn}" ended sold for ${sar(outcome.amount, 'en')} to ${outcome.winner.name} (${outcome.winner.email}).`,
      },
      auctionLink(auction),
    );
  }
  const highest = outcome.highest;
  return bilingual(
    name,
    { ar: `انتهى المزاد دون بيع: ${auction.title}`, en: `Auction ended unsold: ${titleEn}` },
    {
      ar:
        highest === null
          ? `انتهى مزاد "${auction.title}" دون أي عرض.`
          : `انتهى مزاد "${auction.title}" دون بيع: أعلى عرض ${sar(highest, 'ar')} لم يبلغ السعر الأدنى المقبول.`,
      en:
        highest === null
          ? `The auction "${titleEn}" ended without any bid.`
          : `The auction "${titleEn}" ended unsold: the highest bid, ${sar(highest, 'en')}, did not reach the reserve price.`,
    },
    auctionLink(auction),
  );
}

/** To the winner, once, before the balance of the price is due (the deposit already applied to it). */
export function balanceDueMail(
  name: string,
  auction: MailedAuction,
  balance: { price: string; deposit: string; dueAt: Date },
): MailContent {
  const titleEn = auction.titleEn ?? auction.title;
  const rest = Number(balance.price) - Number(balance.deposit);
  const due = (lang: 'ar' | 'en') =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Riyadh',
    }).format(balance.dueAt);
  return bilingual(
    name,
    { ar: `تذكير بسداد باقي ثمن ${auction.title}`, en: `Reminder: the balance of ${titleEn} is due` },
    {
      ar: `طُبّق تأمينك ${sar(balance.deposit, 'ar')} على ثمن مزاد "${auction.title}" البالغ ${sar(balance.price, 'ar')}. يُستحق الباقي ${sar(rest, 'ar')} قبل ${due('ar')} بتوقيت الرياض.`,
      en: `Your deposit of ${sar(balance.deposit, 'en')} was applied to the price of the auction "${titleEn}", ${sar(balance.price, 'en')}. The balance of ${sar(rest, 'en')} is due before ${due('en')} Riyadh time.`,
    },
    auctionLink(auction),
  );
}

/** To each member of staff when settlement finds an auction's bid log broken (the auction is left unsettled). */
export function bidLogBrokenMail(name: string, auction: MailedAuction, ordinal: number): MailContent {
  const titleEn = auction.titleEn ?? auction.title;
  return bilingual(
    name,
    { ar: `سجل العروض غير سليم: ${auction.title}`, en: `Bid log broken: ${titleEn}` },
    {
      ar: `انتهى مزاد "${auction.title}" لكن سجل عروضه لا يجتاز التحقق عند العرض رقم ${ordinal}: لم تتم تسوية المزاد. راجع السجل قبل إعلان النتيجة.`,
      en: `The auction "${titleEn}" has ended but its bid log fails verification at bid ${ordinal}: it has not been settled. Review the log before the outcome is announced.`,
    },
    auctionLink(auction),
  );
}

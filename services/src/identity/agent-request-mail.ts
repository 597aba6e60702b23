import type { AgentRequestDecision } from '@estate/contracts';
import { escapeHtml } from '../common/mail/escape-html.js';

/** The bilingual message telling a user what became of their request for an agent account (Arabic first). */
export function agentRequestMail(
  name: string,
  decision: AgentRequestDecision['decision'],
  loginLink: string,
): { subject: string; text: string; html: string } {
  const approved = decision === 'approved';
  const subject = approved
    ? 'تمت الموافقة على حساب الوسيط | Your agent account is approved'
    : 'طلب حساب الوسيط | Your agent account request';
  const ar = approved
    ? 'تمت الموافقة على طلبك لحساب وسيط عقاري. سجّل الدخول من جديد لتصل إلى إدارة العقارات المسندة إليك.'
    : 'نعتذر، لم تتم الموافقة على طلبك لحساب وسيط عقاري. يبقى حسابك كمستخدم مسجل كما هو.';
  const en = approved
    ? 'Your request for a real-estate agent account is approved. Sign in again to manage the listings assigned to you.'
    : 'We are sorry: your request for a real-estate agent account was not approved. Your account stays a registered user account.';
  const text = [`مرحباً ${name}،`, ar, loginLink, '', `Hello ${name},`, en, loginLink].join('\n');
  const safeName = escapeHtml(name);
  const safeLink = escapeHtml(loginLink);
  const html = `<div dir="rtl" lang="ar"><p>مرحباً ${safeName}،</p><p>${ar}</p><p><a href="${safeLink}">تسجيل الدخول</a></p></div><hr><div dir="ltr" lang="en"><p>Hello ${safeName},</p><p>${en}</p><p><a href="${safeLink}">Sign in</a></p></div>`;
  return { subject, text, html };
}

import { PASSWORD_RESET_TTL_MINUTES } from '@estate/contracts';
import { escapeHtml } from '../common/mail/escape-html.js';

/** The bilingual password reset message (Arabic first). */
export function passwordResetMail(name: string, link: string): { subject: string; text: string; html: string } {
  const subject = 'إعادة تعيين كلمة المرور | Reset your password';
  const text = [
    `مرحباً ${name}،`,
    `طلبت إعادة تعيين كلمة المرور. افتح الرابط التالي خلال ${PASSWORD_RESET_TTL_MINUTES} دقيقة (يُستخدم مرة واحدة):`,
    link,
    'إن لم تطلب ذلك فتجاهل هذه الرسالة.',
    '',
    `Hello ${name},`,
    `You asked to reset your password. Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes (it works once):`,
    link,
    'If you did not ask for this, ignore this message.',
  ].join('\n');
  const safeName = escapeHtml(name);
  const safeLink = escapeHtml(link);
  const html = `<div dir="rtl" lang="ar"><p>مرحباً ${safeName}،</p><p>طلبت إعادة تعيين كلمة المرور. افتح الرابط خلال ${PASSWORD_RESET_TTL_MINUTES} دقيقة (يُستخدم مرة واحدة):</p><p><a href="${safeLink}">إعادة تعيين كلمة المرور</a></p><p>إن لم تطلب ذلك فتجاهل هذه الرسالة.</p></div><hr><div dir="ltr" lang="en"><p>Hello ${safeName},</p><p>You asked to reset your password. Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes (it works once):</p><p><a href="${safeLink}">Reset your password</a></p><p>If you did not ask for this, ignore this message.</p></div>`;
  return { subject, text, html };
}

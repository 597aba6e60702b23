import { escapeHtml } from '../../common/mail/escape-html.js';

/** The bilingual notice (Arabic first) that an account's password was changed, with what to do if it was not them. */
export function passwordChangedMail(name: string, resetLink: string): { subject: string; text: string; html: string } {
  const subject = 'تم تغيير كلمة المرور | Your password was changed';
  const text = [
    `مرحباً ${name}،`,
    'تم تغيير كلمة مرور حسابك، وأُنهيت جلساتك على الأجهزة الأخرى.',
    'إن لم تقم بذلك فأعد تعيين كلمة المرور فوراً من الرابط التالي:',
    resetLink,
    '',
    `Hello ${name},`,
    'The password of your account was changed, and your sessions on other devices were ended.',
    'If this was not you, reset your password at once:',
    resetLink,
  ].join('\n');
  const safeName = escapeHtml(name);
  const safeLink = escapeHtml(resetLink);
  const html = `<div dir="rtl" lang="ar"><p>مرحباً ${safeName}،</p><p>تم تغيير كلمة مرور حسابك، وأُنهيت جلساتك على الأجهزة الأخرى.</p><p>إن لم تقم بذلك فأعد تعيين كلمة المرور فوراً: <a href="${safeLink}">إعادة تعيين كلمة المرور</a></p></div><hr><div dir="ltr" lang="en"><p>Hello ${safeName},</p><p>The password of your account was changed, and your sessions on other devices were ended.</p><p>If this was not you, reset your password at once: <a href="${safeLink}">Reset your password</a></p></div>`;
  return { subject, text, html };
}

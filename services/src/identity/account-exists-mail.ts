import { escapeHtml } from '../common/mail/escape-html.js';

/**
 * The bilingual message (Arabic first) to the owner of an account when someone registers with its email: the
 * registration answers as if an account was made, so only the mailbox's owner learns the address is taken.
 */
export function accountExistsMail(
  name: string,
  links: { login: string; reset: string },
): { subject: string; text: string; html: string } {
  const subject = 'محاولة تسجيل ببريدك | Someone tried to register with your email';
  const ar = {
    tried: 'حاول أحدهم إنشاء حساب جديد ببريدك الإلكتروني، ولديك حساب به من قبل، فلم يُنشأ حساب آخر.',
    you: 'إن كنت أنت، فسجّل الدخول بحسابك، أو أعد تعيين كلمة المرور إن نسيتها:',
    notYou: 'إن لم تكن أنت فتجاهل هذه الرسالة؛ لم يتغير شيء في حسابك.',
  };
  const en = {
    tried: 'Someone tried to create a new account with your email. You already have one, so no other account was made.',
    you: 'If it was you, sign in to your account, or reset your password if you forgot it:',
    notYou: 'If it was not you, ignore this message; nothing changed on your account.',
  };
  const text = [
    `مرحباً ${name}،`,
    ar.tried,
    ar.you,
    links.login,
    links.reset,
    ar.notYou,
    '',
    `Hello ${name},`,
    en.tried,
    en.you,
    links.login,
    links.reset,
    en.notYou,
  ].join('\n');
  const safeName = escapeHtml(name);
  const login = escapeHtml(links.login);
  const reset = escapeHtml(links.reset);
  const html =
    `<div dir="rtl" lang="ar"><p>مرحباً ${safeName}،</p><p>${ar.tried}</p><p>${ar.you}</p>` +
    `<p><a href="${login}">تسجيل الدخول</a> · <a href="${reset}">إعادة تعيين كلمة المرور</a></p><p>${ar.notYou}</p></div>` +
    `<hr><div dir="ltr" lang="en"><p>Hello ${safeName},</p><p>${en.tried}</p><p>${en.you}</p>` +
    `<p><a href="${login}">Sign in</a> · <a href="${reset}">Reset your password</a></p><p>${en.notYou}</p></div>`;
  return { subject, text, html };
}

import type { Locale } from '../../../domain/schemas/account';
import { translatorFor } from '../../i18n';
import type { EmailMessage } from '../../lib/mail';

export function welcomeEmail(p: {
  userId: string;
  email: string;
  username: string;
  locale: Locale;
  loginUrl: string;
}): EmailMessage {
  const t = translatorFor(p.locale);
  return {
    dedupeKey: `welcome:${p.userId}`,
    to: p.email,
    subject: t('email.welcome.subject', { username: p.username }),
    text: [
      t('email.greeting', { username: p.username }),
      '',
      t('email.welcome.body', { url: p.loginUrl }),
      '',
      t('email.signature'),
    ].join('\n'),
  };
}

export function passwordResetEmail(p: {
  email: string;
  username: string;
  locale: Locale;
  url: string;
}): EmailMessage {
  const t = translatorFor(p.locale);
  return {
    // Each request carries its own token, so each gets its own email.
    dedupeKey: `reset:${p.url}`,
    to: p.email,
    subject: t('email.resetPassword.subject'),
    text: [
      t('email.greeting', { username: p.username }),
      '',
      t('email.resetPassword.body'),
      p.url,
      '',
      t('email.resetPassword.ignore'),
      '',
      t('email.signature'),
    ].join('\n'),
  };
}

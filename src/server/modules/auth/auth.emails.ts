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

/** To the new address: the link that makes the change of email take effect. */
export function emailChangeConfirmEmail(p: {
  newEmail: string;
  username: string;
  locale: Locale;
  url: string;
}): EmailMessage {
  const t = translatorFor(p.locale);
  return {
    dedupeKey: `email-change:${p.url}`,
    to: p.newEmail,
    subject: t('email.emailChange.confirmSubject'),
    text: [
      t('email.greeting', { username: p.username }),
      '',
      t('email.emailChange.confirmBody'),
      p.url,
      '',
      t('email.emailChange.confirmIgnore'),
      '',
      t('email.signature'),
    ].join('\n'),
  };
}

/** To the old address: a change of email was asked for (so a takeover cannot go unnoticed). */
export function emailChangeNoticeEmail(p: {
  userId: string;
  oldEmail: string;
  newEmail: string;
  username: string;
  locale: Locale;
  requestId: string;
}): EmailMessage {
  const t = translatorFor(p.locale);
  return {
    dedupeKey: `email-change-notice:${p.userId}:${p.requestId}`,
    to: p.oldEmail,
    subject: t('email.emailChange.noticeSubject'),
    text: [
      t('email.greeting', { username: p.username }),
      '',
      t('email.emailChange.noticeBody', { newEmail: p.newEmail }),
      '',
      t('email.emailChange.noticeNotYou'),
      '',
      t('email.signature'),
    ].join('\n'),
  };
}

/** To the account's address: its password was changed in the settings. */
export function passwordChangedEmail(p: {
  userId: string;
  email: string;
  username: string;
  locale: Locale;
  requestId: string;
}): EmailMessage {
  const t = translatorFor(p.locale);
  return {
    dedupeKey: `password-changed:${p.userId}:${p.requestId}`,
    to: p.email,
    subject: t('email.passwordChanged.subject'),
    text: [
      t('email.greeting', { username: p.username }),
      '',
      t('email.passwordChanged.body'),
      '',
      t('email.passwordChanged.notYou'),
      '',
      t('email.signature'),
    ].join('\n'),
  };
}

import type { TFunction } from 'i18next';
import type { Locale } from '../../../domain/schemas/account';
import { letterText, translatorFor } from '../../i18n';
import type { EmailMessage } from '../../lib/mail';

// The account emails: each says who receives it, its dedupe key (one email per event), its subject
// and its paragraphs, in the recipient's language; the greeting and signature come from letterText.

type Recipient = { email: string; username: string; locale: Locale };

function accountEmail(
  to: Recipient,
  dedupeKey: string,
  compose: (t: TFunction) => { subject: string; paragraphs: (string | string[])[] },
): EmailMessage {
  const t = translatorFor(to.locale);
  const { subject, paragraphs } = compose(t);
  return { dedupeKey, to: to.email, subject, text: letterText(t, to.username, paragraphs) };
}

export const welcomeEmail = (p: Recipient & { userId: string; loginUrl: string }) =>
  accountEmail(p, `welcome:${p.userId}`, (t) => ({
    subject: t('email.welcome.subject', { username: p.username }),
    paragraphs: [t('email.welcome.body', { url: p.loginUrl })],
  }));

// Each request carries its own token, so each gets its own email.
export const passwordResetEmail = (p: Recipient & { url: string }) =>
  accountEmail(p, `reset:${p.url}`, (t) => ({
    subject: t('email.resetPassword.subject'),
    paragraphs: [[t('email.resetPassword.body'), p.url], t('email.resetPassword.ignore')],
  }));

/** To the new address: the link that makes the change of email take effect. */
export const emailChangeConfirmEmail = (p: {
  newEmail: string;
  username: string;
  locale: Locale;
  url: string;
}) =>
  accountEmail({ ...p, email: p.newEmail }, `email-change:${p.url}`, (t) => ({
    subject: t('email.emailChange.confirmSubject'),
    paragraphs: [[t('email.emailChange.confirmBody'), p.url], t('email.emailChange.confirmIgnore')],
  }));

/** To the old address: a change of email was asked for (so a takeover cannot go unnoticed). */
export const emailChangeNoticeEmail = (p: {
  userId: string;
  oldEmail: string;
  newEmail: string;
  username: string;
  locale: Locale;
  requestId: string;
}) =>
  accountEmail({ ...p, email: p.oldEmail }, `email-change-notice:${p.userId}:${p.requestId}`, (t) => ({
    subject: t('email.emailChange.noticeSubject'),
    paragraphs: [
      t('email.emailChange.noticeBody', { newEmail: p.newEmail }),
      t('email.emailChange.noticeNotYou'),
    ],
  }));

/** To the account's address: its password was changed in the settings. */
export const passwordChangedEmail = (p: Recipient & { userId: string; requestId: string }) =>
  accountEmail(p, `password-changed:${p.userId}:${p.requestId}`, (t) => ({
    subject: t('email.passwordChanged.subject'),
    paragraphs: [t('email.passwordChanged.body'), t('email.passwordChanged.notYou')],
  }));

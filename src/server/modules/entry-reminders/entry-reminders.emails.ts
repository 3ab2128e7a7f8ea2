import { endDayOf, longDayText } from '../../../domain/contest-dates';
import { reminderDaysLeft } from '../../../domain/reminders';
import type { Locale } from '../../../domain/schemas/account';
import { translatorFor } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { EmailMessage } from '../../lib/mail';

/** One reminder per (contest, participant), ever: the email's dedupe key. */
export function reminderDedupeKey(contestId: string, userId: string): string {
  return `reminder:${contestId}:${userId}`;
}

export function reminderEmail(p: {
  contestId: string;
  contestTitle: string;
  category: 'photo' | 'video';
  deadline: Date;
  userId: string;
  username: string;
  email: string;
  locale: Locale;
  left: number;
  items: number;
  publicUrl: string;
  unsubscribeUrl: string;
  /** When it is sent: the subject counts the calendar days left from then. */
  now: Date;
}): EmailMessage {
  const t = translatorFor(p.locale);
  const url = `${p.publicUrl}/participant/contests`;
  const greeting = t('email.greeting', { username: p.username });
  const signature = t('email.signature');
  const body = t(p.category === 'photo' ? 'email.reminder.bodyPhotos' : 'email.reminder.bodyFilms', {
    count: p.left,
    items: p.items,
    contest: p.contestTitle,
  });
  const closes = t('email.reminder.closes', { day: longDayText(endDayOf(p.deadline), p.locale) });
  const unsubscribe = t('email.reminder.unsubscribe', { url: p.unsubscribeUrl });
  return {
    dedupeKey: reminderDedupeKey(p.contestId, p.userId),
    to: p.email,
    subject: t('email.reminder.subject', {
      contest: p.contestTitle,
      count: reminderDaysLeft(p.deadline, p.now),
    }),
    text: [
      greeting,
      '',
      body,
      closes,
      '',
      t('email.reminder.see', { url }),
      '',
      signature,
      '',
      unsubscribe,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)} ${escapeHtml(closes)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('email.reminder.link'))}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
      `<p style="font-size:12px;color:#495057">${escapeHtml(t('email.reminder.unsubscribeLead'))} <a href="${escapeHtml(p.unsubscribeUrl)}">${escapeHtml(t('email.reminder.unsubscribeLink'))}</a></p>`,
    ].join('\n'),
  };
}

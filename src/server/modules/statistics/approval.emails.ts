import type { ContestCategory } from '../../../domain/packages';
import type { Locale } from '../../../domain/schemas/account';
import { letterText, translatorFor } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { EmailMessage } from '../../lib/mail';
import { approvalDedupeKey } from './statistics.repo';

/**
 * The approval email of one participant (spec section 4: sent to approved participants, once each),
 * in their language. Its dedupe key makes it once per (contest, participant) for good.
 */
export function approvalEmail(p: {
  contestId: string;
  contestTitle: string;
  category: ContestCategory;
  userId: string;
  username: string;
  email: string;
  locale: Locale;
  entries: number;
  publicUrl: string;
  /** The contest's results are already out: the email says so instead of "when published". */
  isPublished?: boolean;
}): EmailMessage {
  const t = translatorFor(p.locale);
  const url = `${p.publicUrl}/participant/submissions`;
  const resultsKey = p.isPublished ? 'email.approval.resultsOut' : 'email.approval.results';
  const vars = { contest: p.contestTitle, count: p.entries };
  const news = t(p.category === 'photo' ? 'email.approval.photos' : 'email.approval.films', vars);
  const greeting = t('email.greeting', { username: p.username });
  const signature = t('email.signature');
  const escapedVars = { contest: escapeHtml(p.contestTitle), count: p.entries };
  const htmlNews = t(p.category === 'photo' ? 'email.approval.photos' : 'email.approval.films', escapedVars);
  return {
    dedupeKey: approvalDedupeKey(p.contestId, p.userId),
    to: p.email,
    subject: t('email.approval.subject', { contest: p.contestTitle }),
    text: letterText(t, p.username, [news, t(resultsKey, { url })]),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${htmlNews}</p>`,
      ...(p.isPublished ? [`<p>${escapeHtml(t(resultsKey, { url }))}</p>`] : []),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('email.approval.link'))}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}

import type { Currency } from '../../../domain/packages';
import type { Locale } from '../../../domain/schemas/account';
import { letterText, translatorFor } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { EmailMessage } from '../../lib/mail';

// The receipt of a confirmed payment or of a refund, in the participant's language. The
// dedupe key names the event, so a notification applied twice sends one receipt.

export function formatAmount(amount: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'pt-BR', { style: 'currency', currency }).format(
    amount,
  );
}

export function receiptEmail(p: {
  kind: 'paid' | 'refunded';
  paymentId: string;
  providerPaymentId: string;
  /** Paid: the amount paid; refunded: the amount returned by this refund. */
  amount: number;
  /** For a refund: everything refunded of the payment so far (one receipt per refund). */
  refundedTotal: number;
  currency: Currency;
  to: string;
  username: string;
  locale: Locale;
  contestTitle: string;
  publicUrl: string;
}): EmailMessage {
  const t = translatorFor(p.locale);
  const vars = {
    contest: p.contestTitle,
    amount: formatAmount(p.amount, p.currency, p.locale),
    reference: p.providerPaymentId,
  };
  const body = t(p.kind === 'paid' ? 'email.receipt.paid' : 'email.receipt.refunded', vars);
  const reference = t('email.receipt.reference', vars);
  const url = `${p.publicUrl}/participant/contests`;
  const dedupeKey =
    p.kind === 'paid'
      ? `payment-receipt:${p.paymentId}`
      : `payment-refund:${p.paymentId}:${Math.round(p.refundedTotal * 100)}`;
  return {
    dedupeKey,
    to: p.to,
    subject: t(p.kind === 'paid' ? 'email.receipt.paidSubject' : 'email.receipt.refundedSubject', vars),
    text: letterText(t, p.username, [body, reference, url]),
    html: [
      `<p>${escapeHtml(t('email.greeting', { username: p.username }))}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(reference)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      `<p>${escapeHtml(t('email.signature'))}</p>`,
    ].join('\n'),
  };
}

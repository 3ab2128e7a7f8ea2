import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency } from '../../../domain/packages';
import {
  PROVIDER_CURRENCIES,
  mercadoPagoManifest,
  parseSignatureHeader,
  statusOfMercadoPago,
} from '../../../domain/provider-payments';
import {
  callProvider,
  type NewCheckout,
  type NewPixPayment,
  type PaymentProvider,
  type ProviderPayment,
} from './provider';

/** Mercado Pago's payment_type_id as the method both sides see: Pix, card (credit, debit, prepaid) or boleto. */
function methodOfMercadoPago(type: string | undefined): string {
  if (type === 'ticket') return 'boleto';
  if (type === 'bank_transfer' || type === undefined) return 'pix';
  if (type === 'credit_card' || type === 'debit_card' || type === 'prepaid_card') return 'card';
  return 'other';
}

// Mercado Pago's Payments API (v1), called with fetch. The maintained `mercadopago` SDK was not used:
// its base URL is a constant (AppConfig.BASE_URL), so it cannot be pointed at the local server the
// tests run it against (docs/decisions/payments.md).

/** The fields of Mercado Pago's payment resource that Jurado reads (GET /v1/payments/{id}). */
type MpPayment = {
  id: number | string;
  status: string;
  transaction_amount: number;
  transaction_amount_refunded?: number;
  currency_id: string;
  payment_type_id?: string;
  external_reference?: string | null;
  date_of_expiration?: string | null;
  point_of_interaction?: { transaction_data?: { qr_code?: string; qr_code_base64?: string } };
};

/** A notification signed longer ago than this is refused (a replay). */
const SIGNATURE_MAX_AGE_MS = 10 * 60 * 1000;

export function createMercadoPago(settings: {
  accessToken: string;
  webhookSecret: string;
  apiUrl: string;
  now?: () => number;
}): PaymentProvider {
  const now = settings.now ?? Date.now;

  const call = <T>(method: string, path: string, body?: unknown, idempotencyKey?: string) =>
    callProvider<T>('Mercado Pago', settings.apiUrl, {
      method,
      path,
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const toPayment = (p: MpPayment): ProviderPayment => {
    const refunded = p.transaction_amount_refunded ?? 0;
    const data = p.point_of_interaction?.transaction_data;
    return {
      providerPaymentId: String(p.id),
      providerStatus: p.status,
      status: statusOfMercadoPago(p.status, refunded),
      method: methodOfMercadoPago(p.payment_type_id),
      amount: p.transaction_amount,
      currency: p.currency_id as Currency,
      refunded,
      externalReference: p.external_reference ?? null,
      pix: data?.qr_code ? { code: data.qr_code, qrBase64: data.qr_code_base64 ?? '' } : null,
      expiresAt: p.date_of_expiration ? new Date(p.date_of_expiration) : null,
    };
  };

  return {
    name: 'mercadopago',
    // Pix, card and boleto in reais; dollars and euros stay on the manual links.
    currencies: PROVIDER_CURRENCIES.mercadopago,
    offersPix: true,
    async createPix(input: NewPixPayment) {
      const created = await call<MpPayment>(
        'POST',
        '/v1/payments',
        {
          transaction_amount: input.amount,
          description: input.description,
          payment_method_id: 'pix',
          payer: { email: input.payerEmail },
          external_reference: input.externalReference,
          notification_url: input.notificationUrl,
          date_of_expiration: input.expiresAt.toISOString(),
        },
        input.idempotencyKey,
      );
      return toPayment(created);
    },
    async createCheckout(input: NewCheckout) {
      // Checkout Pro (documented "Preferences" API): the payer picks card or boleto on Mercado
      // Pago's page; Pix is offered in the dialog, so it is left out here.
      const preference = await call<{ id: string; init_point: string }>(
        'POST',
        '/checkout/preferences',
        {
          items: [
            {
              id: input.reference,
              title: input.title,
              quantity: 1,
              unit_price: input.amount,
              currency_id: input.currency,
            },
          ],
          payer: { email: input.payerEmail },
          external_reference: input.reference,
          notification_url: input.notificationUrl,
          back_urls: { success: input.backUrl, pending: input.backUrl, failure: input.backUrl },
          auto_return: 'approved',
          payment_methods: { excluded_payment_types: [{ id: 'bank_transfer' }], installments: 1 },
          expires: true,
          expiration_date_to: input.expiresAt.toISOString(),
        },
        input.idempotencyKey,
      );
      return { checkoutId: String(preference.id), url: preference.init_point };
    },
    async getPayment(id) {
      return toPayment(await call<MpPayment>('GET', `/v1/payments/${encodeURIComponent(id)}`));
    },
    async refund(id, amount, idempotencyKey) {
      const refund = await call<{ id: number | string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(id)}/refunds`,
        amount === null ? {} : { amount },
        idempotencyKey,
      );
      return { refundId: String(refund.id) };
    },
    verifyNotification({ headers, query, body }) {
      const header = headers['x-signature'];
      const signature = parseSignatureHeader(Array.isArray(header) ? header[0] : header);
      if (!signature) return null;
      const requestId = headers['x-request-id'];
      // The documented manifest takes the id from the query string (`data.id`); the body carries the same.
      const dataId =
        (typeof query['data.id'] === 'string' ? query['data.id'] : null) ??
        (body as { data?: { id?: unknown } } | null)?.data?.id?.toString() ??
        null;
      if (!dataId) return null;
      const manifest = mercadoPagoManifest({
        dataId,
        requestId: Array.isArray(requestId) ? requestId[0] : requestId,
        ts: signature.ts,
      });
      const expected = createHmac('sha256', settings.webhookSecret).update(manifest).digest();
      const given = Buffer.from(signature.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // ts is in milliseconds in Mercado Pago's examples and seconds in some of its docs: accept both.
      const ts = Number(signature.ts);
      const signedAt = ts < 1e12 ? ts * 1000 : ts;
      if (!Number.isFinite(signedAt) || Math.abs(now() - signedAt) > SIGNATURE_MAX_AGE_MS) return null;
      const type =
        (typeof query.type === 'string' ? query.type : null) ?? (body as { type?: string } | null)?.type;
      // Signed, but about something else (a merchant_order of a Checkout Pro preference): acknowledged,
      // so Mercado Pago does not send it again and again.
      if (type !== undefined && type !== null && type !== 'payment') return { paymentId: null };
      return { paymentId: dataId };
    },
  };
}

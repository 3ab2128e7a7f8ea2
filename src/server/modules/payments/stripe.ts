import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency } from '../../../domain/packages';
import { PROVIDER_CURRENCIES } from '../../../domain/provider-payments';
import {
  fromStripeAmount,
  isWithinTolerance,
  parseStripeSignature,
  statusOfStripeSession,
  stripeSignedPayload,
  toStripeAmount,
} from '../../../domain/stripe';
import type { StripeSettings } from '../../config';
import {
  callProvider,
  ProviderError,
  type NewCheckout,
  type PaymentProvider,
  type ProviderPayment,
} from './provider';

// Stripe's API (Checkout Sessions, Refunds), called with fetch and form-encoded bodies as Stripe
// documents them, for dollars and euros. A "payment" here is a Checkout Session: its id
// (cs_…) is the provider payment id, read back with its PaymentIntent and charge expanded; the
// outcome comes only from Stripe's signed webhooks (or the reconciling poll, which asks Stripe).
// The `stripe` SDK was not used: this file needs three calls and the signature check, and fetch
// points at the local server of the tests as simply as the Mercado Pago adapter does.

/** The fields of a Checkout Session Jurado reads, with `payment_intent.latest_charge` expanded. */
type StripeSession = {
  id: string;
  status: string | null;
  payment_status: string;
  amount_total: number | null;
  currency: string;
  client_reference_id: string | null;
  url: string | null;
  expires_at: number | null;
  payment_intent:
    | string
    | null
    | {
        id: string;
        status: string;
        latest_charge: string | null | { id: string; amount_refunded: number };
      };
};

type StripeEvent = {
  id?: string;
  type?: string;
  data?: { object?: { id?: string; object?: string; payment_intent?: string | null } };
};

/** The longest a Checkout Session is asked to stay open (Stripe's limit is 24 hours). */
const MAX_SESSION_MS = 23 * 60 * 60 * 1000;

/** Stripe's form encoding: nested keys in brackets (`line_items[0][price_data][currency]=usd`). */
export function formEncode(value: unknown, prefix = '', out = new URLSearchParams()): URLSearchParams {
  if (value === undefined || value === null) return out;
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      formEncode(inner, prefix ? `${prefix}[${key}]` : key, out);
    }
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.append(prefix, String(value));
  }
  return out;
}

export function createStripe(settings: StripeSettings & { now?: () => number }): PaymentProvider {
  const now = settings.now ?? Date.now;

  const call = <T>(method: string, path: string, body?: unknown, idempotencyKey?: string) =>
    callProvider<T>('Stripe', settings.apiUrl, {
      method,
      path,
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : formEncode(body).toString(),
    });

  const readSession = (id: string) =>
    call<StripeSession>(
      'GET',
      `/v1/checkout/sessions/${encodeURIComponent(id)}?expand[]=payment_intent.latest_charge`,
    );

  const toPayment = (s: StripeSession): ProviderPayment => {
    const intent = typeof s.payment_intent === 'object' ? s.payment_intent : null;
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const refunded = fromStripeAmount(charge?.amount_refunded ?? 0);
    return {
      providerPaymentId: s.id,
      providerStatus: `${s.status ?? 'open'}/${s.payment_status}${refunded > 0 ? '/refunded' : ''}`,
      status: statusOfStripeSession({
        status: s.status,
        paymentStatus: s.payment_status,
        intentStatus: intent?.status ?? null,
        refunded,
      }),
      method: 'card',
      amount: fromStripeAmount(s.amount_total ?? 0),
      currency: s.currency.toUpperCase() as Currency,
      refunded,
      externalReference: s.client_reference_id,
      pix: null,
      expiresAt: s.expires_at ? new Date(s.expires_at * 1000) : null,
    };
  };

  return {
    name: 'stripe',
    currencies: PROVIDER_CURRENCIES.stripe,
    offersPix: false,
    createPix() {
      return Promise.reject(new ProviderError('Stripe does not take Pix', null));
    },
    async createCheckout(input: NewCheckout) {
      const session = await call<StripeSession>(
        'POST',
        '/v1/checkout/sessions',
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: toStripeAmount(input.amount),
                product_data: { name: input.title },
              },
            },
          ],
          client_reference_id: input.reference,
          metadata: { reference: input.reference },
          payment_intent_data: { metadata: { reference: input.reference } },
          customer_email: input.payerEmail,
          success_url: input.backUrl,
          cancel_url: input.backUrl,
          // Stripe takes 30 minutes to 24 hours from its own now: a margin for clocks apart.
          expires_at: Math.floor(Math.min(input.expiresAt.getTime(), now() + MAX_SESSION_MS) / 1000),
        },
        input.idempotencyKey,
      );
      if (!session.url) throw new ProviderError('Stripe gave the Checkout Session no url', null);
      return {
        checkoutId: session.id,
        url: session.url,
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : undefined,
      };
    },
    async getPayment(id) {
      return toPayment(await readSession(id));
    },
    async refund(id, amount, idempotencyKey) {
      const session = await readSession(id);
      const intent =
        typeof session.payment_intent === 'object' ? session.payment_intent?.id : session.payment_intent;
      if (!intent) throw new ProviderError(`Checkout Session ${id} has no payment to refund`, null);
      const refund = await call<{ id: string }>(
        'POST',
        '/v1/refunds',
        { payment_intent: intent, amount: amount === null ? undefined : toStripeAmount(amount) },
        idempotencyKey,
      );
      return { refundId: refund.id };
    },
    async verifyNotification({ headers, rawBody }) {
      const header = headers['stripe-signature'];
      const signature = parseStripeSignature(Array.isArray(header) ? header[0] : header);
      if (!signature || rawBody === undefined) return null;
      const expected = createHmac('sha256', settings.webhookSecret)
        .update(stripeSignedPayload(signature.t, rawBody))
        .digest();
      const holds = signature.v1.some((v1) => {
        const given = Buffer.from(v1, 'hex');
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      if (!holds || !isWithinTolerance(signature.t, now(), settings.toleranceSeconds)) return null;
      let event: StripeEvent;
      try {
        event = JSON.parse(rawBody) as StripeEvent;
      } catch {
        return null;
      }
      const object = event.data?.object;
      if (event.type?.startsWith('checkout.session.') && object?.id) return { paymentId: object.id };
      if (event.type === 'charge.refunded' && object?.payment_intent) {
        // A refund names the PaymentIntent: its Checkout Session is asked for (documented list filter).
        const sessions = await call<{ data: { id: string }[] }>(
          'GET',
          `/v1/checkout/sessions?payment_intent=${encodeURIComponent(object.payment_intent)}&limit=1`,
        );
        return { paymentId: sessions.data[0]?.id ?? null };
      }
      // Signed, but about something Jurado does not follow: acknowledged, so Stripe stops sending it.
      return { paymentId: null };
    },
  };
}

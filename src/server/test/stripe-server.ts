import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server that plays Stripe's API as documented, for the adapter's tests and the USD journey,
// the way mercadopago-server.ts plays Mercado Pago: POST /v1/checkout/sessions (form-encoded, with
// Idempotency-Key), GET /v1/checkout/sessions/{id} (expand[]=payment_intent.latest_charge),
// GET /v1/checkout/sessions?payment_intent=, POST /v1/refunds, Bearer secret key checked; and the
// hosted Checkout page (GET /c/pay/{id}, its Pay button). What a payer or the bank causes (pay, a
// delayed method settling or failing, the session expiring) are methods, and each sends the webhook
// event Stripe sends to the endpoint: `{id: evt_…, object: 'event', type, data: {object}, …}` with the
// header `Stripe-Signature: t=<unix s>,v1=<hex HMAC-SHA256(endpoint secret, "<t>.<raw body>")>`.

export type FakeStripeSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  url: string | null;
  payment_intent: string | null;
  line_items_name: string;
  created: number;
};

export type FakeStripeIntent = {
  id: string;
  object: 'payment_intent';
  status: 'processing' | 'succeeded' | 'requires_payment_method';
  amount: number;
  latest_charge: string;
};

export type FakeStripeCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  currency: string;
};

/** A webhook event ready to deliver: where, its headers and its raw body (what is signed). */
export type FakeStripeEvent = { id: string; url: string; headers: Record<string, string>; rawBody: string };

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  env: Record<string, string>;
  sessions: Map<string, FakeStripeSession>;
  intents: Map<string, FakeStripeIntent>;
  charges: Map<string, FakeStripeCharge>;
  requests: { method: string; path: string; body: Record<string, unknown> | undefined }[];
  /** Every event sent, oldest first (to deliver one again, or late). */
  events: FakeStripeEvent[];
  /** The payer pays on the Checkout page: a card is paid at once; a delayed method settles later. */
  pay(sessionId: string, how?: 'card' | 'delayed'): Promise<void>;
  /** A delayed method settles (async_payment_succeeded) or fails (async_payment_failed). */
  settle(sessionId: string, succeeded: boolean): Promise<void>;
  /** The session passes its expires_at unpaid (checkout.session.expired). */
  expire(sessionId: string): Promise<void>;
  /** The signed event of a session's current state (another secret or timestamp: a forgery or a replay). */
  event(type: string, sessionId: string, options?: { secret?: string; t?: number }): FakeStripeEvent;
  deliver(event: FakeStripeEvent): Promise<number>;
  close(): Promise<void>;
};

/** Stripe's form body (`a[b][0][c]=v`) as nested objects (arrays as objects keyed "0", "1"…). */
export function parseStripeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let at = out;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Record<string, unknown>;
    }
  }
  return out;
}

const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(
  options: {
    port?: number;
    /** The endpoint configured in Stripe's dashboard (default: a local Jurado on port 3000). */
    webhookUrl?: string;
    /** How an event reaches the app; default: POST to webhookUrl. */
    deliver?: (event: FakeStripeEvent) => Promise<number>;
  } = {},
): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const webhookUrl = options.webhookUrl ?? 'http://localhost:3000/api/payments/webhooks/stripe';
  const sessions = new Map<string, FakeStripeSession>();
  const intents = new Map<string, FakeStripeIntent>();
  const charges = new Map<string, FakeStripeCharge>();
  const idempotency = new Map<string, unknown>();
  const requests: FakeStripe['requests'] = [];
  const events: FakeStripeEvent[] = [];

  const deliverOverHttp = async (e: FakeStripeEvent) =>
    (
      await fetch(e.url, {
        method: 'POST',
        headers: { ...e.headers, 'content-type': 'application/json; charset=utf-8' },
        body: e.rawBody,
      })
    ).status;
  const deliver = options.deliver ?? deliverOverHttp;

  function signed(object: unknown, type: string, o: { secret?: string; t?: number } = {}): FakeStripeEvent {
    const id = idOf('evt');
    const rawBody = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: '2024-06-20',
        created: nowSeconds(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    const t = o.t ?? nowSeconds();
    const v1 = createHmac('sha256', o.secret ?? webhookSecret)
      .update(`${t}.${rawBody}`)
      .digest('hex');
    return { id, url: webhookUrl, headers: { 'stripe-signature': `t=${t},v1=${v1}` }, rawBody };
  }

  const session = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`no Checkout Session ${id}`);
    return s;
  };

  async function send(e: FakeStripeEvent) {
    events.push(e);
    await deliver(e);
  }

  const event: FakeStripe['event'] = (type, sessionId, o) =>
    signed(structuredClone(session(sessionId)), type, o);

  async function pay(sessionId: string, how: 'card' | 'delayed' = 'card') {
    const s = session(sessionId);
    if (s.status !== 'open') throw new Error(`Checkout Session ${sessionId} is ${s.status}`);
    const charge: FakeStripeCharge = {
      id: idOf('ch'),
      object: 'charge',
      amount: s.amount_total,
      amount_refunded: 0,
      refunded: false,
      payment_intent: idOf('pi'),
      currency: s.currency,
    };
    charges.set(charge.id, charge);
    intents.set(charge.payment_intent, {
      id: charge.payment_intent,
      object: 'payment_intent',
      status: how === 'card' ? 'succeeded' : 'processing',
      amount: s.amount_total,
      latest_charge: charge.id,
    });
    Object.assign(s, {
      status: 'complete',
      payment_status: how === 'card' ? 'paid' : 'unpaid',
      payment_intent: charge.payment_intent,
    });
    await send(event('checkout.session.completed', sessionId));
  }

  async function settle(sessionId: string, succeeded: boolean) {
    const s = session(sessionId);
    const intent = intents.get(s.payment_intent ?? '');
    if (!intent) throw new Error(`Checkout Session ${sessionId} was not paid`);
    intent.status = succeeded ? 'succeeded' : 'requires_payment_method';
    if (succeeded) s.payment_status = 'paid';
    await send(event(`checkout.session.async_payment_${succeeded ? 'succeeded' : 'failed'}`, sessionId));
  }

  async function expire(sessionId: string) {
    const s = session(sessionId);
    s.status = 'expired';
    s.url = null;
    await send(event('checkout.session.expired', sessionId));
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, type: string, message: string) =>
    json(res, status, { error: { type, message } });

  async function readText(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function expanded(s: FakeStripeSession, expand: string[]) {
    if (!expand.includes('payment_intent.latest_charge') && !expand.includes('payment_intent')) return s;
    const intent = intents.get(s.payment_intent ?? '');
    if (!intent) return s;
    return {
      ...s,
      payment_intent: {
        ...intent,
        latest_charge: expand.includes('payment_intent.latest_charge')
          ? charges.get(intent.latest_charge)
          : intent.latest_charge,
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const address = new URL(req.url ?? '/', 'http://x');
    const path = address.pathname;
    const body = req.method === 'POST' ? parseStripeForm(await readText(req)) : undefined;
    requests.push({ method: req.method ?? '', path, body });
    // The hosted Checkout page (no key: the payer's browser opens it) and its Pay button.
    const page = /^\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
    if (page) {
      const s = sessions.get(page[1]);
      if (req.method === 'POST' && s?.status === 'open') {
        await pay(s.id);
        res.writeHead(303, { location: s.success_url ?? '/' });
        res.end();
        return;
      }
      res.writeHead(s ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      const amount = s ? `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}` : '';
      res.end(
        `<!doctype html><title>Stripe Checkout (local)</title><h1>Stripe Checkout (local)</h1>` +
          `<p data-testid="checkout-amount">${amount}</p><p>${s?.line_items_name ?? ''}</p>` +
          (s?.status === 'open'
            ? `<form method="post"><button type="submit">Pay ${amount}</button></form>`
            : `<p>${s?.status ?? 'not found'}</p>`),
      );
      return;
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return fail(res, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const key = req.headers['idempotency-key'];
    if (req.method === 'POST' && typeof key === 'string' && idempotency.has(key)) {
      return json(res, 200, idempotency.get(key));
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const b = body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      const item = b.line_items?.['0'];
      const unitAmount = Number(item?.price_data?.unit_amount);
      const currency = String(item?.price_data?.currency ?? '');
      if (
        b.mode !== 'payment' ||
        item?.quantity !== '1' ||
        !(unitAmount > 0) ||
        !/^[a-z]{3}$/.test(currency)
      ) {
        return fail(
          res,
          400,
          'invalid_request_error',
          'mode, line_items[0][price_data] and quantity are required',
        );
      }
      const expiresAt = Number(b.expires_at ?? nowSeconds() + 86400);
      if (expiresAt < nowSeconds() + 1800 - 5 || expiresAt > nowSeconds() + 86400) {
        return fail(res, 400, 'invalid_request_error', 'expires_at must be 30 minutes to 24 hours from now');
      }
      const id = idOf('cs_test');
      const s: FakeStripeSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: unitAmount,
        currency,
        client_reference_id: b.client_reference_id ?? null,
        customer_email: b.customer_email ?? null,
        metadata: b.metadata ?? {},
        success_url: b.success_url ?? null,
        cancel_url: b.cancel_url ?? null,
        expires_at: expiresAt,
        url: `${url}/c/pay/${id}`,
        payment_intent: null,
        line_items_name: String(item.price_data.product_data?.name ?? ''),
        created: nowSeconds(),
      };
      sessions.set(id, s);
      if (typeof key === 'string') idempotency.set(key, s);
      return json(res, 200, s);
    }
    if (req.method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = address.searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((s) => !intent || s.payment_intent === intent);
      return json(res, 200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    const one = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const s = sessions.get(one[1]);
      if (!s) return fail(res, 404, 'invalid_request_error', `No such checkout.session: '${one[1]}'`);
      return json(res, 200, expanded(s, address.searchParams.getAll('expand[]')));
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(body?.payment_intent ?? ''));
      const charge = intent && charges.get(intent.latest_charge);
      if (!intent || !charge || intent.status !== 'succeeded') {
        return fail(res, 400, 'invalid_request_error', 'This PaymentIntent has no successful charge');
      }
      const left = charge.amount - charge.amount_refunded;
      const amount = body?.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return fail(res, 400, 'invalid_request_error', `Refund amount must be at most ${left}`);
      }
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund = {
        id: idOf('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        payment_intent: intent.id,
        status: 'succeeded',
        currency: charge.currency,
      };
      if (typeof key === 'string') idempotency.set(key, refund);
      json(res, 200, refund);
      // The event follows the answer, as Stripe's does.
      setImmediate(() => void send(signed(structuredClone(charge), 'charge.refunded')).catch(() => {}));
      return;
    }
    return fail(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => fail(res, 500, 'api_error', error.message));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: url },
    sessions,
    intents,
    charges,
    requests,
    events,
    pay,
    settle,
    expire,
    event,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

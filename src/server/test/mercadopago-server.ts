import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server that plays Mercado Pago's Payments API (v1) and Checkout Pro's preferences
// (POST /checkout/preferences, its payer page, payPreference) as documented, for the adapter's tests
// and the Pix journey, the way s3-server.ts plays S3: POST /v1/payments (Pix, with X-Idempotency-Key),
// GET /v1/payments/{id}, POST /v1/payments/{id}/refunds, Bearer token checked. State changes a
// person or the bank would cause (approve, reject, expire) are methods, and each one sends the
// webhook notification Mercado Pago sends: POST <notification_url>?data.id=<id>&type=payment with
// the body {action, api_version, data: {id}, date_created, id, live_mode, type, user_id} and the
// x-signature header `ts=<ms>,v1=<HMAC-SHA256 of "id:<id>;request-id:<x-request-id>;ts:<ts>;">`.

/** The payment resource, as GET /v1/payments/{id} answers it (the fields Jurado reads, and a few more). */
export type FakeMpPayment = {
  id: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'refunded';
  status_detail: string;
  payment_method_id: string;
  payment_type_id: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: 'BRL';
  description: string;
  external_reference: string | null;
  notification_url: string | null;
  payer: { email: string };
  date_created: string;
  date_approved: string | null;
  date_of_expiration: string | null;
  point_of_interaction: {
    type: 'PIX' | 'CHECKOUT';
    transaction_data: { qr_code?: string; qr_code_base64?: string; ticket_url?: string };
  };
};

/** A Checkout Pro preference, as POST /checkout/preferences answers it (the fields Jurado reads, and a few more). */
export type FakeMpPreference = {
  id: string;
  init_point: string;
  sandbox_init_point: string;
  external_reference: string | null;
  notification_url: string | null;
  items: { id?: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
  payer: { email?: string };
  back_urls: Record<string, string>;
  expiration_date_to: string | null;
};

/** A notification ready to deliver: where, its headers and its JSON body. */
export type FakeMpNotification = {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
};

export type FakeMercadoPago = {
  url: string;
  accessToken: string;
  webhookSecret: string;
  /** The env a Jurado server reads to use this server. */
  env: Record<string, string>;
  payments: Map<number, FakeMpPayment>;
  preferences: Map<string, FakeMpPreference>;
  /**
   * The payer pays on the Checkout Pro page: a payment is created with the preference's external
   * reference and amount (a card is approved at once, a boleto waits until it is paid) and notified.
   */
  payPreference(preferenceId: string, how: 'card' | 'boleto'): Promise<number>;
  /** Every request the API received (method and path), oldest first. */
  requests: { method: string; path: string; body: unknown }[];
  approve(id: number): Promise<void>;
  reject(id: number): Promise<void>;
  /** An unpaid Pix past its date_of_expiration: Mercado Pago cancels it. */
  expire(id: number): Promise<void>;
  /** The signed notification of a payment's current state (a forged one with another secret). */
  notification(id: number, options?: { secret?: string; ts?: number }): FakeMpNotification;
  /** Sends a notification again (Mercado Pago retries until it gets a 2xx). */
  notify(id: number): Promise<void>;
  /** The next GET of this payment answers its previous state (a read replica lagging behind). */
  serveStaleOnce(id: number): void;
  close(): Promise<void>;
};

// A 1×1 PNG: Mercado Pago sends the QR code as a base64 PNG; the dialog shows whatever it gets.
const QR_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export async function startFakeMercadoPago(
  options: {
    port?: number;
    /** How a notification reaches the app; default: POST to the payment's notification_url. */
    deliver?: (notification: FakeMpNotification) => Promise<number>;
  } = {},
): Promise<FakeMercadoPago> {
  const accessToken = `TEST-${randomUUID()}`;
  const webhookSecret = `whsec-${randomUUID()}`;
  const payments = new Map<number, FakeMpPayment>();
  const preferences = new Map<string, FakeMpPreference>();
  const previous = new Map<number, FakeMpPayment>();
  const stale = new Set<number>();
  const idempotency = new Map<string, number>();
  const requests: FakeMercadoPago['requests'] = [];
  let nextId = 1_300_000_001;
  let nextRefund = 50_000_001;

  const deliver =
    options.deliver ??
    (async (n: FakeMpNotification) => {
      const response = await fetch(n.url, {
        method: 'POST',
        headers: { ...n.headers, 'content-type': 'application/json' },
        body: JSON.stringify(n.body),
      });
      return response.status;
    });

  function notification(id: number, o: { secret?: string; ts?: number } = {}): FakeMpNotification {
    const payment = payments.get(id);
    if (!payment?.notification_url) throw new Error(`payment ${id} has no notification_url`);
    const ts = String(o.ts ?? Date.now());
    const requestId = randomUUID();
    const manifest = `id:${id};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', o.secret ?? webhookSecret)
      .update(manifest)
      .digest('hex');
    const url = new URL(payment.notification_url);
    url.searchParams.set('data.id', String(id));
    url.searchParams.set('type', 'payment');
    return {
      url: url.toString(),
      headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      body: {
        action: payment.status === 'pending' ? 'payment.created' : 'payment.updated',
        api_version: 'v1',
        data: { id: String(id) },
        date_created: new Date().toISOString(),
        id: Math.floor(Math.random() * 1e12),
        live_mode: false,
        type: 'payment',
        user_id: '123456789',
      },
    };
  }

  async function notify(id: number) {
    await deliver(notification(id));
  }

  function update(id: number, changes: Partial<FakeMpPayment>) {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    previous.set(id, structuredClone(payment));
    Object.assign(payment, changes);
  }

  async function change(id: number, changes: Partial<FakeMpPayment>) {
    update(id, changes);
    await notify(id);
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, error: string, message: string) =>
    json(res, status, { message, error, status, cause: [] });

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : {};
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    requests.push({ method: req.method ?? '', path, body });
    // The payer's page (no token: it is the browser that opens it).
    if (req.method === 'GET' && path === '/checkout/v1/redirect') {
      const preference = preferences.get(
        new URL(req.url ?? '/', 'http://x').searchParams.get('pref_id') ?? '',
      );
      res.writeHead(preference ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Mercado Pago (local)</title><h1>Mercado Pago (local)</h1>` +
          `<p data-testid="checkout-amount">${preference?.items[0]?.unit_price ?? ''}</p>`,
      );
      return;
    }
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return fail(res, 401, 'unauthorized', 'invalid access token');
    }
    if (req.method === 'POST' && path === '/v1/payments') {
      const key = req.headers['x-idempotency-key'];
      if (typeof key === 'string' && idempotency.has(key)) {
        return json(res, 201, payments.get(idempotency.get(key)!));
      }
      const b = body as Record<string, unknown> & { payer?: { email?: string } };
      const amount = Number(b.transaction_amount);
      if (!(amount > 0) || b.payment_method_id !== 'pix' || !b.payer?.email) {
        return fail(
          res,
          400,
          'bad_request',
          'transaction_amount, payment_method_id and payer.email are required',
        );
      }
      const id = nextId++;
      const code = `00020126580014br.gov.bcb.pix0136${randomUUID()}520400005303986540${amount.toFixed(2).length}${amount.toFixed(2)}5802BR5913JURADO6009SAO PAULO62070503***6304ABCD`;
      const payment: FakeMpPayment = {
        id,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        payment_method_id: 'pix',
        payment_type_id: 'bank_transfer',
        transaction_amount: amount,
        transaction_amount_refunded: 0,
        currency_id: 'BRL',
        description: String(b.description ?? ''),
        external_reference: (b.external_reference as string | undefined) ?? null,
        notification_url: (b.notification_url as string | undefined) ?? null,
        payer: { email: b.payer.email },
        date_created: new Date().toISOString(),
        date_approved: null,
        date_of_expiration: (b.date_of_expiration as string | undefined) ?? null,
        point_of_interaction: {
          type: 'PIX',
          transaction_data: {
            qr_code: code,
            qr_code_base64: QR_PNG,
            ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
          },
        },
      };
      payments.set(id, payment);
      if (typeof key === 'string') idempotency.set(key, id);
      return json(res, 201, payment);
    }
    if (req.method === 'POST' && path === '/checkout/preferences') {
      const b = body as Partial<FakeMpPreference>;
      const item = b.items?.[0];
      if (!item || !(Number(item.unit_price) > 0) || item.quantity !== 1) {
        return fail(res, 400, 'bad_request', 'items with quantity and unit_price are required');
      }
      const id = `123456789-${randomUUID()}`;
      const preference: FakeMpPreference = {
        id,
        init_point: `${url}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${url}/checkout/v1/redirect?pref_id=${id}`,
        external_reference: b.external_reference ?? null,
        notification_url: b.notification_url ?? null,
        items: b.items!,
        payer: b.payer ?? {},
        back_urls: b.back_urls ?? {},
        expiration_date_to: b.expiration_date_to ?? null,
      };
      preferences.set(id, preference);
      return json(res, 201, preference);
    }
    const one = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const id = Number(one[1]);
      const payment = payments.get(id);
      if (!payment) return fail(res, 404, 'not_found', 'Payment not found');
      if (stale.delete(id) && previous.has(id)) return json(res, 200, previous.get(id));
      return json(res, 200, payment);
    }
    const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path);
    if (req.method === 'POST' && refund) {
      const id = Number(refund[1]);
      const payment = payments.get(id);
      if (!payment) return fail(res, 404, 'not_found', 'Payment not found');
      if (payment.status !== 'approved') return fail(res, 400, 'bad_request', 'Payment not refundable');
      const left = Math.round((payment.transaction_amount - payment.transaction_amount_refunded) * 100);
      const amount = (body as { amount?: number }).amount ?? left / 100;
      if (!(amount > 0) || Math.round(amount * 100) > left) {
        return fail(res, 400, 'bad_request', 'Invalid refund amount');
      }
      const refunded =
        (Math.round(payment.transaction_amount_refunded * 100) + Math.round(amount * 100)) / 100;
      const whole = Math.round(refunded * 100) === Math.round(payment.transaction_amount * 100);
      const refundId = nextRefund++;
      update(id, {
        transaction_amount_refunded: refunded,
        ...(whole
          ? { status: 'refunded', status_detail: 'refunded' }
          : { status_detail: 'partially_refunded' }),
      });
      json(res, 201, {
        id: refundId,
        payment_id: id,
        amount,
        status: 'approved',
        date_created: new Date().toISOString(),
      });
      // The notification follows the answer, as Mercado Pago's does.
      setImmediate(() => void notify(id).catch(() => {}));
      return;
    }
    return fail(res, 404, 'not_found', 'resource not found');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => fail(res, 500, 'internal_error', error.message));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accessToken,
    webhookSecret,
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
      MERCADOPAGO_API_URL: url,
    },
    payments,
    preferences,
    requests,
    async payPreference(preferenceId, how) {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`no preference ${preferenceId}`);
      const id = nextId++;
      const isCard = how === 'card';
      payments.set(id, {
        id,
        status: isCard ? 'approved' : 'pending',
        status_detail: isCard ? 'accredited' : 'pending_waiting_payment',
        payment_method_id: isCard ? 'master' : 'bolbradesco',
        payment_type_id: isCard ? 'credit_card' : 'ticket',
        transaction_amount: preference.items[0].unit_price,
        transaction_amount_refunded: 0,
        currency_id: 'BRL',
        description: preference.items[0].title,
        external_reference: preference.external_reference,
        notification_url: preference.notification_url,
        payer: { email: preference.payer.email ?? '' },
        date_created: new Date().toISOString(),
        date_approved: isCard ? new Date().toISOString() : null,
        date_of_expiration: null,
        point_of_interaction: { type: 'CHECKOUT', transaction_data: {} },
      });
      await notify(id);
      return id;
    },
    approve: (id) =>
      change(id, {
        status: 'approved',
        status_detail: 'accredited',
        date_approved: new Date().toISOString(),
      }),
    reject: (id) => change(id, { status: 'rejected', status_detail: 'cc_rejected_other_reason' }),
    expire: (id) => change(id, { status: 'cancelled', status_detail: 'expired' }),
    notification,
    notify,
    serveStaleOnce: (id) => void stale.add(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

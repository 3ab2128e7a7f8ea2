import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createContest, createUser, signIn, signedInUser } from '../../test/factories';
import {
  startFakeMercadoPago,
  type FakeMercadoPago,
  type FakeMpNotification,
} from '../../test/mercadopago-server';
import { startFakeStripe, type FakeStripe, type FakeStripeEvent } from '../../test/stripe-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPackage } from '../submissions/submissions.test-support';

// A Jurado server with PAYMENT_PROVIDER=mercadopago against the local Mercado Pago
// (test/mercadopago-server.ts), whose notifications reach the app through app.inject as they would
// over HTTP (no Origin, the provider's headers, the documented query and body).

export type PaymentsWorld = {
  t: TestApp;
  mp: FakeMercadoPago;
  /** The local Stripe (dollars and euros), when the world was made with `{ stripe: true }`. */
  stripe: FakeStripe;
  /** Stripe events that reached the app, with the status it answered. */
  stripeDelivered: { event: FakeStripeEvent; status: number }[];
  deliverStripe(event: FakeStripeEvent): Promise<LightMyRequestResponse>;
  admin: { cookie: string };
  /** Notifications that reached the app, with the status it answered. */
  delivered: { notification: FakeMpNotification; status: number }[];
  /** While true, notifications are lost on the way (the poll must find the change). */
  mute: { on: boolean };
  deliver(n: FakeMpNotification): Promise<LightMyRequestResponse>;
  participant(locale?: 'pt' | 'en'): Promise<{ id: string; cookie: string; email: string }>;
  videoContest(): Promise<{ id: string }>;
  packages: { four: string; eight: string };
  checkout(
    cookie: string,
    contestId: string,
    packageId: string,
    currency?: string,
  ): Promise<LightMyRequestResponse>;
  order(cookie: string, contestId: string): Promise<LightMyRequestResponse>;
  /** The currencies a provider takes, as the video packages tell a participant (GET /api/packages). */
  providerCurrencies(cookie: string): Promise<string[]>;
  /** An admin's refund of a provider payment (the world's admin unless another cookie is given). */
  refund(paymentId: string, payload: object, cookie?: string): Promise<LightMyRequestResponse>;
  sendFilm(
    cookie: string,
    contestId: string,
    packageId: string,
    extra?: object,
  ): Promise<LightMyRequestResponse>;
  /** The Mercado Pago id of a checkout's payment. */
  mpIdOf(checkout: LightMyRequestResponse): number;
  confirmedOf(contestId: string, userId: string): Promise<number>;
  emailsTo(address: string): Promise<{ dedupe_key: string; subject: string; text: string }[]>;
};

export function usePaymentsWorld(
  env: Record<string, string> = {},
  options: { stripe?: boolean } = {},
): PaymentsWorld {
  const world = { delivered: [], stripeDelivered: [], mute: { on: false } } as unknown as PaymentsWorld & {
    packages: { four: string; eight: string };
  };
  let films = 5000;
  beforeAll(async () => {
    world.mp = await startFakeMercadoPago({
      deliver: async (n) => (world.mute.on ? 0 : (await world.deliver(n)).statusCode),
    });
    if (options.stripe) {
      world.stripe = await startFakeStripe({
        deliver: async (e) => (world.mute.on ? 0 : (await world.deliverStripe(e)).statusCode),
      });
    }
    world.t = await createTestApp({ env: { ...world.mp.env, ...world.stripe?.env, ...env } });
    world.admin = await signedInUser(world.t.app, 'admin');
    world.packages = {
      four: await seedPackage(world.t.app, 'video', 4, { BRL: 50, EUR: 10 }),
      eight: await seedPackage(world.t.app, 'video', 8, { BRL: 70, EUR: 14 }),
    };
  });
  afterAll(async () => {
    await world.t?.close();
    await world.mp?.close();
    await world.stripe?.close();
  });
  world.deliverStripe = async (e) => {
    const response = await world.t.app.inject({
      method: 'POST',
      url: new URL(e.url).pathname,
      headers: { ...e.headers, 'content-type': 'application/json; charset=utf-8', origin: undefined },
      payload: e.rawBody,
    });
    world.stripeDelivered.push({ event: e, status: response.statusCode });
    return response;
  };
  world.deliver = async (n) => {
    const url = new URL(n.url);
    const response = await world.t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { ...n.headers, 'content-type': 'application/json', origin: undefined },
      payload: JSON.stringify(n.body),
    });
    world.delivered.push({ notification: n, status: response.statusCode });
    return response;
  };
  world.participant = async (locale = 'pt') => {
    const user = await createUser(world.t.app, { locale });
    return { id: user.id, email: user.email, cookie: await signIn(world.t.app, user) };
  };
  world.videoContest = () => createContest(world.t.app, { category: 'video' });
  world.checkout = (cookie, contestId, packageId, currency = 'BRL') =>
    world.t.app.inject({
      method: 'POST',
      url: `/api/participant/contests/${contestId}/checkout`,
      headers: { cookie },
      payload: { packageId, currency },
    });
  world.order = (cookie, contestId) =>
    world.t.app.inject({
      method: 'GET',
      url: `/api/participant/contests/${contestId}/order`,
      headers: { cookie },
    });
  world.providerCurrencies = async (cookie) =>
    (
      await world.t.app.inject({ method: 'GET', url: '/api/packages?category=video', headers: { cookie } })
    ).json().providerCurrencies;
  world.refund = (paymentId, payload, cookie = world.admin.cookie) =>
    world.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/refund`,
      headers: { cookie },
      payload,
    });
  world.sendFilm = (cookie, contestId, packageId, extra = {}) =>
    world.t.app.inject({
      method: 'POST',
      url: `/api/participant/contests/${contestId}/films`,
      headers: { cookie },
      payload: { packageId, currency: 'BRL', urls: [`https://vimeo.com/${films++}`], ...extra },
    });
  world.mpIdOf = (checkout) => {
    const id = checkout.json().payment.id as string;
    for (const [mpId, p] of world.mp.payments) {
      if (p.point_of_interaction.transaction_data.qr_code === checkout.json().payment.pix?.code) return mpId;
    }
    throw new Error(`no Mercado Pago payment for ${id}`);
  };
  world.confirmedOf = async (contestId, userId) => {
    const { rows } = await world.t.db.$client.query<{ confirmed: number }>(
      `SELECT confirmed_amount::float8 AS confirmed FROM package_purchases
       WHERE contest_id = $1 AND user_id = $2 AND superseded_at IS NULL`,
      [contestId, userId],
    );
    return rows[0]?.confirmed ?? 0;
  };
  world.emailsTo = async (address) =>
    (
      await world.t.db.$client.query<{ dedupe_key: string; subject: string; text: string }>(
        'SELECT dedupe_key, subject, text FROM emails WHERE to_address = $1 ORDER BY created_at, dedupe_key',
        [address],
      )
    ).rows;
  return world;
}

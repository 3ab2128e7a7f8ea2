import type { Currency } from '../../../domain/packages';
import type { PaymentProviderName, PaymentStatus } from '../../../domain/provider-payments';

// One interface for every payment provider (DESIGN.md point 10). The manual mode has no adapter:
// its payments are the admin's links and confirmations. An adapter only speaks its provider's API;
// what a state means for an order is the service's (checkout.service.ts).

/** A payment as the provider reports it now. */
export type ProviderPayment = {
  providerPaymentId: string;
  /** The provider's own status word, kept for reconciliation. */
  providerStatus: string;
  status: PaymentStatus;
  /** How it was paid: 'pix', 'card' or 'boleto'. */
  method: string;
  amount: number;
  currency: Currency;
  refunded: number;
  /** Our reference sent at creation (`<contestId>:<userId>`), as the provider echoes it. */
  externalReference: string | null;
  pix: { code: string; qrBase64: string } | null;
  expiresAt: Date | null;
};

export type NewPixPayment = {
  amount: number;
  currency: Currency;
  description: string;
  payerEmail: string;
  externalReference: string;
  /** Where the provider sends its signed notifications. */
  notificationUrl: string;
  expiresAt: Date;
  /** Same key, same payment: a retried request does not charge twice. */
  idempotencyKey: string;
};

/**
 * A checkout page at the provider for an amount due (Mercado Pago's Checkout Pro: card or boleto).
 * The payment made there names `reference` as its external reference.
 */
export type NewCheckout = {
  reference: string;
  amount: number;
  currency: Currency;
  title: string;
  payerEmail: string;
  notificationUrl: string;
  /** Where the provider sends the payer back (success, pending or failure). */
  backUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
};

/** What a notification asks us to look at, once its signature is checked. */
export type NotificationRequest = {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
  /** The body exactly as received, for providers that sign it (Stripe). */
  rawBody?: string;
};

export type PaymentProvider = {
  name: Exclude<PaymentProviderName, 'manual'>;
  /** The currencies it takes; the others stay on the manual links (or go to another provider). */
  currencies: readonly Currency[];
  /** Whether it offers a Pix in the dialog (Mercado Pago); else only its checkout page. */
  offersPix: boolean;
  createPix(input: NewPixPayment): Promise<ProviderPayment>;
  /** Opens a checkout page for card or boleto; the payer is sent to `url`. */
  createCheckout(input: NewCheckout): Promise<{ checkoutId: string; url: string; expiresAt?: Date }>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Refunds `amount` (the whole payment when null); the new state is read back afterwards. */
  refund(
    providerPaymentId: string,
    amount: number | null,
    idempotencyKey: string,
  ): Promise<{ refundId: string }>;
  /**
   * The payment a genuine notification is about; `{ paymentId: null }` for a genuine one about
   * something else (acknowledged, nothing to do); null when the signature does not hold.
   */
  verifyNotification(
    request: NotificationRequest,
  ): { paymentId: string | null } | null | Promise<{ paymentId: string | null } | null>;
};

/** A provider's API answered with an error or could not be reached. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * One request to a provider's API, given up after 10 s: its silence or its refusal is a
 * ProviderError naming the provider, the answer its JSON.
 */
export async function callProvider<T>(
  provider: string,
  url: string,
  request: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`${provider} unreachable: ${(error as Error).message}`, null);
  }
  if (!response.ok) {
    throw new ProviderError(
      `${provider} answered ${response.status} to ${request.method} ${request.path}`,
      response.status,
    );
  }
  return (await response.json()) as T;
}

import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { PAYMENT_STATUSES, RECONCILIATION_FLAGS } from '../domain/provider-payments';
import { discountCodeCreateSchema } from '../domain/schemas/discount-codes';
import {
  currencySchema,
  fileResponse,
  instantSchema,
  operation,
  uuidParamsSchema,
  uuidSchema,
} from './common';
import { participantParamsSchema, paymentBodySchema, paymentResultSchema } from './statistics';

// Orders and provider payments (server module `payments`).

/** Pay a package through the payment provider: the package and currency chosen in the dialog. */
const checkoutBodySchema = z.object({
  packageId: uuidSchema,
  currency: currencySchema,
});

const refundBodySchema = z.object({
  /** Omitted or null: refund everything not refunded yet. */
  amount: z
    .number({ error: 'errors.invalidField' })
    .positive({ error: 'errors.invalidField' })
    .max(100_000, { error: 'errors.invalidField' })
    .nullable()
    .optional(),
  reason: z
    .string({ error: 'errors.required' })
    .trim()
    .min(3, { error: 'errors.payments.reasonRequired' })
    .max(500, { error: 'errors.payments.reasonTooLong' }),
});
export type RefundBody = z.output<typeof refundBodySchema>;

const paymentModeSchema = z.enum(['manual', 'provider']);

/** The participant's order in a contest: what was bought, what is paid, what is due. */
export const orderSchema = z.object({
  packageId: z.string().nullable(),
  items: z.number().int(),
  currency: currencySchema,
  price: z.number(),
  paid: z.number(),
  due: z.number(),
  isPaid: z.boolean(),
  /** How this order's currency is paid: the admin's links (manual) or the payment provider. */
  mode: paymentModeSchema,
  /** What a discount or waiver code took off the package's price (`price` is after it). */
  discount: z.number(),
  discountCode: z.string().nullable(),
});
export type Order = z.output<typeof orderSchema>;

const providerPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  refunded: z.number(),
  currency: currencySchema,
  pix: z.object({ code: z.string(), qrBase64: z.string() }).nullable(),
  expiresAt: instantSchema.nullable(),
  createdAt: instantSchema,
  /** An upgrade's payment: the package (its entries) the order becomes once it is paid; else null. */
  upgradeItems: z.number().int().nullable(),
});
export type ProviderPaymentView = z.output<typeof providerPaymentSchema>;

const participantOrderSchema = z.object({
  order: orderSchema.nullable(),
  payments: z.array(providerPaymentSchema),
});
export type ParticipantOrder = z.output<typeof participantOrderSchema>;

/**
 * The answer of a checkout: the order after the choice, the upgrade being paid (the order becomes
 * that package once its difference is confirmed) and the payment to make (null: nothing due).
 */
const checkoutSchema = z.object({
  order: orderSchema,
  upgrade: z.object({ items: z.number().int(), price: z.number(), due: z.number() }).nullable(),
  payment: providerPaymentSchema.nullable(),
});
export type Checkout = z.output<typeof checkoutSchema>;

/** The answer of a card or boleto checkout: the provider's page to send the participant to (null: nothing due). */
const cardCheckoutSchema = checkoutSchema.omit({ payment: true }).extend({ url: z.string().nullable() });
export type CardCheckout = z.output<typeof cardCheckoutSchema>;

/** A provider payment as the admin sees it, with the provider's own id and status word. */
const adminPaymentSchema = providerPaymentSchema.extend({
  userId: z.string(),
  providerPaymentId: z.string(),
  providerStatus: z.string(),
});
export type AdminPayment = z.output<typeof adminPaymentSchema>;
const adminPaymentsSchema = z.object({ items: z.array(adminPaymentSchema) });

/** One participant's order beside what the provider received and what an admin confirmed. */
const reconciliationRowSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  items: z.number().int(),
  currency: currencySchema,
  price: z.number(),
  confirmed: z.number(),
  due: z.number(),
  isConfirmedByAdmin: z.boolean(),
  /** What the provider's payments added, refunds deducted. */
  providerNet: z.number(),
  discountCode: z.string().nullable(),
  discount: z.number(),
  flags: z.array(z.enum(RECONCILIATION_FLAGS)),
  payments: z.array(adminPaymentSchema),
});
export type ReconciliationRow = z.output<typeof reconciliationRowSchema>;
const reconciliationSchema = z.object({
  provider: z.string(),
  items: z.array(reconciliationRowSchema),
});
export type Reconciliation = z.output<typeof reconciliationSchema>;

const reconciliationCsvQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: 'errors.invalidField' }).optional(),
});

export const reconciliationCsvResponse = fileResponse(
  'text/csv',
  'Orders, provider payments and mismatches of a contest, as CSV',
);

/** The provider that calls a webhook (its signature, checked in the service, makes the call count). */
const providerParamsSchema = z.object({ provider: z.string().max(40) });
const webhookAnswerSchema = z.object({ ok: z.literal(true) });

// Discount and waiver codes: the create body lives in domain/schemas/discount-codes.ts.

const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  percent: z.number().int().nullable(),
  currency: currencySchema.nullable(),
  amount: z.number().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  expiresOn: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: instantSchema,
});
export type DiscountCodeView = z.output<typeof discountCodeSchema>;
const discountCodesSchema = z.object({ items: z.array(discountCodeSchema) });
const discountCodeUpdateSchema = z.object({ isActive: z.boolean({ error: 'errors.invalidField' }) });

/** A participant's code for the package chosen in the dialog. */
const applyCodeBodySchema = z.object({
  code: z.string({ error: 'errors.required' }).trim().min(1, { error: 'errors.required' }).max(60, {
    error: 'errors.discountCode.codeInvalid',
  }),
  packageId: uuidSchema,
  currency: currencySchema,
});
const applyCodeSchema = z.object({ order: orderSchema });

/** The operations of the payments area by operationId (src/contract/operations.ts). */
export const paymentOperations = {
  setPaid: operation(
    'PUT /api/admin/stats/contests/{id}/participants/{userId}/payment',
    'Marks a participant paid or not',
    { params: participantParamsSchema, body: paymentBodySchema },
    { 200: paymentResultSchema },
  ),
  getMyOrder: operation(
    'GET /api/participant/contests/{id}/order',
    'What the participant owes a contest',
    { params: uuidParamsSchema },
    { 200: participantOrderSchema },
  ),
  startPixCheckout: operation(
    'POST /api/participant/contests/{id}/checkout',
    'Starts a Pix payment',
    { params: uuidParamsSchema, body: checkoutBodySchema },
    { 200: checkoutSchema },
  ),
  receivePaymentNotice: operation(
    'POST /api/payments/webhooks/{provider}',
    "A payment provider's notice",
    { params: providerParamsSchema },
    { 200: webhookAnswerSchema },
  ),
  listContestPayments: operation(
    'GET /api/admin/contests/{id}/payments',
    "A contest's payments",
    { params: uuidParamsSchema },
    { 200: adminPaymentsSchema },
  ),
  getReconciliation: operation(
    'GET /api/admin/contests/{id}/reconciliation',
    "A contest's payments against its entries",
    { params: uuidParamsSchema },
    { 200: reconciliationSchema },
  ),
  exportReconciliation: operation(
    'GET /api/admin/contests/{id}/reconciliation.csv',
    'The reconciliation as CSV',
    { params: uuidParamsSchema, querystring: reconciliationCsvQuerySchema },
    { 200: reconciliationCsvResponse },
  ),
  refundPayment: operation(
    'POST /api/admin/payments/{id}/refund',
    'Refunds a payment',
    { params: uuidParamsSchema, body: refundBodySchema },
    { 200: adminPaymentSchema },
  ),
  startCardCheckout: operation(
    'POST /api/participant/contests/{id}/card-checkout',
    'Starts a card or boleto payment',
    { params: uuidParamsSchema, body: checkoutBodySchema },
    { 200: cardCheckoutSchema },
  ),
  applyDiscountCode: operation(
    'POST /api/participant/contests/{id}/discount-code',
    'Applies a discount code',
    { params: uuidParamsSchema, body: applyCodeBodySchema },
    { 200: applyCodeSchema },
  ),
  listDiscountCodes: operation(
    'GET /api/admin/contests/{id}/discount-codes',
    "A contest's discount codes",
    { params: uuidParamsSchema },
    { 200: discountCodesSchema },
  ),
  createDiscountCode: operation(
    'POST /api/admin/contests/{id}/discount-codes',
    'Creates a discount code',
    { params: uuidParamsSchema, body: discountCodeCreateSchema },
    { 201: discountCodeSchema },
  ),
  setDiscountCodeActive: operation(
    'PUT /api/admin/discount-codes/{id}',
    'Turns a discount code on or off',
    { params: uuidParamsSchema, body: discountCodeUpdateSchema },
    { 200: discountCodeSchema },
  ),
  receiveStripeEvent: operation(
    'POST /api/payments/webhooks/stripe',
    "Stripe's signed event",
    {},
    { 200: webhookAnswerSchema },
  ),
};

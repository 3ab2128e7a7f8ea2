import { z } from 'zod';
import { CURRENCIES } from '../domain/packages';
import {
  packageCategoryQuerySchema,
  packageCreateSchema,
  packageUpdateSchema,
} from '../domain/schemas/admin';
import { categorySchema, textIdParamsSchema, noContentSchema, operation } from './common';

// Packages (server module `packages`): admins edit them, participants choose one when they submit.
// The request schemas live in domain/schemas/admin.ts with the package rules.

const packageIdParamsSchema = textIdParamsSchema;

const currencySchema = z.enum(CURRENCIES);

export const packagePriceSchema = z.object({
  currency: currencySchema,
  amount: z.number(),
  paymentUrl: z.string().nullable(),
  /** Prices by date: the early-bird price up to its last day, the late one from its first. */
  earlyAmount: z.number().nullable(),
  earlyUntil: z.string().nullable(),
  lateAmount: z.number().nullable(),
  lateFrom: z.string().nullable(),
});
export type PackagePrice = z.output<typeof packagePriceSchema>;

/** A price as a participant sees it today: the amount due now, and when and to what it changes. */
const offeredPriceSchema = z.object({
  currency: currencySchema,
  amount: z.number(),
  paymentUrl: z.string().nullable(),
  period: z.enum(['early', 'regular', 'late']),
  changesOn: z.string().nullable(),
  nextAmount: z.number().nullable(),
});

const adminPackageSchema = z.object({
  id: z.string(),
  category: categorySchema,
  items: z.number().int(),
  isActive: z.boolean(),
  prices: z.array(packagePriceSchema),
});
export type AdminPackage = z.output<typeof adminPackageSchema>;
const adminPackagesSchema = z.object({ items: z.array(adminPackageSchema) });

/** What a participant chooses from: active packages with prices in the category's currencies. */
const contestPackageSchema = z.object({
  id: z.string(),
  items: z.number().int(),
  prices: z.array(offeredPriceSchema),
});
export type ContestPackage = z.output<typeof contestPackageSchema>;
const contestPackagesSchema = z.object({
  category: categorySchema,
  currencies: z.array(currencySchema).readonly(),
  items: z.array(contestPackageSchema),
  /** Currencies paid through the payment provider (a Pix in the dialog); the others by the packages' links. */
  providerCurrencies: z.array(currencySchema),
  /** With a provider: entries may be sent before the payment is confirmed (PAYMENT_ALLOW_UNPAID_ENTRIES). */
  unpaidEntriesAllowed: z.boolean(),
});

/** The operations of the packages area by operationId (src/contract/operations.ts). */
export const packageOperations = {
  listPackages: operation(
    'GET /api/admin/packages',
    'Every package with its prices',
    {},
    { 200: adminPackagesSchema },
  ),
  createPackage: operation(
    'POST /api/admin/packages',
    'Creates a package',
    { body: packageCreateSchema },
    { 201: adminPackageSchema },
  ),
  updatePackage: operation(
    'PUT /api/admin/packages/{id}',
    'Changes a package',
    { params: packageIdParamsSchema, body: packageUpdateSchema },
    { 200: adminPackageSchema },
  ),
  deletePackage: operation(
    'DELETE /api/admin/packages/{id}',
    'Deletes a package',
    { params: packageIdParamsSchema },
    { 204: noContentSchema },
  ),
  listOfferedPackages: operation(
    'GET /api/packages',
    "A category's packages on offer today",
    { querystring: packageCategoryQuerySchema },
    { 200: contestPackagesSchema },
  ),
};

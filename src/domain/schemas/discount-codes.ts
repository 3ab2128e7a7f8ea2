import { z } from 'zod';
import { isIsoDay } from '../contest-dates';
import { DISCOUNT_CODE_PATTERN, valueOfKind } from '../discount-codes';
import { CURRENCIES } from '../packages';

// The admin's form for a discount or waiver code (the rules are ../discount-codes.ts).

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The admin's form for a new code. */
export const discountCodeCreateSchema = z
  .object({
    code: z
      .string({ error: 'errors.required' })
      .trim()
      .regex(DISCOUNT_CODE_PATTERN, { error: 'errors.discountCode.codeInvalid' }),
    kind: z.enum(['percent', 'fixed'], { error: 'errors.invalidField' }),
    percent: z.preprocess(
      emptyToNull,
      z
        .number({ error: 'errors.discountCode.percentInvalid' })
        .int({ error: 'errors.discountCode.percentInvalid' })
        .min(1, { error: 'errors.discountCode.percentInvalid' })
        .max(100, { error: 'errors.discountCode.percentInvalid' })
        .nullable(),
    ),
    currency: z.preprocess(emptyToNull, z.enum(CURRENCIES, { error: 'errors.invalidField' }).nullable()),
    amount: z.preprocess(
      emptyToNull,
      z
        .number({ error: 'errors.package.amountInvalid' })
        .positive({ error: 'errors.package.amountInvalid' })
        .max(1_000_000, { error: 'errors.package.amountInvalid' })
        .refine((a) => Math.abs(a * 100 - Math.round(a * 100)) < 1e-6, {
          error: 'errors.package.amountInvalid',
        })
        .nullable(),
    ),
    maxUses: z.preprocess(
      emptyToNull,
      z
        .number({ error: 'errors.discountCode.maxUsesInvalid' })
        .int({ error: 'errors.discountCode.maxUsesInvalid' })
        .min(1, { error: 'errors.discountCode.maxUsesInvalid' })
        .max(100_000, { error: 'errors.discountCode.maxUsesInvalid' })
        .nullable(),
    ),
    expiresOn: z.preprocess(
      emptyToNull,
      z.string().refine(isIsoDay, { error: 'errors.contest.dateInvalid' }).nullable(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'errors.discountCode.percentInvalid' });
    }
    if (v.kind === 'fixed' && v.currency === null) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'errors.required' });
    }
    if (v.kind === 'fixed' && v.amount === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'errors.package.amountInvalid' });
    }
  })
  // Only the fields of its kind are kept.
  .transform((v) => ({
    code: v.code,
    ...valueOfKind(v),
    maxUses: v.maxUses,
    expiresOn: v.expiresOn,
  }));
export type DiscountCodeCreateInput = z.input<typeof discountCodeCreateSchema>;
export type DiscountCodeCreate = z.output<typeof discountCodeCreateSchema>;

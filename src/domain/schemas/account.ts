import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../locales';
import { isSingleLine } from '../text';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales';
export const BRAZIL = 'BR';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 40;
export const EMAIL_MAX = 254;
export const CITY_NAME_MAX = 100;

const required = 'errors.required';

export const usernameSchema = z
  .string(required)
  .trim()
  // Empty is 'required', not 'at least 2 characters' (issue 15, defect 6).
  .min(2, { error: (issue) => (issue.input === '' ? 'errors.required' : 'errors.usernameTooShort') })
  .max(USERNAME_MAX, 'errors.tooLong')
  // A username is shown to other people (greeting, rankings, CSV exports): one line of visible
  // characters (domain/text.ts), and no '@'.
  .refine((name) => isSingleLine(name) && !name.includes('@'), 'errors.usernameInvalid');

export const emailSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(EMAIL_MAX, 'errors.tooLong')
  .pipe(z.email('errors.email'))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string(required)
  .min(PASSWORD_MIN, 'errors.passwordTooShort')
  .max(PASSWORD_MAX, 'errors.passwordTooLong');

/**
 * Where a person lives. Brazil uses the IBGE state and municipality codes (a dropdown);
 * elsewhere there is no state and the city is free text (spec section 2, Login screen).
 */
export const locationSchema = z
  .object({
    country: z
      .string(required)
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'errors.countryInvalid')
      .transform((c) => c.toUpperCase()),
    stateCode: z.string().trim().max(8).nullish(),
    cityCode: z.string().trim().max(16).nullish(),
    cityName: z
      .string()
      .trim()
      .max(CITY_NAME_MAX, 'errors.tooLong')
      .refine(isSingleLine, 'errors.invalidCharacters')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.country === BRAZIL) {
      if (!value.stateCode)
        ctx.addIssue({ code: 'custom', path: ['stateCode'], message: 'errors.stateRequired' });
      if (!value.cityCode)
        ctx.addIssue({ code: 'custom', path: ['cityCode'], message: 'errors.cityRequired' });
    } else if (!value.cityName) {
      ctx.addIssue({ code: 'custom', path: ['cityName'], message: 'errors.cityRequired' });
    }
  })
  .transform((value) =>
    value.country === BRAZIL
      ? { country: value.country, stateCode: value.stateCode!, cityCode: value.cityCode!, cityName: null }
      : { country: value.country, stateCode: null, cityCode: null, cityName: value.cityName! },
  );
export type Location = z.output<typeof locationSchema>;
export type LocationInput = z.input<typeof locationSchema>;

export const signUpSchema = z.intersection(
  z.object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  }),
  locationSchema,
);
export type SignUpInput = z.input<typeof signUpSchema>;

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string(required).min(1, required) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'errors.passwordsDoNotMatch',
  });

/** Participant settings: the password changes only when a new one is typed (spec section 5). */
export const settingsSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    newPassword: z.union([z.literal(''), passwordSchema]).default(''),
    confirmPassword: z.string().default(''),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'errors.newPasswordsDoNotMatch',
  });
export type SettingsInput = z.input<typeof settingsSchema>;

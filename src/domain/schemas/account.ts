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
/** The name printed on certificates: one line that fits the certificate's. */
export const PRINT_NAME_MAX = 80;

const required = 'errors.required';

export const usernameSchema = z
  .string(required)
  .trim()
  // Empty is 'required', not 'at least 2 characters'.
  .min(2, { error: (issue) => (issue.input === '' ? 'errors.required' : 'errors.usernameTooShort') })
  .max(USERNAME_MAX, 'errors.tooLong')
  // A username is shown to other people (greeting, rankings, CSV exports): one line of visible
  // characters (domain/text.ts), and no '@'.
  .refine((name) => isSingleLine(name) && !name.includes('@'), 'errors.usernameInvalid');

/**
 * The name to print on certificates: trimmed, inner blanks as one space; '' means none (the
 * certificate prints the username). One line of visible characters, at most PRINT_NAME_MAX.
 */
export const printNameSchema = z
  .string()
  .max(PRINT_NAME_MAX * 4, 'errors.tooLong')
  .transform((name) => name.replace(/[ \t]+/g, ' ').trim())
  .refine((name) => name.length <= PRINT_NAME_MAX, 'errors.tooLong')
  .refine((name) => name === '' || isSingleLine(name), 'errors.printNameInvalid');

/** What a certificate names: the name to print when the participant gave one, else the username. */
export function certificateName(user: { username: string; printName: string | null }): string {
  return user.printName?.trim() || user.username;
}

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

const NO_LOCATION = { country: null, stateCode: null, cityCode: null, cityName: null } as const;

/**
 * The admin's edit of a user: a location as above, or none at all (an empty country) for a user who
 * never had one. The first admin is created before anyone says where they live; they must not have
 * to invent a place to change their password. The server refuses removing a location a
 * user already has.
 */
export const locationOrNoneSchema = z.unknown().transform((value, ctx): Location | typeof NO_LOCATION => {
  const record = (value ?? {}) as Record<string, unknown>;
  const country = typeof record.country === 'string' ? record.country.trim() : record.country;
  if (country === '' || country === null || country === undefined) return { ...NO_LOCATION };
  const parsed = locationSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});

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

/**
 * Participant settings: the password changes only when a new one is typed (spec section 5). A new
 * email or password also needs the current password (checked on the server, which
 * knows whether the email changed; see needsCurrentPassword).
 */
export const settingsSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    newPassword: z.union([z.literal(''), passwordSchema]).default(''),
    confirmPassword: z.string().default(''),
    currentPassword: z.string().max(PASSWORD_MAX, 'errors.passwordTooLong').default(''),
    /** Left out: unchanged. */
    printName: printNameSchema.optional(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'errors.newPasswordsDoNotMatch',
  });
export type SettingsInput = z.input<typeof settingsSchema>;

/** Whether a settings change touches what takes over an account: the sign-in email or the password. */
export function needsCurrentPassword(
  current: { email: string },
  change: { email: string; newPassword?: string },
): boolean {
  return change.email.trim().toLowerCase() !== current.email.toLowerCase() || Boolean(change.newPassword);
}

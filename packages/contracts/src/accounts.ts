import { z } from 'zod';
import { languageCodes } from './language.js';

const email = z
  .string()
  .trim()
  .min(1, 'contracts.emailRequired')
  .max(254)
  .pipe(z.email('contracts.enterValidEmailAddress'));
const password = z
  .string()
  .min(1, 'contracts.passwordRequired')
  .max(256, 'contracts.passwordTooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** POST /api/login/email */
export const LoginRequest = z.object({ email, password });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export const LoginResponse = z.object({
  access_token: z.string(),
  message: z.string(),
  role: Role,
  /**
   * Added: the citizen has not accepted the current privacy policy (changed since, or never
   * accepted): the client shows its changes and asks again (POST /api/user/consent); until then
   * other calls answer 403 CONSENT_REQUIRED.
   */
  consent_required: z.boolean().optional(),
  /** Added: the current privacy policy version, the one to accept. */
  policy_version: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** A reply that only carries a message (and, for hosted identity checks, where to go next). */
export const MessageResponse = z.object({
  message: z.string(),
  redirect: z.string().optional(),
  /**
   * Added: what happened, for programs, in any language (the message follows Accept-Language):
   * TWO_FACTOR_SENT, USER_CREATED or USER_VERIFIED.
   */
  code: z.enum(['TWO_FACTOR_SENT', 'USER_CREATED', 'USER_VERIFIED']).optional(),
});
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * A person's name as it appears in mail: letters in any script with their accents, spaces,
 * apostrophes, hyphens and dots. No digits, line breaks, '@', ':' or '/', so a name cannot carry
 * a message, a number to call or a link into the mail greeting.
 */
export const PersonName = z
  .string()
  .trim()
  .min(1, 'contracts.nameRequired')
  .max(100, 'contracts.nameTooLongMost')
  .regex(/^[\p{L}\p{M}' ’.\-‐]+$/u, 'contracts.nameCanOnlyContain')
  .refine((name) => /\p{L}/u.test(name), 'contracts.nameMustContainLetters')
  // Exactly two letters each side is the same test as "two or more", and stays linear on the
  // 200 KB strings an attacker sends (zod runs refinements even after max() has failed).
  .refine(
    (name) => name.length > 100 || !/[\p{L}\p{M}]{2}\.[\p{L}\p{M}]{2}/u.test(name),
    'contracts.nameCannotWebAddress',
  )
  .transform((name) => name.normalize('NFC').replace(/ {2,}/g, ' '));

/** A name from elsewhere (an OpenID provider's `name` claim), cleaned, or undefined if not a name. */
export function personNameFrom(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const parsed = PersonName.safeParse(raw.replace(/\s+/g, ' '));
  return parsed.success ? parsed.data : undefined;
}

/** POST /api/signup; phone and NIN are optional, the code is asked for when they are given. */
export const SignupRequest = z.object({
  name: PersonName,
  email,
  password: z.string().min(8, 'contracts.passwordMustLeast8').max(256, 'contracts.passwordTooLong'),
  phone_number: optionalText(20),
  nin: optionalText(20),
  two_factor_code: optionalText(12),
  /** Added: the privacy policy version the sign-up form showed; recorded as accepted. */
  policy_version: optionalText(20),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

/** POST /api/forget-password-email */
export const ForgotPasswordRequest = z.object({ email });

/** POST /api/reset-password */
export const ResetPasswordRequest = z.object({
  new_password: z
    .string()
    .min(8, 'contracts.passwordMustLeast8')
    .max(256, 'contracts.passwordTooLong'),
  confirm_new_password: z.string().max(256),
  token: z.string().min(1, 'contracts.resetLinkIncomplete').max(200),
});

/** POST /api/verify/user */
export const VerifyUserRequest = z.object({
  phone_number: z.string().trim().min(1, 'contracts.phoneNumberRequired').max(20),
  nin: z.string().trim().min(1, 'contracts.ninRequired').max(20),
  two_factor_code: optionalText(12),
});
export type VerifyUserRequest = z.infer<typeof VerifyUserRequest>;

/** GET /api/google and GET /api/apple */
export const SsoStartQuery = z.object({ redirect_uri: z.string().max(500).optional() });
export const SsoStartResponse = z.object({ auth_url: z.string() });

/** GET /api/user/profile: NIN masked but for its last four digits. */
export const ProfileResponse = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  nin: z.string().nullable(),
  sso: z.array(z.string()),
  /** Added to the spec's fields: the identity (phone and NIN) has been verified. */
  verified: z.boolean(),
  /** Added: the language mails and text messages are written in. */
  language: z.string(),
  /** Added: a voting PIN for ballots by USSD has been set. */
  votingPin: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** GET /api/states: the selectors of the signup form. */
export const StatesResponse = z.object({
  states: z.array(z.object({ id: z.number().int(), state: z.string(), lgas: z.array(z.string()) })),
});
export type StatesResponse = z.infer<typeof StatesResponse>;

/** PUT /api/user/language (added): the account's language, which mails and SMS follow. */
export const LanguageRequest = z.object({
  language: z.enum(languageCodes, { message: 'contracts.languageChoice' }),
});
export type LanguageRequest = z.infer<typeof LanguageRequest>;

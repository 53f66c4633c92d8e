import { z } from 'zod';
import {
  checkNewPassword,
  checkPasswordRule,
  checkUserName,
  PASSWORD_MAX_LENGTH,
} from '@print/domain';
import { AccountAddressSchema } from './address.js';
import { IdSchema } from './common.js';

/*
 * Auth and account schemas (spec 2 §3, §5, §7). Validation messages are stable UPPER_SNAKE codes
 * (the domain's codes where a domain rule exists), so the web translates them and the API answers
 * them in VALIDATION_FAILED details.issues[].message.
 */

export const EMAIL_MAX_LENGTH = 254;

export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'TOO_LONG')
  .pipe(z.email('EMAIL_INVALID'));

/** User name 4..20, no "@" (domain `checkUserName`); answers the NFC-normalised, trimmed name. */
export const UserNameSchema = z.string().transform((value, ctx) => {
  const result = checkUserName(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.error.code });
    return z.NEVER;
  }
  return result.value;
});

/**
 * A new password: the domain's `checkPasswordRule` (12..128, not only spaces, not one repeated
 * character; DECISIONS.md); the common-password check is server-side. Sign-in never applies it.
 */
export const NewPasswordSchema = z.string().superRefine((value, ctx) => {
  const result = checkPasswordRule(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error.code });
});

/** A password the account already has (sign-in, confirmation of a change): any length up to 128. */
export const CurrentPasswordSchema = z
  .string()
  .min(1, 'REQUIRED')
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG');

/**
 * POST /api/auth/signup. `shippingAddress: null` means "same as billing" (spec 2 §5: shipping
 * fields are required only when shipping differs). The privacy checkbox is the page's rule.
 */
export const SignupRequestSchema = z
  .object({
    username: UserNameSchema,
    password: NewPasswordSchema,
    repeatPassword: z.string().max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG'),
    email: EmailSchema,
    billingAddress: AccountAddressSchema,
    shippingAddress: AccountAddressSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const result = checkNewPassword(value.password, value.repeatPassword);
    if (!result.ok && result.error.code === 'PASSWORDS_DO_NOT_MATCH') {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: result.error.code });
    }
  });
export type SignupRequest = z.input<typeof SignupRequestSchema>;

/** POST /api/auth/signin: `username` holds a user name or an e-mail address. */
export const SigninRequestSchema = z.object({
  username: z.string().trim().min(1, 'REQUIRED').max(EMAIL_MAX_LENGTH, 'TOO_LONG'),
  password: CurrentPasswordSchema,
});
export type SigninRequest = z.infer<typeof SigninRequestSchema>;

/** POST /api/auth/optin/resend: a new opt-in link for an unconfirmed account (user name or e-mail). */
export const OptinResendRequestSchema = z.object({ username: SigninRequestSchema.shape.username });
export type OptinResendRequest = z.infer<typeof OptinResendRequestSchema>;

/** A link code from a mail (opt-in, reset, e-mail change): 32 random bytes, base64url. */
export const LinkCodeSchema = z.string().trim().min(1, 'REQUIRED').max(128, 'TOO_LONG');

/** POST /api/auth/optin, POST /api/auth/email/confirm and POST /api/auth/email/undo. */
export const LinkCodeRequestSchema = z.object({ uuid: LinkCodeSchema });
export type LinkCodeRequest = z.infer<typeof LinkCodeRequestSchema>;

/** POST /api/auth/reset-password. */
export const ResetPasswordRequestSchema = z.object({ email: EmailSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** POST /api/auth/reset-password/callback. */
export const ResetPasswordCallbackRequestSchema = z.object({
  uuid: LinkCodeSchema,
  password: NewPasswordSchema,
});
export type ResetPasswordCallbackRequest = z.infer<typeof ResetPasswordCallbackRequestSchema>;

/** POST /api/auth/password: success revokes every session (the web then goes to /login). */
export const ChangePasswordRequestSchema = z.object({
  oldPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/**
 * POST /api/auth/email: sends a confirmation link to the new address. The current password is
 * required (ASVS 3.7.1): a session alone cannot move the account to another inbox.
 */
export const ChangeEmailRequestSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

/** Answer of the requests that only start something (signup, reset request, e-mail change ...). */
export const AuthAcceptedResponseSchema = z.object({ ok: z.literal(true) });
export type AuthAcceptedResponse = z.infer<typeof AuthAcceptedResponseSchema>;

export const AuthUserSchema = z.object({ username: z.string(), email: z.string() });

/**
 * POST /api/auth/signin (200) and POST /api/auth/refresh (201). `cartId` is the account's cart
 * after the anonymous session's carts were carried over and merged (null when it has none): the
 * web switches to it.
 */
export const SessionResponseSchema = z.object({
  user: AuthUserSchema,
  cartId: IdSchema.nullable(),
  /** When the session ends if idle from now (ISO 8601). */
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** Spec 2 §3 "User preferences": value plus whether the customer ever chose. */
export const PreferenceSchema = z.object({ value: z.boolean(), isSet: z.boolean() });

export const BillingInformationSchema = AccountAddressSchema.extend({
  email: z.string(),
  /** Set by the operator (README "Accounts"); makes the account a business customer. */
  isVerifiedCompany: z.boolean(),
});

/** GET /api/auth/user/details. */
export const UserDetailsResponseSchema = z.object({
  username: z.string(),
  email: z.string(),
  billingInformation: BillingInformationSchema,
  /** null: shipping goes to the billing address. */
  shippingInformation: AccountAddressSchema.nullable(),
  isBillingAndShippingEqual: z.boolean(),
  /** Spec 2 §6: the preference when set, or a verified company. */
  isBusinessCustomer: z.boolean(),
  preferences: z.object({ isBusinessCustomer: PreferenceSchema }),
  createdAt: z.string(),
});
export type UserDetailsResponse = z.infer<typeof UserDetailsResponseSchema>;

/**
 * GET /api/auth/session: the caller's sign-in state, 200 for everyone (an anonymous page view
 * causes no error response); signed in, the account details come along.
 */
export const AuthSessionStateSchema = z.discriminatedUnion('isLoggedIn', [
  z.object({ isLoggedIn: z.literal(false) }),
  z.object({ isLoggedIn: z.literal(true), details: UserDetailsResponseSchema }),
]);
export type AuthSessionState = z.infer<typeof AuthSessionStateSchema>;

/** PUT /api/auth/user/details: the addresses and the private/business preference. */
export const UpdateUserDetailsRequestSchema = z.object({
  billingInformation: AccountAddressSchema,
  shippingInformation: AccountAddressSchema.nullable().default(null),
  /** null leaves the preference unset (or clears it). */
  isBusinessCustomer: z.boolean().nullable().optional(),
});
export type UpdateUserDetailsRequest = z.input<typeof UpdateUserDetailsRequestSchema>;

/** GET /api/auth/sessions: the account's active sessions, newest first. */
export const AuthSessionSchema = z.object({
  id: IdSchema,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string(),
  isCurrent: z.boolean(),
});
export const SessionListResponseSchema = z.object({ sessions: z.array(AuthSessionSchema) });
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

/** DELETE /api/auth/sessions/others. */
export const EndSessionsResponseSchema = z.object({ ended: z.number().int() });

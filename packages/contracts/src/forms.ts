import { checkPhoneNumber, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@print/domain';
import { z } from 'zod';
import { IdSchema } from './common.js';

/**
 * The shop's forms (spec 2 §3, §5): contact with its bug-report mode, VAT-ID and newsletter.
 * The same schemas validate the web forms (react-hook-form + zodResolver) and the API routes
 * `POST /api/forms/{contact|bug-report|vat-id|newsletter}`. Messages are i18n keys of the web's
 * `forms` namespace (`validation.*`); the API answers VALIDATION_FAILED with the same keys.
 */

/**
 * Text limits of spec 2 §9, names and phone as everywhere else (DECISIONS.md "Customer data":
 * names up to 50, phone up to 25 characters with 6 to 15 digits; shown, never applied by cutting).
 */
export const FORM_LIMITS = {
  name: NAME_MAX_LENGTH,
  subject: 50,
  message: 400,
  phone: PHONE_MAX_LENGTH,
  email: 254,
  /** Firm, street and location of the newsletter form (the spec names no limit). */
  address: 60,
  /** The contact form's company: as long as an address's (ADDRESS_LIMITS.company). */
  company: 100,
  vatId: 20,
} as const;

export const BROWSERS = ['firefox', 'chrome', 'safari', 'edge', 'other'] as const;
export const OPERATING_SYSTEMS = ['windows', 'macos', 'ios', 'android', 'other'] as const;
export const SALUTATIONS = ['ms', 'mr', 'none'] as const;

const required = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, `validation.max${max}`);
const optional = (max: number) => z.string().trim().max(max, `validation.max${max}`).optional();
const email = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(FORM_LIMITS.email, 'validation.email')
  .email('validation.email');
/** The shared phone rule (domain checkPhoneNumber); too long is said once, with the limit. */
const phone = z
  .string()
  .trim()
  .max(FORM_LIMITS.phone, `validation.max${FORM_LIMITS.phone}`)
  .refine(
    (value) => value.length > FORM_LIMITS.phone || checkPhoneNumber(value).ok,
    'validation.phone',
  )
  .optional();
/** Privacy confirmation: must be ticked. */
const confirmation = z.literal(true, { message: 'validation.confirmation' });
/**
 * Honeypot: a field hidden from people (off-screen, aria-hidden, no tab stop) that bots fill in.
 * Filled → the API answers like a success and stores and mails nothing.
 */
const honeypot = z.string().max(500).optional();

const sender = {
  firstName: required(FORM_LIMITS.name),
  lastName: required(FORM_LIMITS.name),
  mail: email,
  phone,
  /** Prefilled from a signed-in customer's billing address (issue 24 point 13). */
  company: optional(FORM_LIMITS.company),
  subject: optional(FORM_LIMITS.subject),
  confirmation,
  website: honeypot,
};

export const ContactFormSchema = z.object({
  ...sender,
  message: required(FORM_LIMITS.message),
  /**
   * Issue 13 point 5: a quote request for one of the sender's own uploaded 3D files (the
   * configurator links here when no mode can print it). The shop's mail carries the file; a
   * file that is not the sender's answers 404 FILE_NOT_FOUND and nothing is sent.
   */
  fileId: IdSchema.optional(),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** Bug-report mode: the description fields replace the message. */
export const BugReportFormSchema = z
  .object({
    ...sender,
    userIntention: required(FORM_LIMITS.message),
    userExpectation: required(FORM_LIMITS.message),
    systemResponse: required(FORM_LIMITS.message),
    browserUsed: z.enum(BROWSERS, { message: 'validation.required' }),
    osUsed: z.enum(OPERATING_SYSTEMS, { message: 'validation.required' }),
    differentBrowsers: z.array(z.enum(BROWSERS)).max(BROWSERS.length).default([]),
    userCheckedInternetConnection: z.enum(['yes', 'no'], { message: 'validation.required' }),
    errorMessageOccurred: z.boolean(),
    errorMessage: optional(FORM_LIMITS.message),
  })
  .refine((form) => form.errorMessageOccurred || !form.errorMessage, {
    message: 'validation.errorMessageWithoutError',
    path: ['errorMessage'],
  });
export type BugReportForm = z.infer<typeof BugReportFormSchema>;
export type BugReportFormInput = z.input<typeof BugReportFormSchema>;

/** VAT ID: country prefix and 2–13 letters/digits; spaces, dots and dashes are ignored. */
export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export const VatIdFormSchema = z.object({
  vatId: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(FORM_LIMITS.vatId, 'validation.vatId')
    .refine((v) => VAT_ID_PATTERN.test(normalizeVatId(v)), 'validation.vatId'),
  firstName: optional(FORM_LIMITS.name),
  lastName: optional(FORM_LIMITS.name),
  mail: email.optional().or(z.literal('')),
  phone,
  website: honeypot,
});
export type VatIdForm = z.infer<typeof VatIdFormSchema>;

export const NewsletterFormSchema = z.object({
  salutation: z.enum(SALUTATIONS, { message: 'validation.required' }),
  firstName: optional(FORM_LIMITS.name),
  lastName: required(FORM_LIMITS.name),
  firm: optional(FORM_LIMITS.address),
  street: optional(FORM_LIMITS.address),
  plz: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'validation.plz')
    .optional(),
  location: optional(FORM_LIMITS.address),
  mail: email,
  confirmation,
  website: honeypot,
});
export type NewsletterForm = z.infer<typeof NewsletterFormSchema>;

export const FormKindSchema = z.enum(['contact', 'bug-report', 'vat-id', 'newsletter']);
export type FormKind = z.infer<typeof FormKindSchema>;

/** Answer of every form POST (a honeypot hit gets the same). */
export const FormSentResponseSchema = z.object({
  status: z.enum(['received', 'confirmation-sent']),
});
export type FormSentResponse = z.infer<typeof FormSentResponseSchema>;

/** The double opt-in link's token: 32 random bytes, base64url (43 characters). */
export const NewsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const NewsletterConfirmQuerySchema = z.object({ token: NewsletterTokenSchema });
export const NewsletterConfirmBodySchema = z.object({ token: NewsletterTokenSchema });
export const NewsletterConfirmResponseSchema = z.object({
  status: z.enum(['pending', 'confirmed']),
});
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponseSchema>;

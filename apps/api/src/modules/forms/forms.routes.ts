import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  BugReportFormSchema,
  ContactFormSchema,
  FormSentResponseSchema,
  NewsletterConfirmBodySchema,
  NewsletterConfirmQuerySchema,
  NewsletterConfirmResponseSchema,
  NewsletterFormSchema,
  VatIdFormSchema,
} from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { FormContext, FormsService } from './forms.service.js';

const errors = errorResponses(400, 415, 429);
const contactErrors = errorResponses(400, 404, 415, 429);
const tokenErrors = errorResponses(400, 404, 429);

export interface FormsRouteOptions {
  /** Form posts per client IP and window (against spam; the honeypot catches the simple bots). */
  readonly postsPerWindow: number;
  readonly window: string;
}

export const DEFAULT_FORMS_ROUTE_OPTIONS: FormsRouteOptions = {
  postsPerWindow: 5,
  window: '10 minutes',
};

function contextOf(request: FastifyRequest): FormContext {
  return { language: request.language, principal: request.principalId };
}

/** Spec 2 §3/§5/§8 forms: `POST /api/forms/{contact|bug-report|vat-id|newsletter}`. */
export function formsRoutes(
  forms: FormsService,
  options: FormsRouteOptions = DEFAULT_FORMS_ROUTE_OPTIONS,
): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    // One counter per IP for all four forms (a per-route limit would give each its own).
    const postLimit = app.rateLimit({ max: options.postsPerWindow, timeWindow: options.window });
    const tokenLimit = app.rateLimit({ max: 30, timeWindow: '1 minute' });
    const summary = (what: string) =>
      `${what}; mailed to the shop. Language of answer mails: mas-language-key. A filled honeypot field \`website\` answers the same and does nothing.`;

    app.post(
      '/forms/contact',
      {
        onRequest: postLimit,
        schema: {
          tags: ['forms'],
          summary: summary(
            "Contact form (sender gets a confirmation); with `fileId` a quote request for one of the sender's own 3D files, which the shop's mail carries (404 for any other file)",
          ),
          body: ContactFormSchema,
          response: { 200: FormSentResponseSchema, ...contactErrors },
        },
      },
      async (request) =>
        unwrap(await forms.sendContact('contact', request.body, contextOf(request))),
    );
    app.post(
      '/forms/bug-report',
      {
        onRequest: postLimit,
        schema: {
          tags: ['forms'],
          summary: summary('Contact form in bug-report mode (sender gets a confirmation)'),
          body: BugReportFormSchema,
          response: { 200: FormSentResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await forms.sendContact('bug-report', request.body, contextOf(request))),
    );
    app.post(
      '/forms/vat-id',
      {
        onRequest: postLimit,
        schema: {
          tags: ['forms'],
          summary: summary('VAT ID to record ("UStID hinterlegen")'),
          body: VatIdFormSchema,
          response: { 200: FormSentResponseSchema, ...errors },
        },
      },
      (request) => forms.sendVatId(request.body, contextOf(request)),
    );
    app.post(
      '/forms/newsletter',
      {
        onRequest: postLimit,
        schema: {
          tags: ['forms'],
          summary:
            'Newsletter sign-up: stored, and a confirmation link (double opt-in, 72 h, single use) is mailed; the shop is told once confirmed',
          body: NewsletterFormSchema,
          response: { 200: FormSentResponseSchema, ...errors },
        },
      },
      (request) => forms.signUpNewsletter(request.body, contextOf(request)),
    );
    app.get(
      '/forms/newsletter/confirm',
      {
        onRequest: tokenLimit,
        schema: {
          tags: ['forms'],
          summary: 'Whether a confirmation link is open (changes nothing)',
          querystring: NewsletterConfirmQuerySchema,
          response: { 200: NewsletterConfirmResponseSchema, ...tokenErrors },
        },
      },
      async (request) => unwrap(await forms.checkNewsletterToken(request.query.token)),
    );
    app.post(
      '/forms/newsletter/confirm',
      {
        onRequest: tokenLimit,
        schema: {
          tags: ['forms'],
          summary: 'Confirms a newsletter sign-up (once; unknown, used or expired → 404)',
          body: NewsletterConfirmBodySchema,
          response: { 200: NewsletterConfirmResponseSchema, ...tokenErrors },
        },
      },
      async (request) => unwrap(await forms.confirmNewsletter(request.body.token)),
    );
  };
}

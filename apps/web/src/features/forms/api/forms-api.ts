import {
  FormSentResponseSchema,
  NewsletterConfirmResponseSchema,
  type FormKind,
  type FormSentResponse,
  type NewsletterConfirmResponse,
} from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';

/** POST /api/forms/{kind}; throws ApiError on failure (the caller shows spec 2 §8's warning). */
export async function sendForm(kind: FormKind, body: unknown): Promise<FormSentResponse> {
  return FormSentResponseSchema.parse(
    await requestJson(`/forms/${kind}`, { method: 'POST', body }),
  );
}

export async function checkNewsletterToken(token: string): Promise<NewsletterConfirmResponse> {
  return NewsletterConfirmResponseSchema.parse(
    await requestJson(`/forms/newsletter/confirm?token=${encodeURIComponent(token)}`),
  );
}

export async function confirmNewsletter(token: string): Promise<NewsletterConfirmResponse> {
  return NewsletterConfirmResponseSchema.parse(
    await requestJson('/forms/newsletter/confirm', { method: 'POST', body: { token } }),
  );
}

/** Unknown, used or expired link (or a malformed token in the address). */
export function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

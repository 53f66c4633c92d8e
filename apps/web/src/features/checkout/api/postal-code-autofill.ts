import { AutofillResponseSchema } from '@print/contracts';
import { requestJson } from '../../../lib/api-client';

/**
 * GET /api/shipping/autofill/{cc}/{postalCode}: the town of a postal code, or null when the
 * service knows none. Failures are the caller's to ignore (spec 2 §7).
 */
export async function fetchPostalCodeTown(
  countryCode: string,
  postalCode: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const path = `/shipping/autofill/${encodeURIComponent(countryCode.toLowerCase())}/${encodeURIComponent(postalCode)}`;
  const body = AutofillResponseSchema.parse(await requestJson(path, signal ? { signal } : {}));
  return body.places[0]?.['place name'] ?? null;
}

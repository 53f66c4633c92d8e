import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/server-state/query-keys';

const LegacyValueSchema = z.union([z.string(), z.number()]).nullish();

/** Spec 2 §3 "legacy order fields" as the legacy tracking endpoint answers them. */
export const LegacyOrderSchema = z.object({
  id: LegacyValueSchema,
  date: LegacyValueSchema,
  publicStatus_de: LegacyValueSchema,
  prodTime: LegacyValueSchema,
  shipTime: LegacyValueSchema,
  shipFirstName: LegacyValueSchema,
  shipLastName: LegacyValueSchema,
  shipStreet: LegacyValueSchema,
  shipHouseNumber: LegacyValueSchema,
  shipPostcode: LegacyValueSchema,
  shipCity: LegacyValueSchema,
  shipCountry: LegacyValueSchema,
  billFirstName: LegacyValueSchema,
  billLastName: LegacyValueSchema,
  billStreet: LegacyValueSchema,
  billHouseNumber: LegacyValueSchema,
  billPostcode: LegacyValueSchema,
  billCity: LegacyValueSchema,
  billCountry: LegacyValueSchema,
  eMail: LegacyValueSchema,
  priceBrutto: LegacyValueSchema,
  shipCost: LegacyValueSchema,
  methodForm_de: LegacyValueSchema,
});
export type LegacyOrder = z.infer<typeof LegacyOrderSchema>;

/**
 * GET /api/rest_api/trackorder.php with the route's query parameters (spec 2 §7); null when no
 * legacy order matches (404).
 */
export async function fetchLegacyOrder(search: string): Promise<LegacyOrder | null> {
  try {
    return LegacyOrderSchema.parse(await requestJson(`/rest_api/trackorder.php?${search}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useLegacyOrder(search: string) {
  return useQuery({
    queryKey: queryKeys.legacyOrder(search),
    queryFn: () => fetchLegacyOrder(search),
    enabled: search !== '',
    retry: false,
  });
}

import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ShippingCountry } from '@print/contracts';
import { requestJson } from '../api-client';
import { contractSchemas } from '../contracts';
import type { Language } from '../language';
import { queryKeys } from './query-keys';

/** GET /api/shipping/countries: countries with tax rates and shipping methods, in the language. */
export async function fetchShippingCountries(): Promise<ShippingCountry[]> {
  const body = await requestJson('/shipping/countries');
  return (await contractSchemas.catalog()).ShippingCountriesResponseSchema.parse(body)
    .shippingCountries;
}

/** Spec 1 §4 "at start": fetched once per language, ahead of the checkout that shows them. */
export function prefetchShippingCountries(queryClient: QueryClient, language: Language) {
  return queryClient.prefetchQuery({
    queryKey: queryKeys.shippingCountries(language),
    queryFn: fetchShippingCountries,
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * The shipping countries in the page language (checkout address forms and shipping methods).
 * After a language switch the previous language's list stays until the new names arrive, so a
 * page never replaces a filled form by a loading state for it.
 */
export function useShippingCountries(language: Language) {
  return useQuery({
    queryKey: queryKeys.shippingCountries(language),
    queryFn: fetchShippingCountries,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60 * 1000,
  });
}

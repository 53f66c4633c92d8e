import { useMemo } from 'react';
import type { ShippingCountry } from '@print/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * The form's resolver for the current countries (react-hook-form takes the newest resolver on
 * every render; the list arrives after the form is created and is stable afterwards).
 */
export function useCountriesResolver<TValues extends FieldValues>(
  countries: readonly ShippingCountry[],
  create: (countries: () => readonly ShippingCountry[]) => Resolver<TValues>,
): Resolver<TValues> {
  return useMemo(() => create(() => countries), [countries, create]);
}

import { useEffect } from 'react';
import type { ShippingCountry } from '@print/contracts';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** The listed country a stored id names: its own _id, or its ISO code in any case ("CH"). */
export function matchCountryId(
  stored: string,
  countries: readonly ShippingCountry[],
): string | undefined {
  const key = stored.trim().toLowerCase();
  if (key === '') return undefined;
  return countries.find(
    (country) => country._id.toLowerCase() === key || country.countryCode.toLowerCase() === key,
  )?._id;
}

/**
 * Keeps the address forms' country lists showing the address's country (issue 24 point 13: it
 * showed empty). The list arrives after the form: a select given its value before it had the
 * option shows nothing, so the value is set again once the countries are there — the stored one
 * when listed, else (none, or one no longer offered) the only selectable country.
 */
export function useCountryFields<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  names: readonly Path<TValues>[],
  countries: readonly ShippingCountry[],
): void {
  useEffect(() => {
    if (countries.length === 0) return;
    const only = countries.length === 1 ? countries[0]?._id : undefined;
    for (const name of names) {
      const current = form.getValues(name) as unknown;
      const id = matchCountryId(typeof current === 'string' ? current : '', countries) ?? only;
      if (id !== undefined) form.setValue(name, id as PathValue<TValues, Path<TValues>>);
    }
    // `names` is a constant list of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countries, form]);
}

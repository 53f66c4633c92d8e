import { useEffect, useRef } from 'react';
import type { ShippingCountry } from '@print/contracts';
import { fetchPostalCodeTown } from '../api/postal-code-autofill';

/** Spec 2 §4 / §9: the town suggestion is applied 500 ms after the postal code was entered. */
export const TOWN_SUGGESTION_DELAY_MS = 500;

/**
 * Suggests the town for a postal code the customer typed: 500 ms after the last change, when
 * the code matches the country's pattern, asks the postal-code service and hands the first
 * place's name to `onTown`. Failures are ignored (spec 2 §7); the code present when the page
 * opened (a restored draft) is not looked up, so a town the customer typed is not overwritten.
 */
export function usePostalCodeAutofill(
  postalCode: string,
  country: ShippingCountry | null,
  onTown: (town: string) => void,
): void {
  const initialCode = useRef(postalCode);
  const onTownRef = useRef(onTown);
  useEffect(() => {
    onTownRef.current = onTown;
  });
  const code = postalCode.trim();
  const countryCode = country?.countryCode ?? null;
  const pattern = country?.postalCodeRegex ?? null;

  useEffect(() => {
    if (code === initialCode.current.trim() || countryCode === null || pattern === null) return;
    if (code === '' || !new RegExp(pattern).test(code)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPostalCodeTown(countryCode, code, controller.signal).then(
        (town) => {
          if (town !== null && !controller.signal.aborted) onTownRef.current(town);
        },
        () => undefined,
      );
    }, TOWN_SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, countryCode, pattern]);
}

import { useEffect, useRef, useState } from 'react';
import { AutofillResponseSchema, type ShippingCountry } from '@print/contracts';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { requestJson } from '../lib/api-client';

/** Spec 2 §4 / §9: the town suggestion is applied 500 ms after the postal code was entered. */
export const TOWN_SUGGESTION_DELAY_MS = 500;

/** GET /api/shipping/autofill/{cc}/{postalCode}: the first place's name, or null. */
async function fetchTown(
  countryCode: string,
  postalCode: string,
  signal: AbortSignal,
): Promise<string | null> {
  const path = `/shipping/autofill/${encodeURIComponent(countryCode.toLowerCase())}/${encodeURIComponent(postalCode)}`;
  const body = AutofillResponseSchema.parse(await requestJson(path, { signal }));
  return body.places[0]?.['place name'] ?? null;
}

/**
 * The town of a postal code, for the account's address forms (registration, profile) as in the
 * checkout: 500 ms after the last change of a code that matches the country's pattern, the
 * postal-code service is asked and the town field of `name` filled. Failures are ignored (spec 2
 * §7); the code the form opened with is not looked up, so a stored town is never overwritten.
 * Answers the town filled in (for a polite announcement), null before.
 */
export function useTownSuggestion<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  name: string,
  countries: readonly ShippingCountry[],
): string | null {
  const [town, setTown] = useState<string | null>(null);
  const postalCode = useWatch({
    control: form.control,
    name: `${name}.postalCode` as Path<TValues>,
  }) as unknown;
  const countryId = useWatch({
    control: form.control,
    name: `${name}.countryId` as Path<TValues>,
  }) as unknown;
  const code = typeof postalCode === 'string' ? postalCode.trim() : '';
  const country = countries.find((entry) => entry._id === countryId) ?? null;
  const countryCode = country?.countryCode ?? null;
  const pattern = country?.postalCodeRegex ?? null;
  const initialCode = useRef(code);
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  });

  useEffect(() => {
    if (code === initialCode.current || countryCode === null || pattern === null) return;
    if (code === '' || !new RegExp(pattern).test(code)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchTown(countryCode, code, controller.signal).then(
        (found) => {
          if (found === null || controller.signal.aborted) return;
          const current = formRef.current;
          current.setValue(`${name}.city` as Path<TValues>, found as never, {
            shouldDirty: true,
            shouldValidate: current.formState.isSubmitted,
          });
          setTown(found);
        },
        () => undefined,
      );
    }, TOWN_SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, countryCode, pattern, name]);
  return town;
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShippingCountry } from '@print/contracts';
import { fetchShippingCountries } from '../../../lib/server-state/shipping-countries';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useRouteLanguage } from '../../../lib/use-route-language';

/** The countries an address form offers (rulings "Countries": only the selectable ones, CH). */
export function useSelectableCountries() {
  const { language } = useRouteLanguage();
  const query = useQuery({
    queryKey: queryKeys.shippingCountries(language),
    queryFn: fetchShippingCountries,
    staleTime: 60 * 60 * 1000,
    // A language switch keeps the list (and so the chosen country) until the new names arrive.
    placeholderData: keepPreviousData,
    select: selectSelectable,
  });
  return query.data ?? NONE;
}

const NONE: readonly ShippingCountry[] = [];

// Module-level, so the query keeps the same filtered array between renders.
function selectSelectable(countries: readonly ShippingCountry[]): readonly ShippingCountry[] {
  return countries.filter((country) => country.isSelectable);
}

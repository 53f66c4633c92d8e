import { useQuery } from '@tanstack/react-query';
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
  });
  return (query.data ?? []).filter((country) => country.isSelectable);
}

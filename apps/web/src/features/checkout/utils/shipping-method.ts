import type { ShippingCountry } from '@print/contracts';

/**
 * The shipping method to price the review with: the customer's choice while the country offers
 * it, else the country's standard method, else its first; null when it offers none.
 */
export function selectShippingMethodId(
  country: Pick<ShippingCountry, 'shippingMethods'>,
  chosenId: string | null,
): string | null {
  const methods = country.shippingMethods;
  if (chosenId !== null && methods.some((method) => method._id === chosenId)) return chosenId;
  return (methods.find((method) => method.isStandard) ?? methods[0])?._id ?? null;
}

import type { Address } from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { CatalogService } from '../catalog/index.js';

interface Issue {
  readonly path: string;
  readonly message: string;
}

/**
 * What the zod schema cannot know: the country must be a selectable shipping country (spec 2 §5:
 * CH only) and the postal code must match its pattern. Failures answer VALIDATION_FAILED with
 * the same `issues` shape as schema errors, so the web shows them at the field.
 */
export function createAddressCheck(catalog: CatalogService) {
  async function issuesOf(address: Address, path: string): Promise<Issue[]> {
    const countries = await catalog.listShippingCountries('de');
    const country = countries.find((c) => c._id === address.countryId);
    if (!country || !country.isSelectable) {
      return [{ path: `${path}/countryId`, message: 'COUNTRY_NOT_SELECTABLE' }];
    }
    const pattern = new RegExp(country.postalCodeRegex);
    return pattern.test(address.postalCode)
      ? []
      : [{ path: `${path}/postalCode`, message: 'POSTAL_CODE_INVALID' }];
  }
  return async function checkAddresses(
    addresses: Readonly<Record<string, Address | null>>,
  ): Promise<Result<true, 'VALIDATION_FAILED'>> {
    const issues: Issue[] = [];
    for (const [name, address] of Object.entries(addresses)) {
      if (address) issues.push(...(await issuesOf(address, `/${name}`)));
    }
    if (issues.length === 0) return ok(true);
    return err('VALIDATION_FAILED', 'Invalid body', { issues });
  };
}

export type AddressCheck = ReturnType<typeof createAddressCheck>;

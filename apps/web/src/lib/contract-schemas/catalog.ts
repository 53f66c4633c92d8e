export { PrintModesResponseSchema, ShippingCountriesResponseSchema } from '@print/contracts';

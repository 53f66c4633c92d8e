// Loaded through loadContracts() (./contracts.ts) only: importing this module statically would
// put zod back into the first screen's JavaScript.
export {
  AuthAcceptedResponseSchema,
  AuthSessionStateSchema,
  CartResponseSchema,
  CartTotalsSchema,
  ContentNavigationSchema,
  ContentPageSchema,
  CreateCartResponseSchema,
  EndSessionsResponseSchema,
  PrintModesResponseSchema,
  SessionListResponseSchema,
  SessionResponseSchema,
  ShippingCountriesResponseSchema,
} from '@print/contracts';

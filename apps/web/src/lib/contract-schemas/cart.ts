export { CartResponseSchema, CartTotalsSchema, CreateCartResponseSchema } from '@print/contracts';

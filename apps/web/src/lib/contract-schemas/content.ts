export { ContentNavigationSchema, ContentPageSchema } from '@print/contracts';

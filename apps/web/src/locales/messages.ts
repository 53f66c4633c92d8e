import type { de } from './de';

/** Every language has exactly the keys of German (the compiler rejects missing or extra keys). */
export type Messages = Shape<typeof de>;
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

import type { de } from './de';

/** The keys of a German text object, every leaf a string: other languages must match German. */
export type MessageShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]>;
};

/** Every language has exactly the keys of German (the compiler rejects missing or extra keys). */
export type Messages = MessageShape<typeof de>;

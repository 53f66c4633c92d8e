import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

function collectKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    collectKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function collectEmpty(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  return Object.entries(value as object).flatMap(([key, child]) =>
    collectEmpty(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translation files are complete', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s has exactly the German keys', (_name, messages) => {
    expect(collectKeys(messages).sort()).toEqual(collectKeys(de).sort());
  });

  it.each([
    ['de', de],
    ['en', en],
    ['fr', fr],
  ])('%s has no empty text', (_name, messages) => {
    expect(collectEmpty(messages)).toEqual([]);
  });
});

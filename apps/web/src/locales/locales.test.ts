// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { cart as cartDe } from './de/cart';
import { checkout as checkoutDe } from './de/checkout';
import { configurator as configuratorDe } from './de/configurator';
import { desk as deskDe } from './de/desk';
import { orderProcess as orderProcessDe } from './de/orderProcess';
import { orders as ordersDe } from './de/orders';
import { upload as uploadDe } from './de/upload';
import { viewer as viewerDe } from './de/viewer';
import { en } from './en';
import { cart as cartEn } from './en/cart';
import { checkout as checkoutEn } from './en/checkout';
import { configurator as configuratorEn } from './en/configurator';
import { desk as deskEn } from './en/desk';
import { orderProcess as orderProcessEn } from './en/orderProcess';
import { orders as ordersEn } from './en/orders';
import { upload as uploadEn } from './en/upload';
import { viewer as viewerEn } from './en/viewer';
import { fr } from './fr';
import { cart as cartFr } from './fr/cart';
import { checkout as checkoutFr } from './fr/checkout';
import { configurator as configuratorFr } from './fr/configurator';
import { orderProcess as orderProcessFr } from './fr/orderProcess';
import { orders as ordersFr } from './fr/orders';
import { upload as uploadFr } from './fr/upload';
import { viewer as viewerFr } from './fr/viewer';

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

// The namespaces the lazily loaded features register (lib/i18n.ts registerTexts).
describe.each([
  ['cart', cartDe, cartEn, cartFr],
  ['checkout', checkoutDe, checkoutEn, checkoutFr],
  ['configurator', configuratorDe, configuratorEn, configuratorFr],
  ['orderProcess', orderProcessDe, orderProcessEn, orderProcessFr],
  ['orders', ordersDe, ordersEn, ordersFr],
  ['upload', uploadDe, uploadEn, uploadFr],
  ['viewer', viewerDe, viewerEn, viewerFr],
] as const)('feature namespace %s', (_namespace, german, english, french) => {
  it('has the German keys in English and French, and no empty text', () => {
    expect(collectKeys(english).sort()).toEqual(collectKeys(german).sort());
    expect(collectKeys(french).sort()).toEqual(collectKeys(german).sort());
    expect([german, english, french].flatMap((texts) => collectEmpty(texts))).toEqual([]);
  });
});

// The operator's desk (/admin) is an explicit exception: it is for the shop's staff and speaks
// German and English only (issue 25), so it has no French texts to compare.
describe('desk namespace (de and en only)', () => {
  it('has the German keys in English, and no empty text', () => {
    expect(collectKeys(deskEn).sort()).toEqual(collectKeys(deskDe).sort());
    expect([deskDe, deskEn].flatMap((texts) => collectEmpty(texts))).toEqual([]);
  });
});

/** Paths of objects (below `prefix`) that hold a label for the status ORDER_RECEIVED. */
function findStatusLabelSets(value: unknown, prefix: string): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = 'ORDER_RECEIVED' in value ? [prefix] : [];
  return own.concat(
    Object.entries(value).flatMap(([key, child]) => findStatusLabelSets(child, `${prefix}.${key}`)),
  );
}

// One label per order status per language: two copies had drifted apart (en "Quote generated"
// beside "Quote created").
describe('order-status labels', () => {
  const modules = import.meta.glob<Record<string, unknown>>('./*/*.ts', { eager: true });

  it.each(['de', 'en', 'fr'])('%s has them once, in orders.status', (language) => {
    const found = Object.entries(modules)
      .filter(([path]) => path.startsWith(`./${language}/`) && !path.endsWith('/index.ts'))
      .flatMap(([path, module]) => findStatusLabelSets(module, path));
    expect(found).toEqual([`./${language}/orders.ts.orders.status`]);
  });
});

function collectTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(collectTexts);
}

// Issue 24 point 13: Swiss German never writes "ß", and the small-order surcharge has one name.
describe('German texts are Swiss German', () => {
  const modules = import.meta.glob<Record<string, unknown>>('./de/*.ts', { eager: true });
  const texts = Object.values(modules).flatMap(collectTexts);

  it('has texts to check', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it('has no "ß" anywhere', () => {
    expect(texts.filter((text) => /[ßẞ]/.test(text))).toEqual([]);
  });

  it('calls the small-order surcharge "Mindermengenzuschlag" only', () => {
    expect(texts.filter((text) => /Kleinmengen/i.test(text))).toEqual([]);
    expect(texts.some((text) => text.includes('Mindermengenzuschlag'))).toBe(true);
  });
});

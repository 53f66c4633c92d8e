import { describe, expect, it } from 'vitest';
import {
  AddCartItemsRequestSchema,
  BatchCalculationRequestSchema,
  PatchCartItemRequestSchema,
} from './index.js';

const validBatch = {
  objectId: 'file-1',
  objectScale: 1,
  objectUnitLength: 'mm',
  objectQuantity: 2,
  params: [{ printModeId: 'pa2200-sls', surfaceFinishId: 'raw', printModeColorId: 'white' }],
};

describe('pricing batch request', () => {
  it('accepts the spec payload', () => {
    expect(BatchCalculationRequestSchema.safeParse(validBatch).success).toBe(true);
  });

  it.each([
    ['scale 0', { objectScale: 0 }],
    ['scale NaN', { objectScale: Number.NaN }],
    ['scale above the slider maximum', { objectScale: 10.5 }],
    ['scale as a string', { objectScale: '1' }],
    ['quantity 0', { objectQuantity: 0 }],
    ['negative quantity', { objectQuantity: -3 }],
    ['fractional quantity', { objectQuantity: 1.5 }],
    ['unknown unit', { objectUnitLength: 'ft' }],
    ['no configurations', { params: [] }],
    ['empty object id', { objectId: '' }],
  ])('refuses %s', (_label, override) => {
    expect(BatchCalculationRequestSchema.safeParse({ ...validBatch, ...override }).success).toBe(
      false,
    );
  });
});

describe('cart item requests', () => {
  const item = {
    referencedId: 'file-1',
    printModeId: 'pa2200-sls',
    surfaceFinishId: 'raw',
    colorId: 'white',
  };

  it('fills the spec defaults of a new item (scale 1, quantity 1, repair acknowledged)', () => {
    const parsed = AddCartItemsRequestSchema.parse({ items: [item] });
    expect(parsed.items[0]).toMatchObject({ scale: 1, quantity: 1, acknowledgedRepairInfo: true });
  });

  it('never accepts a price from the client', () => {
    const parsed = AddCartItemsRequestSchema.parse({ items: [{ ...item, priceCents: 1 }] });
    expect(parsed.items[0]).not.toHaveProperty('priceCents');
  });

  it.each([
    ['no items', { items: [] }],
    ['quantity 0', { items: [{ ...item, quantity: 0 }] }],
    [
      'a processing step with quantity 0',
      { items: [{ ...item, processingSteps: [{ stepId: 's', optionId: 'o', quantity: 0 }] }] },
    ],
  ])('refuses %s', (_label, body) => {
    expect(AddCartItemsRequestSchema.safeParse(body).success).toBe(false);
  });

  it('patches exactly one item', () => {
    expect(PatchCartItemRequestSchema.safeParse({ items: [{ quantity: 3 }] }).success).toBe(true);
    expect(PatchCartItemRequestSchema.safeParse({ items: [{}, {}] }).success).toBe(false);
    expect(PatchCartItemRequestSchema.safeParse({ items: [{ quantity: -1 }] }).success).toBe(false);
  });
});

import type { PriceSetDetail } from '@print/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, OFFICE_ME, renderDesk } from '../testing/desk-test-kit';

const OWNER_ME = { ...OFFICE_ME, role: 'owner' as const };
const DRAFT: PriceSetDetail = {
  set: {
    id: 'draft-2',
    version: 2,
    status: 'draft',
    effectiveFrom: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    createdByName: 'Olga Owner',
    publishedAt: null,
    publishedByName: null,
    basedOnVersion: 1,
    lockVersion: 0,
  },
  content: {
    printModes: [
      {
        id: 'sls-pa2200',
        label: 'PA2200 (SLS)',
        isAvailable: true,
        setupFeeCents: 1200,
        materialCentsPerCm3: 150,
        packingCentsPerCm3: 4,
        minPartPriceCents: 2500,
        quantityBreaks: [],
        productionDaysExtra: 0,
        maxXMm: 340,
        maxYMm: 340,
        maxZMm: 600,
        minFeatureSizeMm: 0.8,
        maxNumberOfParts: 20,
      },
    ],
    surfaceFinishes: [],
    colors: [{ id: 'black', label: 'Black', isAvailable: true, colourFactorBp: null }],
    processingOptions: [],
    shippingMethods: [],
  },
  missing: [{ kind: 'color', id: 'black', field: 'colourFactorBp' }],
};

describe('desk price sets', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sets; edits the draft in francs, saves cents, and lists what is missing when publishing is refused', async () => {
    const effective = {
      ...DRAFT.set,
      id: 'initial',
      version: 1,
      status: 'effective' as const,
      effectiveFrom: '1970-01-01T00:00:00.000Z',
      basedOnVersion: null,
    };
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OWNER_ME);
      if (call.path === '/admin/price-sets') return json({ items: [DRAFT.set, effective] });
      if (call.path === '/admin/price-sets/draft-2' && call.method === 'GET') return json(DRAFT);
      if (call.path === '/admin/price-sets/draft-2' && call.method === 'PUT') {
        return json({ ...DRAFT, set: { ...DRAFT.set, lockVersion: 1 } });
      }
      if (call.path === '/admin/price-sets/draft-2/publish') {
        return apiError(422, 'PRICE_SET_INCOMPLETE', { missing: DRAFT.missing });
      }
      return undefined;
    });
    renderDesk('/admin/catalogue');
    expect(await screen.findByRole('row', { name: /^1 Effective/ })).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Edit draft: Version 2' }));
    const setup = await screen.findByRole('textbox', { name: 'Setup fee (CHF): PA2200 (SLS)' });
    expect(setup).toHaveValue('12.00');
    expect(screen.getByText('These prices are missing before it can be published:')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Price factor (%): Black' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    fireEvent.change(setup, { target: { value: '22.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      lockVersion: 0,
      content: { printModes: [{ id: 'sls-pa2200', setupFeeCents: 2250 }] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publish …' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some prices are still missing');
    const publish = calls.find((call) => call.path.endsWith('/publish'));
    expect(publish?.body).toEqual({ lockVersion: 1, effectiveFrom: null });
    expect(screen.getByText('Black: Price factor (%)')).toBeVisible();
  });

  it('adds a colour to the draft: names in de/en/fr, its finishes; it comes back without a price, listed as missing', async () => {
    const draft: PriceSetDetail = {
      ...DRAFT,
      content: {
        ...DRAFT.content,
        surfaceFinishes: [
          {
            id: 'sls-pa2200-dyed',
            label: 'Dyed',
            group: 'PA2200 (SLS)',
            isAvailable: true,
            finishCentsPerCm2: 3,
          },
        ],
        colors: [{ id: 'black', label: 'Black', isAvailable: true, colourFactorBp: 10000 }],
      },
      missing: [],
    };
    const withOcean: PriceSetDetail = {
      ...draft,
      set: { ...draft.set, lockVersion: 1 },
      content: {
        ...draft.content,
        colors: [
          ...draft.content.colors,
          { id: 'ocean', label: 'Ocean', isAvailable: true, colourFactorBp: null },
        ],
      },
      missing: [{ kind: 'color', id: 'ocean', field: 'colourFactorBp' }],
    };
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OWNER_ME);
      if (call.path === '/admin/price-sets/draft-2') return json(draft);
      if (call.path === '/admin/catalogue/colors' && call.method === 'POST') {
        return json(withOcean, 201);
      }
      return undefined;
    });
    renderDesk('/admin/catalogue/draft-2');
    const form = await screen.findByRole('region', { name: 'Add a catalogue entry' });
    const add = within(form).getByRole('button', { name: 'Add to the draft' });
    fireEvent.click(add);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please fill in every field');
    expect(calls.some((call) => call.path === '/admin/catalogue/colors')).toBe(false);

    const type = (name: string, value: string) =>
      fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    type('Id (a–z, 0–9, dashes)', 'ocean');
    type('Name (German)', 'Ozean');
    type('Name (English)', 'Ocean');
    type('Name (French)', 'Océan');
    type('Colour value (#rrggbb)', '#1f5f8b');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'PA2200 (SLS): Dyed' }));
    fireEvent.click(add);

    expect(await screen.findByText('“Ozean” added to the draft. Enter its prices.')).toBeVisible();
    expect(calls.find((call) => call.path === '/admin/catalogue/colors')?.body).toEqual({
      priceSetId: 'draft-2',
      lockVersion: 0,
      id: 'ocean',
      name: { de: 'Ozean', en: 'Ocean', fr: 'Océan' },
      hexcode: '#1f5f8b',
      surfaceFinishIds: ['sls-pa2200-dyed'],
    });
    expect(screen.getByText('Ocean: Price factor (%)')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Price factor (%): Ocean' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

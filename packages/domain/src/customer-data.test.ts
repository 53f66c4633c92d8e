import { describe, expect, it } from 'vitest';
import { formatDebtorName, isCompanyRequired } from './customer-data.js';

describe('rule: company is required for business customers only (DECISIONS.md "Customer data")', () => {
  it('a private customer needs no company, a business customer does', () => {
    expect(isCompanyRequired({ isBusinessCustomer: false })).toBe(false);
    expect(isCompanyRequired({ isBusinessCustomer: true })).toBe(true);
  });
});

describe('rule: the debtor is the person, with the company when there is one (DECISIONS.md "Customer data")', () => {
  it('private customer: the person', () => {
    expect(formatDebtorName({ company: '', firstname: 'Anna', lastname: 'Muster' })).toBe(
      'Anna Muster',
    );
    expect(formatDebtorName({ company: '  ', firstname: 'Anna', lastname: 'Muster' }, 70)).toBe(
      'Anna Muster',
    );
  });

  it('business customer: company and person', () => {
    expect(formatDebtorName({ company: 'Muster AG', firstname: 'Anna', lastname: 'Muster' })).toBe(
      'Muster AG, Anna Muster',
    );
  });

  it('within the medium’s room the person stays whole and the company gives way', () => {
    const person = { firstname: 'Anna-Maria', lastname: 'Bärtschi-Wolfeschlegelsteinhausen' };
    const name = formatDebtorName(
      { company: 'Muster Maschinenbau und Apparatebau GmbH', ...person },
      70,
    );
    expect([...name].length).toBeLessThanOrEqual(70);
    expect(name.endsWith(', Anna-Maria Bärtschi-Wolfeschlegelsteinhausen')).toBe(true);
    expect(name.startsWith('Muster Maschinenbau')).toBe(true);
  });
});

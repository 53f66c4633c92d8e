/**
 * DECISIONS.md "Customer data": who has to name a company, and how the debtor of an invoice and
 * its QR-bill is named.
 */

/** Company is required for business customers only (private customers were made to type "Privat"). */
export function isCompanyRequired(customer: { readonly isBusinessCustomer: boolean }): boolean {
  return customer.isBusinessCustomer;
}

export interface DebtorNameParts {
  readonly company: string;
  readonly firstname: string;
  readonly lastname: string;
}

/**
 * The debtor on invoices and QR-bills: the person, with the company when there is one
 * ("Muster AG, Anna Muster"; a private customer: "Anna Muster"). `maxLength` is the room the
 * medium has (SIX QR-bill: 70 characters for the name): the person is kept whole as long as it
 * fits, the company gives way first; no company and no person name gives ''.
 */
export function formatDebtorName(parts: DebtorNameParts, maxLength = Infinity): string {
  const person = `${parts.firstname.trim()} ${parts.lastname.trim()}`.trim();
  const company = parts.company.trim();
  if (company === '') return [...person].slice(0, maxLength).join('');
  if (person === '') return [...company].slice(0, maxLength).join('');
  const full = `${company}, ${person}`;
  if ([...full].length <= maxLength) return full;
  const room = maxLength - [...person].length - 2;
  if (room <= 0) return [...person].slice(0, maxLength).join('');
  return `${[...company].slice(0, room).join('').trimEnd()}, ${person}`;
}

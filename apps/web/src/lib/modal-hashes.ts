/** Addresses that open the forms' modals from anywhere (a link, the footer, a mail). */
export const NEWSLETTER_HASH = '#newsletter';
export const VAT_ID_HASH = '#ustid';

export function isFormModalHash(hash: string): boolean {
  return hash === NEWSLETTER_HASH || hash === VAT_ID_HASH;
}

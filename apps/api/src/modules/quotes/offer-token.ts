import { createHash, randomBytes } from 'node:crypto';

/**
 * An offer link's token: 32 random bytes, base64url (43 characters). Only its SHA-256 is kept
 * (quote_offers.accept_token_hash): the mailed link is the token's only lasting copy.
 */
export function generateOfferToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOfferToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

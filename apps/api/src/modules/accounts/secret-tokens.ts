import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): session tokens and mailed link codes. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (hex): a database leak yields no usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

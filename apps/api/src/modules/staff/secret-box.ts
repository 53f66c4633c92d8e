import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTotpKey } from '../../plugins/config.js';
import type { StaffRepository } from './staff.repository.js';

/*
 * TOTP secrets at rest (decision 0027): AES-256-GCM with a 96-bit random IV per seal and the
 * owner's id as additional data, so a sealed secret copied to another staff row does not open.
 * Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url) in the same text column; a value without the
 * prefix is a secret written before encryption (legacy plaintext, base32) and opens as itself
 * until the start-up step seals it.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** The development key's file under DATA_DIR (created once, mode 0600). */
export const DEV_KEY_PATH = join('secrets', 'staff-totp.key');

export interface SecretBox {
  /** The secret sealed for `context` (the staff member's id). */
  seal(plain: string, context: string): string;
  /** The secret of a sealed value (legacy plaintext passes through); throws when tampered with. */
  open(stored: string, context: string): string;
  isSealed(stored: string): boolean;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The TOTP key must be ${KEY_BYTES} bytes`);
  const isSealed = (stored: string) => stored.startsWith(`${VERSION}.`);
  return {
    isSealed,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(stored, context) {
      if (!isSealed(stored)) return stored;
      const [, iv, body, tag] = stored.split('.');
      if (iv === undefined || body === undefined || tag === undefined)
        throw new Error('A sealed TOTP secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      // final() throws when the key, the context or the bytes are not the sealed ones.
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * Without STAFF_TOTP_KEY (development, tests): a random key kept in DATA_DIR/secrets, created on
 * first use and read afterwards, so secrets sealed before a restart still open.
 */
export function loadOrCreateDevKey(dataDir: string): Buffer {
  const path = join(dataDir, DEV_KEY_PATH);
  try {
    return parseTotpKey(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': another process that created it first wins; its key is read below.
    writeFileSync(path, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseTotpKey(readFileSync(path, 'utf8'));
  }
}

/**
 * Seals the TOTP secrets stored before encryption (idempotent: sealed ones are left alone).
 * Answers how many members it sealed.
 */
export async function sealLegacySecrets(
  repo: Pick<StaffRepository, 'listMembers' | 'updateMember'>,
  secrets: SecretBox,
): Promise<number> {
  let sealed = 0;
  for (const member of await repo.listMembers()) {
    const set: { totpSecret?: string; totpPendingSecret?: string } = {};
    if (member.totpSecret !== null && !secrets.isSealed(member.totpSecret))
      set.totpSecret = secrets.seal(member.totpSecret, member.id);
    if (member.totpPendingSecret !== null && !secrets.isSealed(member.totpPendingSecret))
      set.totpPendingSecret = secrets.seal(member.totpPendingSecret, member.id);
    if (Object.keys(set).length === 0) continue;
    await repo.updateMember(member.id, set);
    sealed += 1;
  }
  return sealed;
}

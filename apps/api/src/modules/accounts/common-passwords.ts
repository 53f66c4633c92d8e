import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMON_PASSWORD_COUNT } from '@print/domain';

/**
 * The common-password list we ship (source and licence in its header). Resolved relative to this
 * module, which sits at the same depth in src/ and dist/ (apps/api/{src,dist}/modules/accounts/).
 */
export const COMMON_PASSWORDS_PATH = fileURLToPath(
  new URL('../../../assets/common-passwords.txt', import.meta.url),
);

let loaded: ReadonlySet<string> | null = null;

/** Read once per process (~80 kB); a missing or short file is a broken install and throws. */
export function loadCommonPasswords(): ReadonlySet<string> {
  if (loaded) return loaded;
  const entries = readFileSync(COMMON_PASSWORDS_PATH, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (entries.length !== COMMON_PASSWORD_COUNT) {
    throw new Error(`${COMMON_PASSWORDS_PATH} holds ${entries.length} passwords, expected 10000`);
  }
  loaded = new Set(entries);
  return loaded;
}

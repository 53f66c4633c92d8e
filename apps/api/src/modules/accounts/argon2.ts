import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Argon2 from 'argon2';

/**
 * The argon2 package, loaded with the binary this CPU can run. The install step
 * (scripts/build-argon2-simd.mjs) compiles the binding for the installing machine's AVX2 or
 * AVX-512 into argon2/build/Release, with a marker naming the CPU flag it needs; node-gyp-build
 * would load it before the portable SSE2 prebuild on any CPU. Here, before the first load, a CPU
 * without that flag (an image moved to an older host) is sent to the prebuild instead: the same
 * hashes, only slower, never an illegal instruction.
 */
const require = createRequire(import.meta.url);
const MARKER = 'simd.json';

export type Argon2Binary = 'prebuilt' | `native ${string}`;

function cpuFlags(): Set<string> {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('flags'));
    return new Set(line?.split(':')[1]?.trim().split(/\s+/) ?? []);
  } catch {
    return new Set();
  }
}

/** Which binary to load: the native build when it exists and this CPU has what it needs. */
export function chooseArgon2Binary(
  packageDir: string,
  flags: () => ReadonlySet<string> = cpuFlags,
): Argon2Binary {
  const release = join(packageDir, 'build', 'Release');
  if (!existsSync(join(release, 'argon2.node'))) return 'prebuilt';
  let marker: { flag?: string };
  try {
    marker = JSON.parse(readFileSync(join(release, MARKER), 'utf8')) as { flag?: string };
  } catch {
    return 'native generic'; // compiled without our flags (npm rebuild --build-from-source)
  }
  const needs = marker.flag ?? '';
  return flags().has(needs) ? `native ${needs}` : 'prebuilt';
}

const packageDir = dirname(require.resolve('argon2/package.json'));
/** The binary in use, for the sign-in benchmark's report. */
export const argon2Binary = chooseArgon2Binary(packageDir);
if (argon2Binary === 'prebuilt') process.env.PREBUILDS_ONLY = '1';
const argon2 = require('argon2') as typeof Argon2;
if (argon2Binary === 'prebuilt') delete process.env.PREBUILDS_ONLY;

export default argon2;

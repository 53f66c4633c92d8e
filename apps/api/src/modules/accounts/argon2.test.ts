import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import argon2, { argon2Binary, chooseArgon2Binary } from './argon2.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function packageWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-argon2-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'build', 'Release'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, 'build', 'Release', name), text);
  }
  return dir;
}

describe('argon2 binary choice', () => {
  it('uses the prebuild when nothing was compiled', () => {
    expect(chooseArgon2Binary(packageWith({}), () => new Set(['avx2']))).toBe('prebuilt');
  });

  it('uses the native build when the CPU has the flag it was compiled for', () => {
    const dir = packageWith({ 'argon2.node': '', 'simd.json': '{"flag":"avx2"}' });
    expect(chooseArgon2Binary(dir, () => new Set(['sse2', 'avx2']))).toBe('native avx2');
  });

  it('falls back to the prebuild on a CPU without that flag', () => {
    const dir = packageWith({ 'argon2.node': '', 'simd.json': '{"flag":"avx512f"}' });
    expect(chooseArgon2Binary(dir, () => new Set(['sse2', 'avx2']))).toBe('prebuilt');
  });

  it('keeps a build compiled without flags (npm rebuild --build-from-source)', () => {
    expect(chooseArgon2Binary(packageWith({ 'argon2.node': '' }), () => new Set())).toBe(
      'native generic',
    );
  });
});

describe('argon2 binary in use', () => {
  it('hashes exactly like the portable prebuild', async () => {
    const options = {
      type: argon2.argon2id,
      memoryCost: 7_168,
      timeCost: 5,
      parallelism: 1,
      salt: Buffer.alloc(16, 3),
    } as const;
    const here = await argon2.hash('Bench-Passwort-2026', options);
    const packageDir = dirname(createRequire(import.meta.url).resolve('argon2/package.json'));
    const prebuilt = execFileSync(
      process.execPath,
      [
        '-e',
        `require(${JSON.stringify(packageDir)}).hash('Bench-Passwort-2026', { type: 2, memoryCost: 7168, timeCost: 5, parallelism: 1, salt: Buffer.alloc(16, 3) }).then((h) => process.stdout.write(h))`,
      ],
      { encoding: 'utf8', env: { ...process.env, PREBUILDS_ONLY: '1' } },
    );
    expect(prebuilt).toMatch(/^\$argon2id\$v=19\$m=7168,p=1,t=5\$/);
    expect(here).toBe(prebuilt);
    expect(await argon2.verify(prebuilt, 'Bench-Passwort-2026')).toBe(true);
  });

  it('is the native build on a Linux x64 CPU with AVX2, unless the install skipped it', () => {
    const avx2 = /^flags\s*:.*\bavx2\b/m.test(readFileSync('/proc/cpuinfo', 'utf8'));
    const expected =
      process.platform === 'linux' && process.arch === 'x64' && avx2
        ? process.env.ARGON2_NATIVE_BUILD === 'off'
          ? 'prebuilt'
          : expect.stringMatching(/^native avx/)
        : 'prebuilt';
    expect(argon2Binary).toEqual(expected);
  });
});

#!/usr/bin/env node
/**
 * Install step (root `postinstall`): compiles the argon2 binding for the vector instructions of
 * the machine it is installed on. The package's prebuilt binary is compiled for SSE2 only; the
 * same argon2id verification takes ~18 ms with it and ~8 ms with AVX2 (~6 ms with AVX-512) here
 * (docs/decisions/0009-accounts-and-sessions.md). The result goes to node_modules/argon2/build/
 * Release, which node-gyp-build loads before the prebuilds, with a marker naming the CPU flag it
 * needs; apps/api's argon2 loader checks that flag at start and falls back to the prebuilt binary
 * on a CPU without it (an image built on one machine and run on another).
 *
 * Never fails the install: without a compiler, headers or a supported CPU it says why and leaves
 * the prebuilt binary in place. ARGON2_NATIVE_BUILD=off skips it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'package.json'));
/** Compiler flags per CPU flag, best first; argon2's opt.c picks its AVX-512 or AVX2 rounds. */
const LEVELS = [
  { flag: 'avx512f', cflags: '-mavx2 -mavx512f' },
  { flag: 'avx2', cflags: '-mavx2' },
];
const MARKER = 'simd.json';

function say(message) {
  console.log(`argon2 native build: ${message}`);
}

function cpuFlags() {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('flags'));
    return new Set((line ?? '').split(':')[1]?.trim().split(/\s+/) ?? []);
  } catch {
    return new Set();
  }
}

/** node-gyp: the one npm runs install scripts with, else npm's own copy beside the npm binary. */
function nodeGyp() {
  const candidates = [
    process.env.npm_config_node_gyp,
    process.env.npm_execpath &&
      join(
        dirname(process.env.npm_execpath),
        '..',
        'node_modules',
        'node-gyp',
        'bin',
        'node-gyp.js',
      ),
  ];
  return candidates.find((c) => c && existsSync(c)) ?? null;
}

/** Hashes with a fixed salt in a child process, so a crash or a wrong result is caught here. */
function probe(packageDir, prebuildsOnly) {
  const script = `
    const argon2 = require(${JSON.stringify(packageDir)});
    argon2.hash('probe password', { type: argon2.argon2id, memoryCost: 1024, timeCost: 2,
      parallelism: 1, salt: Buffer.alloc(16, 7) }).then((h) => process.stdout.write(h));`;
  const result = spawnSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    env: { ...process.env, ...(prebuildsOnly ? { PREBUILDS_ONLY: '1' } : {}) },
    timeout: 30_000,
  });
  return result.status === 0 ? result.stdout : null;
}

function main() {
  if (process.env.ARGON2_NATIVE_BUILD === 'off') return say('skipped (ARGON2_NATIVE_BUILD=off)');
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return say(`skipped on ${process.platform}-${process.arch}; the prebuilt binary is used`);
  }
  let packageDir;
  try {
    packageDir = dirname(require.resolve('argon2/package.json'));
  } catch {
    return say('argon2 is not installed; nothing to build');
  }
  const flags = cpuFlags();
  const level = LEVELS.find((l) => flags.has(l.flag));
  if (!level) return say('this CPU has neither AVX2 nor AVX-512; the prebuilt binary is used');
  const gyp = nodeGyp();
  if (!gyp) return say('node-gyp not found; the prebuilt binary is used');

  const buildDir = join(packageDir, 'build');
  const marker = join(buildDir, 'Release', MARKER);
  const wanted = JSON.stringify({ flag: level.flag, cflags: level.cflags });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) {
    return say(`already built for ${level.flag}`);
  }
  rmSync(buildDir, { recursive: true, force: true });
  const started = Date.now();
  const build = spawnSync(process.execPath, [gyp, 'rebuild'], {
    cwd: packageDir,
    encoding: 'utf8',
    env: { ...process.env, CFLAGS: level.cflags, CXXFLAGS: level.cflags },
    timeout: 300_000,
  });
  const reference = probe(packageDir, true);
  const native = build.status === 0 ? probe(packageDir, false) : null;
  if (build.status !== 0 || !native || native !== reference) {
    rmSync(buildDir, { recursive: true, force: true });
    const why =
      build.status !== 0
        ? `the compiler failed (${(build.stderr || build.stdout || '').trim().split('\n').slice(-3).join(' | ')})`
        : 'the built binary did not reproduce the prebuilt hash';
    return say(`${why}; the prebuilt binary is used`);
  }
  writeFileSync(marker, wanted);
  say(`built for ${level.flag} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();

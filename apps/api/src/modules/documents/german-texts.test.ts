import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 24 point 13: Swiss German never writes "ß", and the small-order surcharge has one name
// ("Mindermengenzuschlag") in every text the API sends: PDF, mail, messages and content pages.
// Test files are left out: they may quote foreign input (a "Straße" in a QR-bill address).
const API_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function textFiles(directory: string): string[] {
  return readdirSync(join(API_ROOT, directory), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|json)$/.test(path) && !/\.test\.ts$/.test(path))
    .map((path) => join(API_ROOT, directory, path));
}

const files = [...textFiles('src'), ...textFiles('content')];

function offending(pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => pattern.test(line))
      .map((line) => `${file.slice(API_ROOT.length)}: ${line.trim()}`),
  );
}

describe('API texts are Swiss German', () => {
  it('reads the texts of the documents, mails and content pages', () => {
    expect(files.some((file) => file.endsWith('document-texts.ts'))).toBe(true);
    expect(files.some((file) => file.endsWith('agb.json'))).toBe(true);
  });

  it('has no "ß" in any German text', () => {
    expect(offending(/[ßẞ]/)).toEqual([]);
  });

  it('names the small-order surcharge "Mindermengenzuschlag", never "Kleinmengenzuschlag"', () => {
    expect(offending(/Kleinmengen/i)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  deskFileExtensions,
  deskFileKindOf,
  detectImageType,
  isPdfHead,
  reviewFilePurpose,
} from './desk-files.js';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('desk files', () => {
  it.each([
    ['note', 'png', 'image'],
    ['note', 'pdf', 'pdf'],
    ['note', 'step', 'model'],
    ['note', 'svg', null],
    ['note', 'exe', null],
    ['repaired', 'stl', 'model'],
    ['repaired', '3mf', 'model'],
    ['repaired', 'step', null],
    ['repaired', 'png', null],
    ['picture', 'jpeg', 'image'],
    ['picture', 'pdf', null],
    ['picture', 'stl', null],
  ] as const)('%s takes .%s as %s', (purpose, extension, kind) => {
    expect(deskFileKindOf(purpose, extension)).toBe(kind);
  });

  it('lists the extensions of a purpose', () => {
    expect(deskFileExtensions('repaired')).toEqual(['stl', '3mf', 'obj']);
    expect(deskFileExtensions('picture')).toEqual(['png', 'jpg', 'jpeg', 'gif', 'webp']);
  });

  it('asks repaired for its mesh and not printable for a picture', () => {
    expect(reviewFilePurpose('repaired')).toBe('repaired');
    expect(reviewFilePurpose('not_printable')).toBe('picture');
    expect(reviewFilePurpose('printable')).toBeNull();
  });

  it.each([
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    [bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '), null],
    [bytes('%PDF-1.7'), null],
    [bytes(0x89, 'PN'), null],
  ])('detects %j as %s', (head, type) => {
    expect(detectImageType(head)).toBe(type);
  });

  it('knows a PDF by its header only', () => {
    expect(isPdfHead(bytes('%PDF-1.4\n'))).toBe(true);
    expect(isPdfHead(bytes(' %PDF-1.4'))).toBe(false);
    expect(isPdfHead(bytes('%PD'))).toBe(false);
  });
});

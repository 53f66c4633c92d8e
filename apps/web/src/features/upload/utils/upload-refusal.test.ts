// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getUploadText } from '../texts';
import { checkFileForUpload } from './upload-refusal';

const de = getUploadText('de');
const en = getUploadText('en');
const fr = getUploadText('fr');

describe('client-side file check (spec 1 §5)', () => {
  it('refuses a .txt file with the spec German message and the supported formats', () => {
    expect(checkFileForUpload({ name: 'notes.txt', size: 10 }, de)).toEqual({
      header: 'Dateien vom Typ .txt werden nicht unterstützt.',
      body: 'Unterstützte Formate: PLY, STL, 3DS, 3MF, STEP, STP, OBJ',
    });
  });

  it('matches the extension case-insensitively', () => {
    expect(checkFileForUpload({ name: 'PART.STL', size: 10 }, de)).toBeNull();
    expect(checkFileForUpload({ name: 'Part.Step', size: 10 }, de)).toBeNull();
  });

  it('names a file without extension', () => {
    expect(checkFileForUpload({ name: 'model', size: 10 }, en)?.header).toBe(
      'Files without an extension are not supported.',
    );
  });

  it.each([
    [de, 'Die Datei ist zu gross, max. 100 MB.'],
    [en, 'The file is too large, max 100MB.'],
    [fr, 'Le fichier est trop volumineux, max. 100 Mo.'],
  ])('refuses a file over 100 MB (%#)', (texts, message) => {
    expect(checkFileForUpload({ name: 'big.stl', size: 100_000_001 }, texts)?.header).toBe(message);
  });

  it('accepts exactly 100 MB', () => {
    expect(checkFileForUpload({ name: 'big.stl', size: 100_000_000 }, de)).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(checkFileForUpload({ name: 'empty.stl', size: 0 }, fr)?.header).toBe(
      'Le fichier est vide.',
    );
  });
});

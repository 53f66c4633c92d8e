import { describe, expect, it } from 'vitest';
import { MESH_ERROR_CODES } from '@print/mesh';
import { describeAnalysisError } from './customer-messages.js';

const CODES = [...MESH_ERROR_CODES, 'ANALYSIS_FAILED'] as const;

describe('describeAnalysisError', () => {
  it('explains an open-shell STEP file in German', () => {
    expect(describeAnalysisError('NO_GEOMETRY', 'de')).toMatch(
      /^Die Datei enthält keinen geschlossenen Volumenkörper \(nur Flächen/,
    );
  });

  it('has its own text per language for every code', () => {
    for (const code of CODES) {
      const texts = (['de', 'en', 'fr'] as const).map((l) => describeAnalysisError(code, l));
      expect(new Set(texts).size, code).toBe(3);
      for (const text of texts) expect(text.length, code).toBeGreaterThan(20);
    }
  });

  it('names the comma decimal separator for invalid numbers', () => {
    expect(describeAnalysisError('INVALID_NUMBER', 'en')).toContain('comma');
    expect(describeAnalysisError('INVALID_NUMBER', 'fr')).toContain('virgule');
  });

  it('falls back to the general failure text for unknown codes', () => {
    expect(describeAnalysisError('SOMETHING_NEW', 'fr')).toBe(
      describeAnalysisError('ANALYSIS_FAILED', 'fr'),
    );
    expect(describeAnalysisError('toString', 'en')).toBe(
      describeAnalysisError('ANALYSIS_FAILED', 'en'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FileWarnings } from './file-warnings';

describe('file warnings (issue 14: a damaged STEP file is said, not hidden)', () => {
  it('names how many elements of a damaged STEP file were lost', () => {
    render(<FileWarnings warnings={[{ code: 'STEP_DAMAGED_ENTITIES', count: 16 }]} />);
    expect(screen.getByTestId('file-warnings')).toHaveTextContent(
      'Die STEP-Datei ist beschädigt: 16 Elemente konnten nicht gelesen werden.',
    );
  });

  it('shows nothing for a file read without trouble', () => {
    render(<FileWarnings warnings={[]} />);
    expect(screen.queryByTestId('file-warnings')).toBeNull();
  });
});

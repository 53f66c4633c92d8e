// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAttachmentSize } from './file-size';

describe('attachment size', () => {
  it('shows kB below a megabyte and never 0', () => {
    expect(formatAttachmentSize(13, 'en')).toBe('0.1 kB');
    expect(formatAttachmentSize(250_000, 'de')).toBe('250 kB');
  });

  it('shows MB from a megabyte', () => {
    expect(formatAttachmentSize(2_500_000, 'de')).toBe('2,5 MB');
  });
});

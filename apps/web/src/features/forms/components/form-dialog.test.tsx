import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('is named by its title and described by its intro; the cross closes it', () => {
    const onClose = vi.fn();
    render(
      <FormDialog
        title="Newsletter"
        intro="Bleiben Sie informiert."
        onClose={onClose}
        onSubmit={vi.fn()}
      >
        <button type="submit">Absenden</button>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Newsletter' });
    expect(dialog).toHaveAccessibleDescription('Bleiben Sie informiert.');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hands the submit of its form to onSubmit', () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <FormDialog title="UStID" intro="Intro" onClose={vi.fn()} onSubmit={onSubmit}>
        <button type="submit">Absenden</button>
      </FormDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

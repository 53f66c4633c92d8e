import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('is named by its title and described by its description; the × closes it', () => {
    const onClose = vi.fn();
    render(
      <Dialog
        title="Newsletter"
        description="Bleiben Sie informiert."
        closeLabel="Schließen"
        onClose={onClose}
      >
        <button type="submit">Absenden</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Newsletter' });
    expect(dialog).toHaveAccessibleDescription('Bleiben Sie informiert.');
    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hands Escape (the dialog’s cancel) to onClose instead of closing by itself', () => {
    const onClose = vi.fn();
    render(<Dialog title="Gutschein gültig" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Gutschein gültig' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no × without a close label: its own buttons close it', () => {
    render(
      <Dialog title="Erneut bestellen?" onClose={vi.fn()}>
        <button type="button">Abbrechen</button>
      </Dialog>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Abbrechen',
    ]);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });

  it('keeps Tab inside: from the last control to the first and back', () => {
    render(
      <Dialog title="Cookies" closeLabel="Schließen" onClose={vi.fn()}>
        <button type="button">Speichern</button>
      </Dialog>,
    );
    const first = screen.getByRole('button', { name: 'Schließen' });
    const last = screen.getByRole('button', { name: 'Speichern' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });
});

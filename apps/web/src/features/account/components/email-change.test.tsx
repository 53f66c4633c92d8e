import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/account-fixtures';
import { MailUndoConfirmation } from './mail-undo-page';
import { MailUpdatePage } from './mail-update-page';

function renderPage(page: ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('e-mail change needs the current password (issue 23, ASVS 3.7.1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for it (current-password), sends it along and says when it is wrong', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /auth/email': (init) => {
        bodies.push(JSON.parse(init?.body as string));
        return json({ error: { code: 'OLD_PASSWORD_WRONG', message: 'wrong' } }, 422);
      },
    });
    renderPage(<MailUpdatePage />, '/mail-update');
    const send = screen.getByRole('button', { name: 'Bestätigungslink senden' });
    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'neu@example.ch' } });
    expect(send).toBeDisabled();
    const password = screen.getByLabelText(/^Aktuelles Passwort/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.change(password, { target: { value: 'Kupfer-Drossel-42' } });
    fireEvent.click(send);
    expect(await screen.findByText(/Das aktuelle Passwort ist nicht korrekt/)).toBeVisible();
    expect(bodies).toEqual([{ email: 'neu@example.ch', password: 'Kupfer-Drossel-42' }]);
  });
});

describe('the undo link of the old address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing when the page is merely opened (a mail scanner); acts on the button', async () => {
    const calls = stubApi({ 'POST /auth/email/undo': () => json({ ok: true }) });
    renderPage(<MailUndoConfirmation code={'C'.repeat(43)} />, `/mail-undo/${'C'.repeat(43)}`);
    const restore = await screen.findByRole('button', {
      name: 'Bisherige Adresse wiederherstellen',
    });
    expect(calls).not.toContain('POST /auth/email/undo');
    fireEvent.click(restore);
    expect(await screen.findByText(/Ihre bisherige E-Mail-Adresse gilt wieder/)).toBeVisible();
    await waitFor(() => expect(calls).toContain('POST /auth/email/undo'));
    expect(screen.getByRole('link', { name: 'Passwort zurücksetzen' })).toBeVisible();
  });

  it('says so when the link is used or expired', async () => {
    stubApi({
      'POST /auth/email/undo': () =>
        json({ error: { code: 'LINK_INVALID', message: 'used' } }, 400),
    });
    renderPage(<MailUndoConfirmation code={'D'.repeat(43)} />, '/mail-undo/x');
    fireEvent.click(screen.getByRole('button', { name: 'Bisherige Adresse wiederherstellen' }));
    expect(await screen.findByText(/72 Stunden/)).toBeVisible();
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterConfirmPage } from './newsletter-confirm-page';

const TOKEN = 'a'.repeat(43);

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={[`/newsletter/bestaetigen?token=${TOKEN}`]}>
      <Routes>
        <Route path="/newsletter/bestaetigen" element={<NewsletterConfirmPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NewsletterConfirmPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('only checks the link on opening; the button confirms', async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? json(200, { status: 'confirmed' })
          : json(200, { status: 'pending' }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const confirm = await screen.findByRole('button', { name: 'Anmeldung bestätigen' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/forms/newsletter/confirm?token=${TOKEN}`);
    fireEvent.click(confirm);
    // The page moves the focus to its new heading in an effect after the heading renders.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Anmeldung bestätigt' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
  });

  it('says so when the link is unknown, used or expired', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(json(404, { error: { code: 'NEWSLETTER_TOKEN_INVALID', message: 'x' } })),
      ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Dieser Link ist nicht mehr gültig' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmeldung bestätigen' })).toBeNull();
  });
});

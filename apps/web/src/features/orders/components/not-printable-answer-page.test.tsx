import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotPrintableLinkView } from '@print/contracts';
import { NotPrintableAnswerPage } from './not-printable-answer-page';

const TOKEN = 'b'.repeat(43);

function view(overrides: Partial<NotPrintableLinkView> = {}): NotPrintableLinkView {
  return {
    orderNumber: '2026-000077',
    orderStatus: 'FILES_NOT_PRINTABLE',
    canAnswer: true,
    lines: [
      {
        lineId: 'line-1',
        fileName: 'bracket.stl',
        quantity: 3,
        reason: 'Wand 0.3 mm',
        pictureUrl: `/api/checkout/not-printable/${TOKEN}/items/line-1/review-picture`,
      },
    ],
    ...overrides,
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** GETs answer `get`; POSTs answer `post` and are recorded with their bodies. */
function stubServer(get: Response, post?: Response) {
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://shop.test').pathname;
      if (init?.method !== 'POST') return Promise.resolve(get.clone());
      posts.push({
        path,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      });
      return Promise.resolve(post ?? jsonResponse({}, 500));
    }),
  );
  return posts;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotPrintableAnswerPage token={TOKEN} language="de" />
    </QueryClientProvider>,
  );
}

describe('the not printable answer page of a mailed link (no sign-in)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the line with reason and picture and sends the cancel with the comment', async () => {
    const posts = stubServer(
      jsonResponse(view()),
      jsonResponse(view({ orderStatus: 'ORDER_CANCELLED', canAnswer: false })),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Bestellung 2026-000077: Dateien nicht druckbar',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(': Wand 0.3 mm', { exact: false })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Bild unserer Prüfung von bracket.stl' }),
    ).toHaveAttribute('src', `/api/checkout/not-printable/${TOKEN}/items/line-1/review-picture`);

    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie');
    expect(posts).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Bestellung stornieren' }));
    fireEvent.change(screen.getByLabelText('Nachricht an uns (freiwillig)'), {
      target: { value: 'Zu dünn, schade' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText(/Ihre Bestellung ist storniert/)).toHaveTextContent(
      'Bestellung storniert',
    );
    expect(posts).toEqual([
      {
        path: `/api/checkout/not-printable/${TOKEN}/choice`,
        body: { choice: 'cancel', comment: 'Zu dünn, schade' },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Antwort senden' })).toBeNull();
  });

  it('says an expired link has expired, with no form', async () => {
    stubServer(jsonResponse({ error: { code: 'ORDER_LINK_EXPIRED', message: 'expired' } }, 422));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist abgelaufen');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

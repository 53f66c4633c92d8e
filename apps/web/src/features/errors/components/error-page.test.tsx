import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ErrorPage } from './error-page';

function renderErrorPage(status: number) {
  const router = createMemoryRouter([
    { path: '*', element: <ErrorPage status={status} homePath="/" /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('error page texts by status class (spec 1 §8)', () => {
  beforeAll(() => i18n.changeLanguage('de'));

  it('shows the 4xx texts and code for 404', () => {
    renderErrorPage(404);
    expect(screen.getByText('Fehler 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Diese Seite gibt es nicht',
    );
    expect(screen.getByText('Die Seite wurde verschoben oder gelöscht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('shows the 5xx texts for 503', () => {
    renderErrorPage(503);
    expect(screen.getByText('Fehler 503')).toBeInTheDocument();
    expect(
      screen.getByText('Der Server konnte die Anfrage nicht verarbeiten.'),
    ).toBeInTheDocument();
  });

  it.each([302, 0, 999])('falls back to the 4 texts for %i', (status) => {
    renderErrorPage(status);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Diese Seite gibt es nicht',
    );
  });
});

import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { createRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/** Renders the whole app at a URL, as main.tsx does, with an in-memory history. */
export function renderApp(url: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router };
}

/** Consent and welcome already handled, so no modal covers the page under test. */
export function markVisitorAsReturning(): void {
  localStorage.setItem(
    'cookies',
    JSON.stringify({ essentialCookies: true, statisticCookies: false, marketingCookies: false }),
  );
  localStorage.setItem('welcomeNoticeSeen', 'true');
}

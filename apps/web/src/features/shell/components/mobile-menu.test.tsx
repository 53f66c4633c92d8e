import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu';

function renderMenu(
  account: { isLoggedIn: boolean; onLogout?: () => void } = { isLoggedIn: false },
) {
  const menu = <MobileMenu language="de" currentPath="/" cartItemCount={2} {...account} />;
  const router = createMemoryRouter(
    [
      { path: '/', element: menu },
      { path: '/cart', element: menu },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('MobileMenu', () => {
  it('is a disclosure: opens with aria-expanded, focus inside; Escape closes and returns focus', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Menü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Kontakt' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Kontakt' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'FR Français' })).toBeVisible();
    expect(document.activeElement?.textContent).toBe('So funktioniert’s');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when the visitor navigates', async () => {
    const router = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    await act(() => router.navigate('/cart'));
    expect(screen.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out from the menu when signed in (the phone header has no room for the word)', () => {
    const onLogout = vi.fn();
    renderMenu({ isLoggedIn: true, onLogout });
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('offers no sign-out to a visitor who is not signed in', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    expect(screen.queryByRole('button', { name: 'Abmelden' })).toBeNull();
  });
});

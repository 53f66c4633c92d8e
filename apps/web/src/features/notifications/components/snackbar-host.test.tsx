import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { notify, useNotificationStore } from '../../../stores/notification-store';
import { SnackbarHost } from './snackbar-host';

describe('SnackbarHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotificationStore.setState({ notifications: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('a success notice is a polite status and goes after the 10 s default', () => {
    render(<SnackbarHost />);
    act(() => {
      notify({ type: 'success', header: 'Gespeichert', body: 'Alles gut.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('issue 13 point 8: errors and warnings are alerts and stay until closed', () => {
    render(<SnackbarHost />);
    act(() => {
      notify({ type: 'danger', header: 'Upload fehlgeschlagen', body: 'Bitte erneut versuchen.' });
      notify({ type: 'warning', header: 'Nicht hinzugefügt', body: 'Bitte erneut versuchen.' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('alert')[0]).toHaveAttribute('aria-live', 'assertive');
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => screen.getAllByRole('button', { name: 'Meldung schliessen' })[0]?.click());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht hinzugefügt');
  });

  it('uses the compact (mobile) transition up to 1023 px', () => {
    window.innerWidth = 390;
    render(<SnackbarHost />);
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toHaveClass(
      'snackbars--compact',
    );
  });
});

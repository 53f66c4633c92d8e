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

  it('shows a notification and removes it after the 10 s default', () => {
    render(<SnackbarHost />);
    act(() => {
      notify({ type: 'danger', header: 'Upload fehlgeschlagen', body: 'Bitte erneut versuchen.' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Upload fehlgeschlagen');
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the compact (mobile) transition up to 1023 px', () => {
    window.innerWidth = 390;
    render(<SnackbarHost />);
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toHaveClass(
      'snackbars--compact',
    );
  });
});

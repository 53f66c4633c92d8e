// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, useNotificationStore } from './notification-store';

describe('notifications auto-hide (spec 1 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotificationStore.setState({ notifications: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('hides after 10 000 ms when no duration is given', () => {
    notify({ type: 'success', header: 'Saved', body: 'All good' });
    expect(useNotificationStore.getState().notifications).toHaveLength(1);
    vi.advanceTimersByTime(9_999);
    expect(useNotificationStore.getState().notifications).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useNotificationStore.getState().notifications).toHaveLength(0);
  });

  it('honours an explicit duration', () => {
    notify({ type: 'warning', header: 'Careful', body: 'Soon gone', durationMs: 2_000 });
    vi.advanceTimersByTime(2_000);
    expect(useNotificationStore.getState().notifications).toHaveLength(0);
  });

  it('issue 13 point 8: warnings and errors stay until dismissed; success times out', () => {
    notify({ type: 'danger', header: 'Failed', body: 'Not saved' });
    notify({ type: 'warning', header: 'Careful', body: 'Not added' });
    notify({ type: 'success', header: 'Saved', body: 'All good' });
    vi.advanceTimersByTime(600_000);
    expect(useNotificationStore.getState().notifications.map((item) => item.type)).toEqual([
      'danger',
      'warning',
    ]);
  });

  it('dismissing one keeps the others', () => {
    const first = notify({ type: 'danger', header: 'A', body: 'a' });
    notify({ type: 'success', header: 'B', body: 'b' });
    useNotificationStore.getState().dismiss(first);
    expect(useNotificationStore.getState().notifications.map((item) => item.header)).toEqual(['B']);
  });
});

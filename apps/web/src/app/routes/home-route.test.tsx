import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { useOrderProcessStore } from '../../stores/order-process-store';
import { loadedConfigureRoute } from '../prepare-configure-screen';
import { preloadUploadCode } from '../start-upload';
import { HomeRoute } from './home-route';

vi.mock('../start-upload', () => ({ preloadUploadCode: vi.fn(), startUpload: vi.fn() }));
vi.mock('../prepare-configure-screen', () => ({
  loadedConfigureRoute: vi.fn(() => null),
  loadConfigureRoute: vi.fn(() =>
    Promise.resolve(() => <p>configure screen (loaded on demand)</p>),
  ),
}));

function renderHome() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HomeRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => useOrderProcessStore.getState().resetOrderProcess());

describe('the home page (issue 24 point 15)', () => {
  it('loads the upload code once the browser is idle, before any file is dropped', async () => {
    renderHome();
    await vi.waitFor(() => expect(preloadUploadCode).toHaveBeenCalledTimes(1));
  });

  it('shows the configure screen in the same render once its code is loaded (no Suspense)', () => {
    vi.mocked(loadedConfigureRoute).mockReturnValueOnce(() => <p>configure screen</p>);
    useOrderProcessStore.getState().startConfiguring('file-1');
    renderHome();
    // Through Suspense it would appear no sooner than React's 300 ms reveal throttle.
    expect(screen.getByText('configure screen')).toBeTruthy();
  });

  it('loads the configure screen first when its code is not there yet (a reload of a file link)', async () => {
    useOrderProcessStore.getState().startConfiguring('file-1');
    renderHome();
    expect(screen.queryByText('configure screen (loaded on demand)')).toBeNull();
    expect(await screen.findByText('configure screen (loaded on demand)')).toBeTruthy();
  });
});

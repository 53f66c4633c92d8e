import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/server-state/query-keys';
import { prepareConfigureScreen } from './prepare-configure-screen';

describe('the configure screen prepared during the upload (issue 24 point 15)', () => {
  it('loads the screen code and the catalogue in the page language', () => {
    const queryClient = createQueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const loadRoute = vi.fn(() => Promise.resolve({}));
    prepareConfigureScreen(queryClient, 'fr', loadRoute);
    expect(loadRoute).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: queryKeys.printModes('fr') }),
    );
  });

  it('leaves a failed load to the screen, which loads and reports again', async () => {
    const queryClient = createQueryClient();
    vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prepareConfigureScreen(queryClient, 'de', () => Promise.reject(new Error('offline')));
    await new Promise((done) => setTimeout(done, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

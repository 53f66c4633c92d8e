import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { preloadUploadCode } from '../start-upload';
import { HomeRoute } from './home-route';

vi.mock('../start-upload', () => ({ preloadUploadCode: vi.fn(), startUpload: vi.fn() }));

describe('the home page (issue 24 point 15)', () => {
  it('loads the upload code once the browser is idle, before any file is dropped', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <HomeRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(preloadUploadCode).toHaveBeenCalledTimes(1));
  });
});

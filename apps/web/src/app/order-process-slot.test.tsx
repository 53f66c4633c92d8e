import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { useOrderProcessStore } from '../stores/order-process-store';
import { OrderProcessSlot } from './order-process-slot';
import { prepareConfigureScreen } from './prepare-configure-screen';

vi.mock('./prepare-configure-screen', () => ({ prepareConfigureScreen: vi.fn() }));

function renderSlot() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OrderProcessSlot language="en" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the order-process slot during an upload', () => {
  afterEach(() => {
    useOrderProcessStore.getState().resetOrderProcess();
    vi.mocked(prepareConfigureScreen).mockClear();
  });

  it('prepares the configure screen once the upload step starts', () => {
    useOrderProcessStore.getState().startOrder();
    const queryClient = renderSlot();
    expect(prepareConfigureScreen).toHaveBeenCalledTimes(1);
    expect(prepareConfigureScreen).toHaveBeenCalledWith(queryClient, 'en');
  });

  it('prepares nothing on the configure screen itself', () => {
    useOrderProcessStore.getState().startConfiguring('file-1');
    renderSlot();
    expect(prepareConfigureScreen).not.toHaveBeenCalled();
  });
});

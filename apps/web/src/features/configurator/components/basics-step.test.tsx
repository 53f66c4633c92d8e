import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useCurrentItemStore } from '../stores/current-item-store';
import { makeFile } from '../test/fixtures';
import { BasicsStep } from './basics-step';

function renderStep(hasRepairInfo: boolean, dimensionsAsRead = { x: 50, y: 30, z: 20 }) {
  useCurrentItemStore.getState().startItem({ objectId: 'file-1', unit: 'mm', hasRepairInfo });
  return render(
    <MemoryRouter initialEntries={['/']}>
      <QueryClientProvider client={new QueryClient()}>
        <BasicsStep
          fileId="file-1"
          initialName="bracket.stl"
          savedUnit="mm"
          dimensionsAsRead={dimensionsAsRead}
          hasRepairInfo={hasRepairInfo}
          onShowRepairs={vi.fn()}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('issue 13 point 3: an implausible size suggests the likely unit', () => {
  beforeEach(() => useCurrentItemStore.getState().resetItem());

  it('a file in metres read as mm: says 0.05 mm, suggests metres (50 × 30 × 20 mm), applies it', () => {
    renderStep(false, { x: 0.05, y: 0.03, z: 0.02 });
    const notice = screen.getByTestId('part-size');
    expect(notice).toHaveTextContent('0,05 × 0,03 × 0,02 mm');
    expect(notice).toHaveTextContent('In Meter (m) wäre es 50 × 30 × 20 mm gross.');
    fireEvent.click(screen.getByRole('button', { name: 'Meter (m) verwenden' }));
    expect(useCurrentItemStore.getState().unit).toBe('m');
    expect(screen.queryByTestId('part-size')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Meter (m)' })).toBeChecked();
  });

  it('a plausible part shows no notice', () => {
    renderStep(false);
    expect(screen.queryByTestId('part-size')).toBeNull();
  });
});

describe('sub-step 0: basics and the repair agreement (spec 1 §5)', () => {
  beforeEach(() => useCurrentItemStore.getState().resetItem());

  it('blocks next until the repairs are agreed when the file has repair info', () => {
    renderStep(true);
    const next = screen.getByRole('button', { name: 'Weiter zu Material & Farbe' });
    expect(next).toBeDisabled();
    expect(
      screen.getByText('Bitte bestätigen Sie die Reparaturen, um fortzufahren.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(next).toBeEnabled();
    expect(useCurrentItemStore.getState().acknowledgedRepairInfo).toBe(true);
  });

  it('shows no agreement and allows next for a file without repair info', () => {
    renderStep(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Weiter zu Material & Farbe' })).toBeEnabled();
  });

  it('next saves the trimmed name and the unit, then opens sub-step 1', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(Response.json(makeFile({ name: 'Halter', givenUnitOfLength: 'cm' }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderStep(false);
    fireEvent.change(screen.getByLabelText('Bezeichnung'), { target: { value: '  Halter  ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Zentimeter (cm)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zu Material & Farbe' }));
    await waitFor(() => expect(useCurrentItemStore.getState().subStep).toBe(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytx/file/file-1');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Halter', givenUnitOfLength: 'cm' });
    vi.unstubAllGlobals();
  });

  it('next with unchanged name and unit opens sub-step 1 without a request', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderStep(false);
    fireEvent.change(screen.getByLabelText('Bezeichnung'), { target: { value: ' bracket.stl ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zu Material & Farbe' }));
    expect(useCurrentItemStore.getState().subStep).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a failed save keeps sub-step 0 and shows the spec’s warning', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(Response.json({ error: { code: 'X', message: 'x' } }, { status: 500 })),
      ),
    );
    const { useNotificationStore } = await import('../../../stores/notification-store');
    useNotificationStore.setState({ notifications: [] });
    renderStep(false);
    fireEvent.change(screen.getByLabelText('Bezeichnung'), { target: { value: 'Halter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zu Material & Farbe' }));
    await waitFor(() => expect(useNotificationStore.getState().notifications).toHaveLength(1));
    expect(useNotificationStore.getState().notifications[0]).toMatchObject({
      type: 'warning',
      body: 'Das Objekt konnte nicht verarbeitet werden. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    });
    expect(useCurrentItemStore.getState().subStep).toBe(0);
    vi.unstubAllGlobals();
  });
});

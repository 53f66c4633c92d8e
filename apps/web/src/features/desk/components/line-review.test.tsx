import type { AdminOrderDetail } from '@print/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, OFFICE_ME, orderDetail, renderDesk } from '../testing/desk-test-kit';

const PRODUCTION_ME = { ...OFFICE_ME, id: 'staff-2', name: 'Paul Production', role: 'production' };

const LINE: AdminOrderDetail['lines'][number] = {
  id: 'line-1',
  position: 1,
  fileId: 'file-1',
  fileName: 'bracket.stl',
  printModeId: 'sls-pa2200',
  printModeName: 'PA 2200',
  finishName: 'Gestrahlt',
  colorName: 'Weiss',
  colorHex: '#ffffff',
  quantity: 2,
  scale: 1,
  unitNetCents: 5_500,
  lineNetCents: 11_000,
  thumbnailUrl: null,
  viewer: null,
  downloads: [
    {
      kind: 'original',
      url: '/api/admin/files/file-1/original',
      fileName: 'bracket.stl',
      isPrintFile: true,
    },
  ],
  figures: null,
  review: null,
};

describe('desk line 3D view', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it("opens the line's 3D view below it, with the desk's model and picture addresses", async () => {
    const viewer = {
      modelUrl: '/api/admin/orders/order-1/lines/line-1/model.3mf',
      wallThicknessUrl: '/api/admin/orders/order-1/lines/line-1/wall-thickness',
      unitOfLength: 'mm' as const,
      isRepaired: false,
    };
    const unanalysed = { ...LINE, id: 'line-2', position: 2, fileName: 'new.stl' };
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1')
        return json(orderDetail({ lines: [{ ...LINE, viewer }, unanalysed] }));
      return undefined;
    });
    renderDesk('/admin/orders/order-1', {
      lineViewer: ({ line, viewer: shown }) => (
        <p>
          View of {line.fileName} from {shown.modelUrl}
        </p>
      ),
    });
    const open = await screen.findByRole('button', { name: '3D view and wall thickness' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Not analysed yet: no 3D view')).toBeInTheDocument();
    fireEvent.click(open);
    expect(screen.getByText(`View of bracket.stl from ${viewer.modelUrl}`)).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Close the 3D view' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(close);
    expect(screen.queryByText(/View of bracket.stl/)).not.toBeInTheDocument();
  });
});

describe('desk printability review', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lets production mark a line not printable with a required reason', async () => {
    let detail = orderDetail({ lines: [LINE] });
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(PRODUCTION_ME);
      if (call.path === '/admin/orders/order-1') return json(detail);
      if (call.path === '/admin/orders/order-1/lines/line-1/review') {
        detail = orderDetail({
          status: 'FILES_NOT_PRINTABLE',
          version: 4,
          lines: [
            {
              ...LINE,
              review: {
                verdict: 'not_printable',
                reason: 'Walls 0.3 mm',
                staffName: 'Paul Production',
                at: '2026-11-28T07:00:00.000Z',
                repairedFile: null,
                picture: null,
              },
            },
          ],
        });
        return json(detail);
      }
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const form = await screen.findByRole('form', { name: 'Review of bracket.stl' });
    // No automatic repair: "Repaired" needs an uploaded file.
    fireEvent.click(within(form).getByLabelText('Repaired'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save verdict' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choose the repaired file: the analysis has no automatic repair for this line.',
    );
    fireEvent.click(within(form).getByLabelText('Not printable'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save verdict' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Not printable needs a reason.',
    );
    const reviews = () => calls.filter((call) => call.path.endsWith('/review'));
    expect(reviews()).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Reason/), {
      target: { value: ' Walls 0.3 mm ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save verdict' }));
    expect(await screen.findByText(/Paul Production, .*: Walls 0.3 mm/)).toBeInTheDocument();
    expect(reviews().map((call) => call.body)).toEqual([
      { verdict: 'not_printable', reason: 'Walls 0.3 mm', version: 3 },
    ]);
  });

  it('shows office staff the verdict without the form', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') return json(orderDetail({ lines: [LINE] }));
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    expect(await screen.findByText('Not reviewed yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Review of bracket.stl' })).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, OFFICE_ME, orderDetail, renderDesk } from '../testing/desk-test-kit';

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bed.png', { type: 'image/png' });
const PDF = new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' });
const EXE = new File(['MZ'], 'tool.exe');

describe('desk note attachments', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the chosen files with the note, refuses a file type before sending, lists the stored files', async () => {
    let detail = orderDetail();
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') return json(detail);
      if (call.path === '/admin/orders/order-1/notes/upload') {
        const note = {
          id: 'note-1',
          at: '2026-11-28T08:00:00.000Z',
          staffName: 'Anna Office',
          text: 'Bed photos',
          attachments: [
            {
              id: 'att-1',
              fileName: 'bed.png',
              contentType: 'image/png',
              size: 4,
              url: '/api/admin/orders/order-1/notes/note-1/attachments/att-1',
            },
          ],
        };
        detail = orderDetail({ notes: [note] });
        return json(note, 201);
      }
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const section = await screen.findByRole('region', { name: 'Internal notes' });
    const input = within(section).getByLabelText('Files');
    fireEvent.change(input, { target: { files: [PNG, EXE] } });
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'tool.exe: this file type is not accepted here.',
    );
    fireEvent.change(within(section).getByLabelText('New note', { exact: false }), {
      target: { value: 'Bed photos' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save note' }));
    await screen.findByRole('alert');
    const uploads = () => calls.filter((call) => call.path.endsWith('/notes/upload'));
    expect(uploads()).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: 'Remove tool.exe' }));
    fireEvent.change(within(section).getByLabelText('Files'), { target: { files: [PDF] } });
    expect(within(section).queryByRole('alert')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Save note' }));

    const stored = await within(section).findByRole('link', { name: 'bed.png' });
    expect(stored).toHaveAttribute(
      'href',
      '/api/admin/orders/order-1/notes/note-1/attachments/att-1',
    );
    const [sent] = uploads();
    const form = sent?.body as FormData;
    expect(form.get('text')).toBe('Bed photos');
    expect(form.getAll('file').map((file) => (file as File).name)).toEqual(['bed.png', 'slip.pdf']);
  });
});

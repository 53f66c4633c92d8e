import type { StaffEnrolmentLink, StaffMember } from '../api/staff-admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, OFFICE_ME, renderDesk } from '../testing/desk-test-kit';

const OWNER_ME = { ...OFFICE_ME, role: 'owner' as const, name: 'Olga Owner' };
const PAUL: StaffMember = {
  id: 'staff-2',
  email: 'paul@print.test',
  name: 'Paul Press',
  role: 'office',
  enrolled: true,
  disabled: false,
  createdAt: '2026-02-01T08:00:00.000Z',
};
const MEMBERS: StaffMember[] = [
  {
    id: OWNER_ME.id,
    email: OWNER_ME.email,
    name: OWNER_ME.name,
    role: 'owner',
    enrolled: true,
    disabled: false,
    createdAt: '2026-01-01T08:00:00.000Z',
  },
  PAUL,
];
const LINK: StaffEnrolmentLink = {
  staff: { ...PAUL, enrolled: false },
  enrolmentUrl: 'http://shop.test/admin/enrol/abc',
  expiresAt: '2026-11-29T08:00:00.000Z',
};

describe('desk staff (owners)', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('changes a role, resets a sign-in after asking and shows the new link; the API’s refusal is told', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OWNER_ME);
      if (call.path === '/admin/staff') return json({ items: MEMBERS });
      if (call.path === '/admin/staff/staff-2/role') return json({ ...PAUL, role: 'production' });
      if (call.path === '/admin/staff/staff-2/enrolment') return json(LINK);
      if (call.path === `/admin/staff/${OWNER_ME.id}/role`)
        return apiError(409, 'STAFF_LAST_OWNER');
      return undefined;
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderDesk('/admin/staff');

    const paul = (await screen.findByRole('cell', { name: 'Paul Press' })).closest('tr');
    const self = screen.getByRole('cell', { name: 'Olga Owner' }).closest('tr');
    if (!paul || !self) throw new Error('rows expected');
    // Nobody disables themselves: the button is not there.
    expect(within(self).queryByRole('button', { name: 'Disable' })).toBeNull();

    fireEvent.change(within(paul).getByLabelText('Role of Paul Press'), {
      target: { value: 'production' },
    });
    await vi.waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/admin/staff/staff-2/role',
          body: { role: 'production' },
        }),
      ),
    );

    fireEvent.click(within(paul).getByRole('button', { name: 'Reset sign-in' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Reset the sign-in?'));
    expect(await screen.findByLabelText('Set-up link')).toHaveValue(LINK.enrolmentUrl);

    fireEvent.change(within(self).getByLabelText('Role of Olga Owner'), {
      target: { value: 'office' },
    });
    expect(await screen.findByText(/needs at least one active owner/)).toBeInTheDocument();
  });
});

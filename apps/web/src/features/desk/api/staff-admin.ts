import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffEnrolmentLinkSchema,
  StaffListSchema,
  StaffMemberSchema,
  type StaffCreateRequestSchema,
} from '@print/contracts';
import type { z } from 'zod';
import { deskRequest } from './desk-client';

export type StaffMember = z.infer<typeof StaffMemberSchema>;
export type StaffEnrolmentLink = z.infer<typeof StaffEnrolmentLinkSchema>;
export type StaffCreateRequest = z.infer<typeof StaffCreateRequestSchema>;
type StaffRole = StaffMember['role'];

const STAFF_KEY = ['desk', 'staff'] as const;
const memberPath = (id: string) => `/admin/staff/${encodeURIComponent(id)}`;

/** GET /api/admin/staff (owners): every staff member. */
export function useStaffList() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: async ({ signal }) =>
      StaffListSchema.parse(await deskRequest('/admin/staff', { signal })).items,
  });
}

/** The owner's changes of a member; each answers the member (or a new link) and reloads the list. */
export type StaffChange =
  | { readonly kind: 'role'; readonly id: string; readonly role: StaffRole }
  | { readonly kind: 'disable' | 'enable' | 'reset'; readonly id: string }
  | { readonly kind: 'create'; readonly member: StaffCreateRequest };

async function applyChange(change: StaffChange): Promise<StaffEnrolmentLink | null> {
  switch (change.kind) {
    case 'create':
      return StaffEnrolmentLinkSchema.parse(
        await deskRequest('/admin/staff', { method: 'POST', body: change.member }),
      );
    case 'reset':
      return StaffEnrolmentLinkSchema.parse(
        await deskRequest(`${memberPath(change.id)}/enrolment`, { method: 'POST' }),
      );
    case 'role':
      StaffMemberSchema.parse(
        await deskRequest(`${memberPath(change.id)}/role`, {
          method: 'PUT',
          body: { role: change.role },
        }),
      );
      return null;
    case 'disable':
    case 'enable':
      StaffMemberSchema.parse(
        await deskRequest(`${memberPath(change.id)}/${change.kind}`, { method: 'POST' }),
      );
      return null;
  }
}

export function useStaffChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyChange,
    onSettled: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

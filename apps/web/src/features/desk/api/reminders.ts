import { useQuery } from '@tanstack/react-query';
import {
  AdminExhaustedReminderListSchema,
  AdminOrderRemindersSchema,
  type AdminExhaustedReminderList,
  type AdminOrderReminders,
} from '@print/contracts';
import { deskRequest } from './desk-client';

export const reminderKeys = {
  exhausted: ['desk', 'reminders', 'exhausted'] as const,
};

/** GET /api/admin/reminders/exhausted (owner and office). */
export function useExhaustedReminders() {
  return useQuery({
    queryKey: reminderKeys.exhausted,
    queryFn: async ({ signal }): Promise<AdminExhaustedReminderList> =>
      AdminExhaustedReminderListSchema.parse(
        await deskRequest('/admin/reminders/exhausted', { signal }),
      ),
    retry: false,
  });
}

/** POST /api/admin/orders/:orderId/reminders/pause|resume with the reason (audit-logged). */
export async function setRemindersPaused(
  orderId: string,
  action: 'pause' | 'resume',
  reason: string,
): Promise<AdminOrderReminders> {
  return AdminOrderRemindersSchema.parse(
    await deskRequest(`/admin/orders/${encodeURIComponent(orderId)}/reminders/${action}`, {
      method: 'POST',
      body: { reason },
    }),
  );
}

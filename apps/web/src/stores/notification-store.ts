import { create } from 'zustand';
import { NOTIFICATION_DEFAULT_DURATION_MS } from '../lib/config';

export type NotificationType = 'danger' | 'warning' | 'success';

export interface NotificationInput {
  readonly type: NotificationType;
  readonly header: string;
  readonly body: string;
  /** Hide after this many milliseconds; 10 000 when absent (spec 1 §4). */
  readonly durationMs?: number;
}

export interface AppNotification extends NotificationInput {
  readonly id: number;
  readonly durationMs: number;
}

interface NotificationState {
  readonly notifications: readonly AppNotification[];
  readonly notify: (input: NotificationInput) => number;
  readonly dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotificationStore = create<NotificationState>()((set, get) => ({
  notifications: [],
  notify: (input) => {
    const id = nextId++;
    const durationMs = input.durationMs ?? NOTIFICATION_DEFAULT_DURATION_MS;
    set((state) => ({ notifications: [...state.notifications, { ...input, id, durationMs }] }));
    setTimeout(() => get().dismiss(id), durationMs);
    return id;
  },
  dismiss: (id) =>
    set((state) => ({ notifications: state.notifications.filter((item) => item.id !== id) })),
}));

/** Shows a notification from anywhere (event handlers, query callbacks). */
export function notify(input: NotificationInput): number {
  return useNotificationStore.getState().notify(input);
}

import { create } from 'zustand';
import { NOTIFICATION_DEFAULT_DURATION_MS } from '../lib/config';

export type NotificationType = 'danger' | 'warning' | 'success';

export interface NotificationInput {
  readonly type: NotificationType;
  readonly header: string;
  readonly body: string;
  /**
   * Hide after this many milliseconds. When absent, success notices hide after 10 000 ms (spec 1
   * §4) while warnings and errors stay until dismissed (issue 13 point 8: an error the customer
   * has not read yet must not vanish).
   */
  readonly durationMs?: number;
  /** One button beside the text (for example "Undo"); it closes the notice when used. */
  readonly action?: { readonly label: string; readonly onAction: () => void };
}

export interface AppNotification extends Omit<NotificationInput, 'durationMs'> {
  readonly id: number;
  /** null: stays until dismissed. */
  readonly durationMs: number | null;
}

/** How long a notice stays by default: success times out, warnings and errors stay. */
export function defaultDurationMs(type: NotificationType): number | null {
  return type === 'success' ? NOTIFICATION_DEFAULT_DURATION_MS : null;
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
    const durationMs = input.durationMs ?? defaultDurationMs(input.type);
    set((state) => ({ notifications: [...state.notifications, { ...input, id, durationMs }] }));
    if (durationMs !== null) setTimeout(() => get().dismiss(id), durationMs);
    return id;
  },
  dismiss: (id) =>
    set((state) => ({ notifications: state.notifications.filter((item) => item.id !== id) })),
}));

/** Shows a notification from anywhere (event handlers, query callbacks). */
export function notify(input: NotificationInput): number {
  return useNotificationStore.getState().notify(input);
}

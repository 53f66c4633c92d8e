import { useTranslation } from 'react-i18next';
import { IconClose } from '../../../components/icons';
import { isCompactViewport, useViewport } from '../../../lib/viewport';
import { useNotificationStore, type AppNotification } from '../../../stores/notification-store';

/** Renders the notification stack; mobile and tablet slide in from the bottom (spec 1 §2). */
export function SnackbarHost() {
  const notifications = useNotificationStore((state) => state.notifications);
  const isCompact = isCompactViewport(useViewport());
  const { t } = useTranslation();
  return (
    <section
      className={`snackbars ${isCompact ? 'snackbars--compact' : 'snackbars--wide'}`}
      aria-label={t('notifications.region')}
    >
      {notifications.map((item) => (
        <Snackbar key={item.id} notification={item} />
      ))}
    </section>
  );
}

function Snackbar({ notification }: { readonly notification: AppNotification }) {
  const dismiss = useNotificationStore((state) => state.dismiss);
  const { t } = useTranslation();
  return (
    <div
      className={`snackbar snackbar--${notification.type}`}
      // Errors and warnings interrupt the screen reader; success is read when it is idle.
      role={notification.type === 'success' ? 'status' : 'alert'}
      aria-live={notification.type === 'success' ? 'polite' : 'assertive'}
      aria-atomic="true"
    >
      <div className="snackbar__text">
        <p className="snackbar__header">
          <span className="visually-hidden">{t(`notifications.${notification.type}`)}: </span>
          {notification.header}
        </p>
        <p className="snackbar__body">{notification.body}</p>
      </div>
      {notification.action && (
        <button
          type="button"
          className="button button--secondary snackbar__action"
          onClick={() => {
            dismiss(notification.id);
            notification.action?.onAction();
          }}
        >
          {notification.action.label}
        </button>
      )}
      <button
        type="button"
        className="icon-button snackbar__close"
        aria-label={t('notifications.close')}
        onClick={() => dismiss(notification.id)}
      >
        <IconClose />
      </button>
    </div>
  );
}

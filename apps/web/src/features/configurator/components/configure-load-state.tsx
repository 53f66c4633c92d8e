import { useConfiguratorText } from '../hooks/use-configurator-text';

/** Placeholder of the configure screen while the file and catalogue load, or the way to retry. */
export function ConfigureLoadState({
  isError,
  onRetry,
}: {
  isError: boolean;
  onRetry: () => void;
}) {
  const t = useConfiguratorText();
  return (
    <section className="configure" aria-busy={!isError}>
      <div className="configure__inner">
        {isError ? (
          <div className="configure__error" role="alert">
            <h1 className="configure__title">{t('errors.loadFailed')}</h1>
            <p>{t('errors.load')}</p>
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t('errors.retry')}
            </button>
          </div>
        ) : (
          <div className="configure__layout" aria-hidden="true">
            <div className="configure__viewer">
              <div className="viewer-stage skeleton-block" />
            </div>
            <div className="configure__panel">
              <div className="skeleton-line skeleton-line--wide" />
              <div className="skeleton-line" />
              <div className="skeleton-line" />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

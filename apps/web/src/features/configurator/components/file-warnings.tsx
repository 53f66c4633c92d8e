import type { AnalytxFile } from '@print/contracts';
import { useConfiguratorText } from '../hooks/use-configurator-text';

/** How the file was read, when the customer must know it (e.g. a damaged STEP lost faces). */
export function FileWarnings({ warnings }: { readonly warnings: AnalytxFile['warnings'] }) {
  const t = useConfiguratorText();
  if (warnings.length === 0) return null;
  return (
    <div
      className="quality-message quality-message--warning"
      role="status"
      data-testid="file-warnings"
    >
      {warnings.map((warning) => (
        <p key={warning.code} className="quality-message__text">
          {t(`fileWarnings.${warning.code}`, { count: warning.count })}
        </p>
      ))}
    </div>
  );
}

import { assessPartSize, type Dimensions } from '@print/domain';
import { formatDimensions } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useCurrentItemStore } from '../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';

/** "50 × 30 × 20 mm" in the page language, at most two decimals (three below 1 mm). */
function formatSize(dimensions: Dimensions, language: Language): string {
  return `${formatDimensions(dimensions, language)} mm`;
}

/**
 * Issue 13 point 3: a part implausibly small or large in the chosen unit is said, with the unit
 * the file was likely made in and the size it would then have; one click applies that unit.
 */
export function PartSizeNotice({ asRead }: { asRead: Dimensions }) {
  const t = useConfiguratorText();
  const { language } = useRouteLanguage();
  const unit = useCurrentItemStore((state) => state.unit);
  const setUnit = useCurrentItemStore((state) => state.setUnit);
  const assessment = assessPartSize(asRead, unit);
  if (assessment.kind === 'PLAUSIBLE') return null;
  const k = asRead.x === 0 ? 0 : assessment.largestMm / Math.max(asRead.x, asRead.y, asRead.z);
  const current = { x: asRead.x * k, y: asRead.y * k, z: asRead.z * k };
  const { suggestion } = assessment;
  return (
    <div className="quality-message quality-message--warning" role="status" data-testid="part-size">
      <p className="quality-message__text">
        {t(`partSize.${assessment.kind}`, {
          unit: t(`basics.units.${unit}`),
          size: formatSize(current, language),
        })}{' '}
        {suggestion
          ? t('partSize.suggestion', {
              unit: t(`basics.units.${suggestion.unit}`),
              size: formatSize(suggestion.dimensionsMm, language),
            })
          : t('partSize.noSuggestion')}
      </p>
      {suggestion && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setUnit(suggestion.unit)}
        >
          {t('partSize.apply', { unit: t(`basics.units.${suggestion.unit}`) })}
        </button>
      )}
    </div>
  );
}

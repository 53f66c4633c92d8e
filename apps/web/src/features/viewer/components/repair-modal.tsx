import type { AnalytxFile } from '@print/contracts';
import { Dialog } from '../../../components/dialog';
import { formatNumber } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useViewerText } from '../hooks/use-viewer-text';

type RepairInfo = NonNullable<AnalytxFile['repairInfo']>;

/** Views shown first, in this order; other keys the server sends follow. */
const PREFERRED_VIEWS = ['XP0', 'XM0', 'YP0', 'YM0', 'ZP0', 'ZM0'];

export function listRepairImages(repairImages: Readonly<Record<string, string>>) {
  const keys = Object.keys(repairImages).sort((a, b) => {
    const rankA = PREFERRED_VIEWS.indexOf(a);
    const rankB = PREFERRED_VIEWS.indexOf(b);
    return (rankA === -1 ? 99 : rankA) - (rankB === -1 ? 99 : rankB) || a.localeCompare(b);
  });
  return keys.map((view) => ({ view, url: repairImages[view] ?? '' }));
}

const VIEW_SIDES = ['XP', 'XM', 'YP', 'YM', 'ZP', 'ZM'] as const;
type ViewSide = (typeof VIEW_SIDES)[number];

/** 'XP0' → the side and rotation of a view key (spec 1 §3: axis + direction + degree). */
export function parseRepairViewKey(view: string): { side: ViewSide; rotationDeg: number } | null {
  const side = VIEW_SIDES.find((candidate) => view.toUpperCase().startsWith(candidate));
  const rotationDeg = Number(view.slice(2));
  if (side === undefined || !Number.isInteger(rotationDeg)) return null;
  return { side, rotationDeg };
}

/** Spec 1 §2/§4: the repair-data modal with the four counts and the repair pictures (640 px wide). */
export function RepairModal({
  repairInfo,
  isWatertight,
  onClose,
}: {
  repairInfo: RepairInfo;
  /** The repaired geometry is closed (the same figure the summary shows). */
  isWatertight: boolean;
  onClose: () => void;
}) {
  const t = useViewerText();
  const { language } = useRouteLanguage();
  const counts = [
    { label: t('repair.flipped'), value: repairInfo.numberOfFlippedPolygons },
    { label: t('repair.removedShells'), value: repairInfo.numberOfRemovedFlatOpenShells },
    { label: t('repair.closedLoops'), value: repairInfo.numberOfClosedOpenLoops },
    { label: t('repair.mergedVertices'), value: repairInfo.numberOfMergedVertexPairs },
  ];
  const images = listRepairImages(repairInfo.repairImages);
  // Customers read "from the front", not the technical key of the view.
  const describeView = (view: string): string => {
    const parsed = parseRepairViewKey(view);
    if (parsed === null) return view;
    const side = t(`repair.viewNames.${parsed.side}`);
    return parsed.rotationDeg === 0
      ? side
      : t('repair.viewRotated', { view: side, rotation: parsed.rotationDeg });
  };
  return (
    <Dialog
      title={t('repair.title')}
      // The e2e tests read which intro it is.
      description={
        <span data-testid="repair-intro">
          {isWatertight ? t('repair.intro') : t('repair.introStillOpen')}
        </span>
      }
      closeLabel={t('repair.close')}
      onClose={onClose}
      className="repair-modal"
    >
      <dl className="repair-modal__counts">
        {counts.map((count) => (
          <div key={count.label} className="repair-modal__count">
            <dt>{count.label}</dt>
            <dd>{formatNumber(count.value, language, 0)}</dd>
          </div>
        ))}
      </dl>
      {images.length > 0 && (
        <>
          <h3 className="repair-modal__subtitle">{t('repair.images')}</h3>
          <ul className="repair-modal__images">
            {images.map((image) => (
              <li key={image.view}>
                <img
                  src={image.url}
                  alt={t('repair.imageAlt', { view: describeView(image.view) })}
                  width={180}
                  height={180}
                  loading="lazy"
                />
                <span>{describeView(image.view)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="consent__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('repair.close')}
        </button>
      </div>
    </Dialog>
  );
}

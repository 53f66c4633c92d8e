import type { ContentElement } from '@print/contracts';
import { formatNumber } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { usePrintModes } from '../../../lib/server-state/print-modes';
import { useContentText } from '../texts';
import { ElementHeader } from './element-header';

/** The print modes of the catalogue (GET /api/print-modes) as a table: the figures that price. */
export function MaterialsOverview({ element }: { readonly element: ContentElement }) {
  const t = useContentText();
  const { language } = useRouteLanguage();
  const modes = usePrintModes(language);
  const number = { format: (value: number) => formatNumber(value, language) };
  const mm = (value: number) => t('materials.mm', { value: number.format(value) });
  return (
    <>
      <ElementHeader element={element} />
      {modes.isPending && <p role="status">{t('materials.loading')}</p>}
      {modes.isError && <p role="alert">{t('materials.failed')}</p>}
      {modes.data && (
        <div
          className="content-table"
          role="region"
          aria-label={t('materials.caption')}
          tabIndex={0}
        >
          <table>
            <caption>{t('materials.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('materials.mode')}</th>
                <th scope="col">{t('materials.machine')}</th>
                <th scope="col">{t('materials.buildVolume')}</th>
                <th scope="col">{t('materials.minWall')}</th>
                <th scope="col">{t('materials.layer')}</th>
                <th scope="col">{t('materials.surface')}</th>
                <th scope="col">{t('materials.applications')}</th>
              </tr>
            </thead>
            <tbody>
              {modes.data.map((mode) => {
                const { maxDimensions: d } = mode.features;
                return (
                  <tr key={mode._id}>
                    <th scope="row">{mode.name}</th>
                    <td>{mode.printModeMethod.machine}</td>
                    <td>{[d.x, d.y, d.z].map((v) => number.format(v)).join(' × ')}</td>
                    <td>{mm(mode.features.minFeatureSize)}</td>
                    <td>{mm(mode.features.resolutionZ)}</td>
                    <td>{mode.features.surfaceQuality}</td>
                    <td>{mode.features.applications}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

import type { ContentGallery } from '@print/contracts';
import { ResponsiveImage } from './responsive-image';

function sortedValues<T>(record: Readonly<Record<string, T>>): T[] {
  return Object.entries(record)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => value);
}

/** The images of an element in rows and columns, as TYPO3's gallery processor lays them out. */
export function Gallery({
  gallery,
  sizes,
  isPriority = false,
}: {
  readonly gallery: ContentGallery;
  readonly sizes?: string;
  readonly isPriority?: boolean;
}) {
  const columns = gallery.count.columns;
  const imageSizes = sizes ?? `${Math.round(100 / columns)}vw`;
  return (
    <div
      className={`content-gallery content-gallery--${gallery.position.horizontal}`}
      style={{ '--gallery-columns': columns } as React.CSSProperties}
    >
      {sortedValues(gallery.rows).map((row, rowIndex) => (
        <div className="content-gallery__row" key={rowIndex}>
          {sortedValues(row.columns).map((file) => (
            <figure className="content-gallery__item" key={file.publicUrl}>
              <ResponsiveImage file={file} sizes={imageSizes} isPriority={isPriority} />
              {file.properties.title !== '' && <figcaption>{file.properties.title}</figcaption>}
            </figure>
          ))}
        </div>
      ))}
    </div>
  );
}

import type { ContentFile } from '@print/contracts';

export interface ResponsiveImageProps {
  readonly file: ContentFile;
  /** The image's display width per viewport, for the browser to pick from srcset. */
  readonly sizes: string;
  /** Above the fold (hero banners): load at once with high priority. */
  readonly isPriority?: boolean;
}

/** An image with srcset, intrinsic width/height (no layout shift) and lazy loading. */
export function ResponsiveImage({ file, sizes, isPriority = false }: ResponsiveImageProps) {
  const { properties } = file;
  const srcSet = properties.srcset
    .map((source) => `${source.publicUrl} ${source.width}w`)
    .join(', ');
  return (
    <img
      className="content-image"
      src={file.publicUrl}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={properties.width || undefined}
      height={properties.height || undefined}
      alt={properties.alternative}
      title={properties.title || undefined}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

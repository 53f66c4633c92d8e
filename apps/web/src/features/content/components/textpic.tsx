import type { ContentElement } from '@print/contracts';
import { ContentLink, ElementHeader } from './element-header';
import { Gallery } from './gallery';
import { RichText } from './rich-text';
import { UnsupportedElement } from './unsupported-element';

/** Text-and-pictures layouts (spec 1 §9) and their CSS modifier. */
const LAYOUTS: Readonly<Record<string, string>> = {
  default: 'default',
  'layout-1': 'split',
  'layout-2': 'split-reverse',
  'layout-3': 'cta',
  'layout-4': 'hero',
  'layout-5': 'product',
  'layout-6': 'product-quarter',
  'layout-7': 'preview',
};

/** Layouts that sit in a grid of cards when they follow each other. */
export const CARD_LAYOUTS = new Set(['layout-5', 'layout-6']);

const SIZES: Readonly<Record<string, string>> = {
  hero: '(max-width: 768px) 100vw, 50vw',
  split: '(max-width: 768px) 100vw, 50vw',
  'split-reverse': '(max-width: 768px) 100vw, 50vw',
  product: '(max-width: 768px) 100vw, 33vw',
  'product-quarter': '(max-width: 768px) 50vw, 25vw',
  preview: '(max-width: 768px) 100vw, 240px',
};

export function TextPic({
  element,
  isFirst,
  linkLabel,
}: {
  readonly element: ContentElement;
  readonly isFirst: boolean;
  readonly linkLabel: (title: string) => string;
}) {
  const layout = LAYOUTS[element.appearance.layout];
  if (!layout) return <UnsupportedElement element={element} />;
  const { gallery, headerLink, bodytext } = element.content;
  const position = gallery?.position.vertical ?? 'above';
  const images = gallery && (
    <div className="content-textpic__media">
      <Gallery
        gallery={gallery}
        sizes={SIZES[layout] ?? '(max-width: 768px) 100vw, 60vw'}
        isPriority={isFirst}
      />
    </div>
  );
  const isMediaFirst = layout === 'default' ? position === 'above' || position === 'intext' : true;
  const link = headerLink && (
    <ContentLink
      link={headerLink}
      className={layout === 'cta' || layout === 'hero' ? 'button button--primary' : 'content-more'}
    >
      {layout === 'cta' || layout === 'hero'
        ? headerLink.title
        : linkLabel(headerLink.title || element.content.header)}
    </ContentLink>
  );
  const modifier =
    layout === 'default'
      ? `content-textpic--${position}-${gallery?.position.horizontal ?? 'center'}`
      : '';
  return (
    <div className={`content-textpic content-textpic--${layout} ${modifier}`.trim()}>
      {isMediaFirst && images}
      <div className="content-textpic__text">
        <ElementHeader element={element} />
        <RichText html={bodytext} />
        {link}
      </div>
      {!isMediaFirst && images}
    </div>
  );
}

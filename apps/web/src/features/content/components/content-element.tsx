import type { ContentElement as Element } from '@print/contracts';
import { useContentText } from '../texts';
import {
  BulletsElement,
  ContactFormSlot,
  DividerElement,
  HtmlElement,
  ImageElement,
  MenuSubpagesElement,
  TableElement,
  TextElement,
  UploadsElement,
  VideoElement,
} from './basic-elements';
import { ElementHeader } from './element-header';
import { MaterialsOverview } from './materials-overview';
import { TextPic } from './textpic';
import { UnsupportedElement } from './unsupported-element';

function ElementBody({
  element,
  isFirst,
}: {
  readonly element: Element;
  readonly isFirst: boolean;
}) {
  const t = useContentText();
  switch (element.type) {
    case 'header':
      return <ElementHeader element={element} />;
    case 'text':
      return <TextElement element={element} />;
    case 'textpic':
      return (
        <TextPic
          element={element}
          isFirst={isFirst}
          linkLabel={(title) => t('readMore', { title })}
        />
      );
    case 'image':
      return <ImageElement element={element} isFirst={isFirst} />;
    case 'bullets':
      return <BulletsElement element={element} />;
    case 'table':
      return <TableElement element={element} />;
    case 'uploads':
      return <UploadsElement element={element} />;
    case 'menu_subpages':
      return <MenuSubpagesElement element={element} />;
    case 'video':
      return <VideoElement element={element} />;
    case 'div':
      return <DividerElement />;
    case 'html':
      return <HtmlElement element={element} />;
    case 'materials_overview':
      return <MaterialsOverview element={element} />;
    case 'form_contact':
      return <ContactFormSlot element={element} />;
    default:
      return <UnsupportedElement element={element} />;
  }
}

/** One content element in its frame (TYPO3's `c{id}` anchor, frame class, type). */
export function ContentElement({
  element,
  isFirst = false,
}: {
  readonly element: Element;
  readonly isFirst?: boolean;
}) {
  return (
    <div
      id={`c${element.id}`}
      className={`content-element content-element--${element.type} frame--${element.appearance.frameClass}`}
    >
      <ElementBody element={element} isFirst={isFirst} />
    </div>
  );
}

import { CONTENT_ELEMENT_TYPES, type ContentElement } from '@print/contracts';
import { useContentText } from '../texts';

/** Spec 1 §8: an element of a type or layout this site cannot show says so, with the types it can. */
export function UnsupportedElement({ element }: { readonly element: ContentElement }) {
  const t = useContentText();
  return (
    <div className="content-unsupported" role="note">
      <p className="content-unsupported__title">{t('unsupported.title')}</p>
      <p>{t('unsupported.body', { type: element.type, layout: element.appearance.layout })}</p>
      <ul>
        {CONTENT_ELEMENT_TYPES.map((type) => (
          <li key={type}>{t(`types.${type}`)}</li>
        ))}
      </ul>
    </div>
  );
}

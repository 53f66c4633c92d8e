import type { ContentElement, KnownContentElementType } from '@print/contracts';
import { useContentText } from '../texts';

/**
 * The types of CONTENT_ELEMENT_TYPES (@print/contracts), in its order. Spelled out here because
 * importing the constant would load the contracts' zod schemas with every content page; the
 * record type makes the compiler reject a missing or unknown type.
 */
const KNOWN_TYPES: Readonly<Record<KnownContentElementType, true>> = {
  header: true,
  text: true,
  textpic: true,
  image: true,
  bullets: true,
  table: true,
  uploads: true,
  menu_subpages: true,
  video: true,
  div: true,
  html: true,
  materials_overview: true,
  form_contact: true,
};
const CONTENT_ELEMENT_TYPES = Object.keys(KNOWN_TYPES) as KnownContentElementType[];

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

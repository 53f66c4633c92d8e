import type { ContentElement, ContentFile } from '@print/contracts';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { formatFileSize } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useContentText } from '../texts';
import { useContactForm } from './contact-form-slot';
import { ElementHeader } from './element-header';
import { Gallery } from './gallery';
import { RichText } from './rich-text';

interface ElementProps {
  readonly element: ContentElement;
}

export function TextElement({ element }: ElementProps) {
  return (
    <>
      <ElementHeader element={element} />
      <RichText html={element.content.bodytext} />
    </>
  );
}

/** `isFirst`: the page's first element, above the fold: its images load at once. */
export function ImageElement({ element, isFirst }: ElementProps & { readonly isFirst: boolean }) {
  const { gallery } = element.content;
  return (
    <>
      <ElementHeader element={element} />
      {gallery && <Gallery gallery={gallery} isPriority={isFirst} />}
    </>
  );
}

export function BulletsElement({ element }: ElementProps) {
  const List = element.content.bulletsType === 1 ? 'ol' : 'ul';
  return (
    <>
      <ElementHeader element={element} />
      <List className="content-bullets">
        {element.content.items.map((item, index) => (
          <li key={index}>
            <RichText html={item} className="content-bullets__item" />
          </li>
        ))}
      </List>
    </>
  );
}

export function TableElement({ element }: ElementProps) {
  const table = element.content.table;
  if (!table) return <ElementHeader element={element} />;
  const [head, ...body] = table.headerPosition === 1 ? table.rows : [undefined, ...table.rows];
  return (
    <>
      <ElementHeader element={element} />
      <div className="content-table" role="region" aria-label={table.caption} tabIndex={0}>
        <table>
          {table.caption !== '' && <caption>{table.caption}</caption>}
          {head && (
            <thead>
              <tr>
                {head.map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {body.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {(row ?? []).map((cell, index) =>
                  index === 0 && head ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function fileType(file: ContentFile): string {
  return (file.publicUrl.split('.').pop() ?? '').toUpperCase();
}

export function UploadsElement({ element }: ElementProps) {
  const t = useContentText();
  const { language } = useRouteLanguage();
  return (
    <>
      <ElementHeader element={element} />
      <ul className="content-downloads">
        {element.content.media.map((file) => (
          <li key={file.publicUrl}>
            <a href={file.publicUrl} download>
              {t('download', {
                title: file.properties.title,
                type: fileType(file),
                size: formatFileSize(file.properties.size, language),
              })}
            </a>
            {file.properties.alternative !== '' && <p>{file.properties.alternative}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function MenuSubpagesElement({ element }: ElementProps) {
  return (
    <>
      <ElementHeader element={element} />
      <ul className="content-menu">
        {element.content.menu.map((item) => (
          <li key={item.link} className="content-menu__item">
            <Link to={item.link}>{item.title}</Link>
            {item.abstract !== '' && <p>{item.abstract}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function VideoElement({ element }: ElementProps) {
  const t = useContentText();
  const file = element.content.media[0];
  return (
    <>
      <ElementHeader element={element} />
      {file && (
        <video
          className="content-video"
          controls
          preload="none"
          width={file.properties.width || undefined}
          height={file.properties.height || undefined}
          aria-label={file.properties.title || element.content.header}
        >
          <source src={file.publicUrl} type={file.properties.mimeType} />
          <a href={file.publicUrl}>{t('videoFallback', { title: file.properties.title })}</a>
        </video>
      )}
    </>
  );
}

export function DividerElement() {
  return <hr className="content-divider" />;
}

export function HtmlElement({ element }: ElementProps) {
  return <RichText html={element.content.bodytext} className="content-html" />;
}

/** The contact form the route hands in, and a real e-mail link beside it. */
export function ContactFormSlot({ element }: ElementProps) {
  const t = useContentText();
  const email = element.content.email;
  const form = useContactForm();
  return (
    <div className="content-contact" id="contact-form">
      <h2>{element.content.header || t('contactForm.title')}</h2>
      <Suspense fallback={null}>{form}</Suspense>
      <p>
        <a href={`mailto:${email}`}>{t('contactForm.action', { email })}</a>
      </p>
    </div>
  );
}

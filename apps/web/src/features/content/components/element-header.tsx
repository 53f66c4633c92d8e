import type { ContentElement } from '@print/contracts';
import { Link } from 'react-router';

/** TYPO3 header layouts: 0 and 1 → h2, 2 → h3, 100 → hidden. */
export function ElementHeader({ element }: { readonly element: ContentElement }) {
  const { header, subheader, headerLayout, headerPosition, headerLink } = element.content;
  if (header === '' || headerLayout === 100) return null;
  const Heading = headerLayout === 2 ? 'h3' : 'h2';
  const text =
    headerLink && element.type !== 'textpic' ? (
      <ContentLink link={headerLink}>{header}</ContentLink>
    ) : (
      header
    );
  return (
    <header className={`content-header content-header--${headerPosition || 'left'}`}>
      <Heading className="content-header__title">{text}</Heading>
      {subheader !== '' && <p className="content-header__subheader">{subheader}</p>}
    </header>
  );
}

/** A link from content data: app paths through the router, others as plain links. */
export function ContentLink({
  link,
  className,
  children,
}: {
  readonly link: { readonly url: string; readonly title: string };
  readonly className?: string;
  readonly children: React.ReactNode;
}) {
  if (link.url.startsWith('/')) {
    return (
      <Link className={className} to={link.url}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={link.url}>
      {children}
    </a>
  );
}

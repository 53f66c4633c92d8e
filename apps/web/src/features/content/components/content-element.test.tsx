import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ContentFile } from '@print/contracts';
import { describe, expect, it } from 'vitest';
import { makeElement } from '../../../test/content-fixtures';
import { ContentElement } from './content-element';

function renderElement(element: ReturnType<typeof makeElement>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContentElement element={element} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const IMAGE: ContentFile = {
  publicUrl: '/content/images/flange-960.png',
  properties: {
    title: '',
    alternative: 'Flansch von oben',
    mimeType: 'image/png',
    width: 960,
    height: 960,
    size: 0,
    srcset: [
      { publicUrl: '/content/images/flange-480.png', width: 480 },
      { publicUrl: '/content/images/flange-960.png', width: 960 },
    ],
  },
};

function gallery(count: number, columns: number) {
  const rows: Record<string, { columns: Record<string, ContentFile> }> = {};
  for (let i = 0; i < count; i++) {
    const row = String(Math.floor(i / columns) + 1);
    rows[row] ??= { columns: {} };
    rows[row].columns[String((i % columns) + 1)] = {
      ...IMAGE,
      publicUrl: `/content/images/${i}.png`,
    };
  }
  return {
    position: { horizontal: 'right' as const, vertical: 'intext' as const },
    count: { files: count, columns, rows: Math.ceil(count / columns) },
    rows,
  };
}

describe('content elements', () => {
  it('removes scripts, event handlers and javascript: links from raw HTML before rendering', () => {
    const { container } = renderElement(
      makeElement('html', {
        bodytext:
          '<p>Hallo<script>window.hacked = true</script></p><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">Klick</a><a href="/kontakt" onclick="steal()">Kontakt</a>',
      }),
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    expect(screen.getByText('Klick')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
    expect(screen.getByText('Hallo')).toBeInTheDocument();
  });

  it('shows the warning box with the available types for an unknown type', () => {
    renderElement(makeElement('shortcut'));
    const box = screen.getByRole('note');
    expect(box).toHaveTextContent('Dieses Inhaltselement kann leider nicht dargestellt werden.');
    expect(box).toHaveTextContent('Typ «shortcut», Layout «default»');
    const types = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(types).toEqual(expect.arrayContaining(['Überschrift', 'Text', 'Text mit Bildern']));
  });

  it('shows the warning box for a text-and-pictures layout it does not know', () => {
    renderElement(makeElement('textpic', { header: 'X' }, 'layout-99'));
    expect(screen.getByRole('note')).toHaveTextContent('Layout «layout-99»');
  });

  it.each([
    ['default', 'content-textpic--default'],
    ['layout-1', 'content-textpic--split'],
    ['layout-2', 'content-textpic--split-reverse'],
    ['layout-3', 'content-textpic--cta'],
    ['layout-4', 'content-textpic--hero'],
    ['layout-5', 'content-textpic--product'],
    ['layout-6', 'content-textpic--product-quarter'],
    ['layout-7', 'content-textpic--preview'],
  ])('renders text and pictures in %s', (layout, className) => {
    const { container } = renderElement(
      makeElement(
        'textpic',
        {
          header: 'Lasersintern',
          bodytext: '<p>Pulver und Laser.</p>',
          gallery: gallery(1, 1),
          headerLink: { url: '/produktion', title: 'Mehr' },
        },
        layout,
      ),
    );
    expect(container.querySelector(`.${className}`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Lasersintern' })).toBeInTheDocument();
    expect(screen.getByText('Pulver und Laser.')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/produktion');
    const image = screen.getByRole('img', { name: 'Flansch von oben' });
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '960');
    expect(image).toHaveAttribute(
      'srcset',
      '/content/images/flange-480.png 480w, /content/images/flange-960.png 960w',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads the images of the element that opens the page at once', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ContentElement
            element={makeElement('textpic', { gallery: gallery(1, 1) }, 'layout-4')}
            isFirst
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const image = screen.getByRole('img', { name: 'Flansch von oben' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('lays a gallery out in its rows and columns', () => {
    const { container } = renderElement(makeElement('image', { gallery: gallery(5, 2) }));
    const rows = container.querySelectorAll('.content-gallery__row');
    expect([...rows].map((row) => row.querySelectorAll('img').length)).toEqual([2, 2, 1]);
    expect(container.querySelector('.content-gallery--right')).not.toBeNull();
  });

  it('renders bullets, ordered when asked', () => {
    renderElement(
      makeElement('bullets', { items: ['<strong>Eins</strong>', 'Zwei'], bulletsType: 1 }),
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders a table with column and row headers', () => {
    renderElement(
      makeElement('table', {
        table: {
          caption: 'Grenzwerte',
          headerPosition: 1,
          rows: [
            ['Verfahren', 'Wand'],
            ['PA2200', '0,8 mm'],
          ],
        },
      }),
    );
    expect(screen.getByRole('table', { name: 'Grenzwerte' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Wand' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'PA2200' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '0,8 mm' })).toBeInTheDocument();
  });

  it('renders downloads with type and size', () => {
    renderElement(
      makeElement('uploads', {
        media: [
          {
            publicUrl: '/content/downloads/richtlinien.pdf',
            properties: { ...IMAGE.properties, title: 'Richtlinien', size: 2702, srcset: [] },
          },
        ],
      }),
    );
    expect(
      screen.getByRole('link', { name: 'Richtlinien herunterladen (PDF, 2,7 kB)' }),
    ).toHaveAttribute('href', '/content/downloads/richtlinien.pdf');
  });

  it('renders the menu of sub-pages, the divider, a video and the contact placeholder', () => {
    const { container } = renderElement(
      makeElement('menu_subpages', {
        menu: [
          { title: 'Materialien', link: '/produktion/materialien', abstract: 'Alle Materialien' },
        ],
      }),
    );
    expect(screen.getByRole('link', { name: 'Materialien' })).toHaveAttribute(
      'href',
      '/produktion/materialien',
    );
    renderElement(makeElement('div'));
    expect(container.ownerDocument.querySelector('hr.content-divider')).not.toBeNull();
    renderElement(
      makeElement('video', {
        header: 'Ablauf',
        media: [
          {
            ...IMAGE,
            publicUrl: '/content/video.mp4',
            properties: { ...IMAGE.properties, mimeType: 'video/mp4', title: 'Ablauf' },
          },
        ],
      }),
    );
    expect(container.ownerDocument.querySelector('video source')).toHaveAttribute(
      'src',
      '/content/video.mp4',
    );
    renderElement(makeElement('form_contact', { email: 'shop@example.ch' }));
    expect(
      screen.getByRole('link', { name: 'E-Mail an shop@example.ch schreiben' }),
    ).toHaveAttribute('href', 'mailto:shop@example.ch');
  });

  it('renders a header with its level and position', () => {
    renderElement(
      makeElement('header', {
        header: 'Klein',
        headerLayout: 2,
        headerPosition: 'center',
        subheader: 'Unter',
      }),
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Klein' });
    expect(heading.closest('header')).toHaveClass('content-header--center');
    expect(screen.getByText('Unter')).toBeInTheDocument();
  });
});

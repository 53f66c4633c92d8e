import type { MessageShape } from '../messages';
import type { content as de } from '../de/content';

export const content: MessageShape<typeof de> = {
  loading: 'Loading page …',
  breadcrumbs: 'Breadcrumb',
  story: {
    label: 'More pages',
    section: 'In this section',
    previous: 'Previous page',
    next: 'Next page',
  },
  unsupported: {
    title: 'Unfortunately this content element cannot be displayed.',
    body: 'Type “{{type}}”, layout “{{layout}}”. Available types:',
  },
  types: {
    header: 'Heading',
    text: 'Text',
    textpic: 'Text and images',
    image: 'Image gallery',
    bullets: 'Bullet list',
    table: 'Table',
    uploads: 'Downloads',
    menu_subpages: 'Menu of sub-pages',
    video: 'Video',
    div: 'Divider',
    html: 'HTML',
    materials_overview: 'Materials overview',
    form_contact: 'Contact form',
  },
  readMore: 'Read more: {{title}}',
  download: 'Download {{title}} ({{type}}, {{size}})',
  videoFallback: 'Your browser cannot play this video. Download it: {{title}}',
  contactForm: {
    title: 'Write to us',
    body: 'Send us your question, your 3D data or your bug report by e-mail. We answer within 24 hours on working days.',
    action: 'Write an e-mail to {{email}}',
  },
  materials: {
    caption: 'Print modes from the catalogue',
    mode: 'Print mode',
    machine: 'Machine',
    buildVolume: 'Build volume (mm)',
    minWall: 'Min. wall thickness',
    layer: 'Layer height',
    surface: 'Surface',
    applications: 'Applications',
    loading: 'Loading materials …',
    failed: 'The materials could not be loaded. Please try again later.',
    mm: '{{value}} mm',
  },
  notAvailable: {
    title: 'This page is not available right now',
    lead: 'The content could not be loaded. Please try again in a few minutes.',
    retry: 'Go to the home page',
  },
};

import type { MessageShape } from '../messages';
import type { content as de } from '../de/content';

export const content: MessageShape<typeof de> = {
  loading: 'Chargement de la page …',
  breadcrumbs: 'Fil d’Ariane',
  story: {
    label: 'Autres pages',
    section: 'Dans cette rubrique',
    previous: 'Page précédente',
    next: 'Page suivante',
  },
  unsupported: {
    title: 'Cet élément de contenu ne peut malheureusement pas être affiché.',
    body: 'Type « {{type}} », mise en page « {{layout}} ». Types disponibles :',
  },
  types: {
    header: 'Titre',
    text: 'Texte',
    textpic: 'Texte et images',
    image: 'Galerie d’images',
    bullets: 'Liste à puces',
    table: 'Tableau',
    uploads: 'Téléchargements',
    menu_subpages: 'Menu des sous-pages',
    video: 'Vidéo',
    div: 'Séparateur',
    html: 'HTML',
    materials_overview: 'Aperçu des matériaux',
    form_contact: 'Formulaire de contact',
  },
  readMore: 'Lire la suite : {{title}}',
  download: 'Télécharger {{title}} ({{type}}, {{size}})',
  videoFallback: 'Votre navigateur ne peut pas lire cette vidéo. Téléchargez-la : {{title}}',
  contactForm: {
    title: 'Écrivez-nous',
    body: 'Envoyez-nous votre question, vos données 3D ou votre rapport d’erreur par e-mail. Nous répondons sous 24 heures les jours ouvrables.',
    action: 'Écrire un e-mail à {{email}}',
  },
  materials: {
    caption: 'Procédés du catalogue',
    mode: 'Procédé',
    machine: 'Machine',
    buildVolume: 'Volume (mm)',
    minWall: 'Paroi min.',
    layer: 'Hauteur de couche',
    surface: 'Surface',
    applications: 'Applications',
    loading: 'Chargement des matériaux …',
    failed: 'Les matériaux n’ont pas pu être chargés. Veuillez réessayer plus tard.',
    mm: '{{value}} mm',
  },
  notAvailable: {
    title: 'Cette page n’est pas disponible pour le moment',
    lead: 'Le contenu n’a pas pu être chargé. Veuillez réessayer dans quelques minutes.',
    retry: 'Aller à la page d’accueil',
  },
};

/**
 * Customer-readable reasons for a failed analysis, per error code of the mesh readers plus the
 * pipeline's own TIMEOUT and ANALYSIS_FAILED. Each says what is wrong and what to do next; the
 * technical reader message stays in the logs.
 */
import type { MeshErrorCode } from '@print/mesh';

export type AnalysisErrorCode = MeshErrorCode | 'ANALYSIS_FAILED';
export type CustomerLanguage = 'de' | 'en' | 'fr';

type Texts = Readonly<Record<CustomerLanguage, string>>;

const EXPORT_AGAIN: Texts = {
  de: 'Bitte exportieren Sie die Datei erneut aus Ihrem CAD-Programm und laden Sie sie noch einmal hoch.',
  en: 'Please export the file again from your CAD program and upload it once more.',
  fr: 'Veuillez exporter à nouveau le fichier depuis votre logiciel de CAO et le téléverser une nouvelle fois.',
};

function withAdvice(reason: Texts, advice: Texts = EXPORT_AGAIN): Texts {
  return {
    de: `${reason.de} ${advice.de}`,
    en: `${reason.en} ${advice.en}`,
    fr: `${reason.fr} ${advice.fr}`,
  };
}

const DAMAGED: Texts = withAdvice({
  de: 'Die Datei ist beschädigt oder unvollständig.',
  en: 'The file is damaged or incomplete.',
  fr: 'Le fichier est endommagé ou incomplet.',
});

const MESSAGES: Readonly<Record<AnalysisErrorCode, Texts>> = {
  EMPTY_FILE: withAdvice({
    de: 'Die Datei ist leer.',
    en: 'The file is empty.',
    fr: 'Le fichier est vide.',
  }),
  UNKNOWN_FORMAT: {
    de: 'Das Dateiformat wird nicht erkannt. Wir verarbeiten STL, 3MF, STEP, OBJ, PLY und 3DS.',
    en: 'We do not recognise this file format. We accept STL, 3MF, STEP, OBJ, PLY and 3DS.',
    fr: 'Nous ne reconnaissons pas ce format de fichier. Nous acceptons STL, 3MF, STEP, OBJ, PLY et 3DS.',
  },
  TRUNCATED: withAdvice({
    de: 'Die Datei ist unvollständig (sie endet vorzeitig).',
    en: 'The file is incomplete (it ends too early).',
    fr: 'Le fichier est incomplet (il se termine trop tôt).',
  }),
  MALFORMED: DAMAGED,
  INVALID_NUMBER: withAdvice({
    de: 'Die Datei enthält ungültige Koordinaten (z. B. ein Komma statt eines Punkts als Dezimaltrennzeichen).',
    en: 'The file contains invalid coordinates (for example a comma instead of a point as decimal separator).',
    fr: 'Le fichier contient des coordonnées invalides (par exemple une virgule au lieu d’un point comme séparateur décimal).',
  }),
  INDEX_OUT_OF_RANGE: withAdvice({
    de: 'Die Datei verweist auf Eckpunkte, die es nicht gibt.',
    en: 'The file refers to vertices that do not exist.',
    fr: "Le fichier fait référence à des sommets qui n'existent pas.",
  }),
  TOO_MANY_TRIANGLES: {
    de: 'Das Modell ist zu fein aufgelöst (zu viele Dreiecke). Bitte exportieren Sie es mit gröberer Auflösung (weniger als 20 Millionen Dreiecke).',
    en: 'The model is too finely tessellated (too many triangles). Please export it at a coarser resolution (fewer than 20 million triangles).',
    fr: 'Le modèle est trop finement maillé (trop de triangles). Veuillez l’exporter avec une résolution plus grossière (moins de 20 millions de triangles).',
  },
  TOO_LARGE: {
    de: 'Die Datei ist zu gross. Bitte reduzieren Sie die Auflösung beim Export.',
    en: 'The file is too large. Please reduce the resolution when exporting.',
    fr: 'Le fichier est trop volumineux. Veuillez réduire la résolution lors de l’export.',
  },
  ZIP_BOMB: {
    de: 'Die Datei entpackt sich auf eine unzulässige Grösse und wurde aus Sicherheitsgründen abgelehnt.',
    en: 'The file expands to an unacceptable size and was rejected for security reasons.',
    fr: 'Le fichier se décompresse en une taille inacceptable et a été refusé pour des raisons de sécurité.',
  },
  XML_ENTITY: {
    de: 'Die Datei enthält XML-Konstrukte, die wir aus Sicherheitsgründen nicht verarbeiten.',
    en: 'The file contains XML constructs that we do not process for security reasons.',
    fr: 'Le fichier contient des constructions XML que nous ne traitons pas pour des raisons de sécurité.',
  },
  UNSUPPORTED_FEATURE: withAdvice(
    {
      de: 'Die Datei nutzt eine Funktion des Formats, die wir nicht unterstützen.',
      en: 'The file uses a feature of its format that we do not support.',
      fr: 'Le fichier utilise une fonctionnalité de son format que nous ne prenons pas en charge.',
    },
    {
      de: 'Bitte exportieren Sie sie als STL oder 3MF.',
      en: 'Please export it as STL or 3MF.',
      fr: 'Veuillez l’exporter en STL ou en 3MF.',
    },
  ),
  NO_GEOMETRY: {
    de: 'Die Datei enthält keinen geschlossenen Volumenkörper (nur Flächen oder gar keine Geometrie). Bitte exportieren Sie einen Volumenkörper (Solid).',
    en: 'The file contains no closed solid (only surfaces or no geometry at all). Please export a solid body.',
    fr: 'Le fichier ne contient aucun solide fermé (seulement des surfaces ou aucune géométrie). Veuillez exporter un corps solide.',
  },
  TIMEOUT: {
    de: 'Die Analyse hat zu lange gedauert. Bitte laden Sie eine einfachere Datei hoch oder kontaktieren Sie uns.',
    en: 'The analysis took too long. Please upload a simpler file or contact us.',
    fr: "L'analyse a pris trop de temps. Veuillez téléverser un fichier plus simple ou nous contacter.",
  },
  CONVERSION_FAILED: withAdvice(
    {
      de: 'Die STEP-Datei konnte nicht in ein Dreiecksnetz umgewandelt werden.',
      en: 'The STEP file could not be converted into a triangle mesh.',
      fr: "Le fichier STEP n'a pas pu être converti en maillage de triangles.",
    },
    {
      de: 'Bitte exportieren Sie das Modell als STL oder 3MF.',
      en: 'Please export the model as STL or 3MF.',
      fr: 'Veuillez exporter le modèle en STL ou en 3MF.',
    },
  ),
  ANALYSIS_FAILED: {
    de: 'Bei der Analyse Ihrer Datei ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder kontaktieren Sie uns.',
    en: 'Something went wrong while analysing your file. Please try again or contact us.',
    fr: "Une erreur est survenue lors de l'analyse de votre fichier. Veuillez réessayer ou nous contacter.",
  },
};

function isKnownCode(code: string): code is AnalysisErrorCode {
  return Object.hasOwn(MESSAGES, code);
}

/** The customer text for `code` in `language`; unknown codes get the ANALYSIS_FAILED text. */
export function describeAnalysisError(code: string, language: CustomerLanguage): string {
  return (isKnownCode(code) ? MESSAGES[code] : MESSAGES.ANALYSIS_FAILED)[language];
}

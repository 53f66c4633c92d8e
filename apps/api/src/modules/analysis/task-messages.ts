import type { Language } from '@print/contracts';
import { describeAnalysisError } from './pipeline/customer-messages.js';

/** Codes the service itself gives a task (the pipeline's codes are described by the pipeline). */
const SERVICE_MESSAGES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  INTERRUPTED: {
    de: 'Die Analyse wurde durch einen Neustart des Servers unterbrochen. Bitte laden Sie die Datei erneut hoch.',
    en: 'The analysis was interrupted by a server restart. Please upload the file again.',
    fr: "L'analyse a été interrompue par un redémarrage du serveur. Veuillez téléverser le fichier à nouveau.",
  },
  TIMEOUT: {
    de: 'Die Analyse hat zu lange gedauert und wurde abgebrochen. Bitte laden Sie eine einfachere Version des Modells hoch oder kontaktieren Sie uns.',
    en: 'The analysis took too long and was stopped. Please upload a simpler version of the model or contact us.',
    fr: "L'analyse a pris trop de temps et a été interrompue. Veuillez téléverser une version plus simple du modèle ou nous contacter.",
  },
};

/** The customer-readable reason of a failed task, in the request's language. */
export function describeTaskError(code: string, language: Language): string {
  return SERVICE_MESSAGES[code]?.[language] ?? describeAnalysisError(code, language);
}

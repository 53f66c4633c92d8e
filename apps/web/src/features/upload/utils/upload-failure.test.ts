// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getUploadText } from '../texts';
import { describeUploadFailure } from './upload-failure';

const de = getUploadText('de');
const fr = getUploadText('fr');
const en = getUploadText('en');

describe('upload failure snackbars (spec 1 §8)', () => {
  it('shows the server reason of a failed analysis (already in the customer language)', () => {
    expect(
      describeUploadFailure({ code: 'TRUNCATED', message: 'Die Datei ist unvollständig.' }, de),
    ).toEqual({
      header: 'Hier scheint ein Fehler aufgetreten zu sein',
      body: 'Die Datei ist unvollständig.',
    });
  });

  it.each([
    ['FILE_TOO_LARGE', 'Die Datei ist zu gross, max. 100 MB.'],
    [
      'QUEUE_FULL',
      'Gerade werden sehr viele Dateien analysiert. Bitte versuchen Sie es in einer Minute erneut.',
    ],
    ['RATE_LIMITED', 'Zu viele Uploads in kurzer Zeit. Bitte warten Sie einen Moment.'],
    ['NETWORK_ERROR', 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.'],
  ])('translates the refusal %s', (code, body) => {
    expect(describeUploadFailure({ code, message: 'internal' }, de).body).toBe(body);
  });

  it('lists the formats for a type the server refused', () => {
    expect(describeUploadFailure({ code: 'UNSUPPORTED_FILE_TYPE', message: 'x' }, fr).body).toBe(
      'Formats pris en charge : PLY, STL, 3DS, 3MF, STEP, STP, OBJ',
    );
  });

  it('gives a file that is not what its extension says the format’s own reason', () => {
    expect(
      describeUploadFailure({ code: 'STL_FACET_COUNT_MISMATCH', message: 'binary STL …' }, de),
    ).toEqual({
      header: 'Diese Datei können wir nicht lesen',
      body:
        'Sie ist keine gültige STL-Datei: Die Anzahl Dreiecke im Dateikopf passt nicht zur Dateigrösse, und der Inhalt besteht nicht aus Dreiecken. ' +
        'Bitte prüfen Sie, ob Sie die richtige Datei gewählt haben, oder exportieren Sie das Modell erneut aus Ihrem CAD-Programm.',
    });
    expect(describeUploadFailure({ code: 'THREEMF_NOT_ZIP', message: 'x' }, en).body).toMatch(
      /^It is not a valid 3MF file: a 3MF file is a ZIP archive/,
    );
    expect(describeUploadFailure({ code: 'STEP_NO_HEADER', message: 'x' }, fr).header).toBe(
      'Nous ne pouvons pas lire ce fichier',
    );
  });

  it('has a text for every early refusal code in every language', () => {
    const codes = [
      'STL_FACET_COUNT_MISMATCH',
      'STL_NOT_GEOMETRY',
      'STL_ASCII_NO_SOLID',
      'STL_ASCII_NO_FACETS',
      'THREEMF_NOT_ZIP',
      'THREEMF_ZIP_BOMB',
      'OBJ_NOT_TEXT',
      'OBJ_NO_VERTICES',
      'OBJ_NO_FACES',
      'STEP_NO_HEADER',
      'PLY_NO_HEADER',
      'THREEDS_NO_MAIN_CHUNK',
    ];
    for (const t of [de, en, fr])
      for (const code of codes) {
        const { body } = describeUploadFailure({ code, message: 'internal' }, t);
        expect(body).not.toContain('internal');
        expect(body).not.toContain('refused.');
      }
  });

  it('asks to wait when the client (its connection) has too many analyses open', () => {
    expect(describeUploadFailure({ code: 'ANALYSIS_CLIENT_LIMIT', message: 'x' }, fr).body).toBe(
      'Plusieurs fichiers de votre connexion sont en cours d’analyse. Veuillez attendre que l’un d’eux soit terminé, puis réessayer.',
    );
  });

  it('asks to wait when the session has too many analyses open', () => {
    expect(describeUploadFailure({ code: 'SESSION_ANALYSIS_LIMIT', message: 'x' }, en).body).toBe(
      'You already have several files being analysed. Please wait until one of them is done, then try again.',
    );
  });
});

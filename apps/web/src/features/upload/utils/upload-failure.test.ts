import { describe, expect, it } from 'vitest';
import { getUploadText } from '../texts';
import { describeUploadFailure } from './upload-failure';

const de = getUploadText('de');
const fr = getUploadText('fr');

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
});

export type ErrorTextClass = 'class4' | 'class5';

/**
 * Which texts the error page shows (spec 1 §8): the first digit of the status picks them;
 * 5 has its own, 4 and anything else use the 4 texts.
 */
export function getErrorTextClass(status: number): ErrorTextClass {
  return String(status).startsWith('5') ? 'class5' : 'class4';
}

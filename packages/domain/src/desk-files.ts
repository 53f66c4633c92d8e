import type { LineVerdict } from './printability-review.js';
import { ALLOWED_UPLOAD_EXTENSIONS } from './upload-rules.js';

/*
 * Files staff upload at the desk (issue 25 items 4 and 6): attachments of internal notes, the
 * repaired file of a line and the picture of a not printable line. The type is decided by the
 * content (magic bytes here; 3D files by the mesh precheck in the API), never by the declared
 * content type; the name's extension must name the same kind.
 */

/** What a desk upload is for. */
export type DeskFilePurpose = 'note' | 'repaired' | 'picture';
/** What the content is. */
export type DeskFileKind = 'image' | 'pdf' | 'model';

/** Images a browser shows inline (no SVG: it can carry script). */
export const DESK_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
/** A repaired print file: the mesh formats production prints from (a subset of the upload's). */
export const REPAIRED_FILE_EXTENSIONS: readonly string[] = ['stl', '3mf', 'obj'];

/** At most this many files on one note. */
export const NOTE_ATTACHMENT_MAX_FILES = 10;
/** Each note attachment at most 50 MB (a 3D file of a customer is at most 100 MB: MAX_UPLOAD_BYTES). */
export const NOTE_ATTACHMENT_MAX_BYTES = 50_000_000;
/** The picture of a not printable line, at most 10 MB (it goes into the customer's mail). */
export const REVIEW_PICTURE_MAX_BYTES = 10_000_000;

/** The kinds each purpose takes. */
const KINDS_OF: Readonly<Record<DeskFilePurpose, readonly DeskFileKind[]>> = {
  note: ['image', 'pdf', 'model'],
  repaired: ['model'],
  picture: ['image'],
};

/** The kind a lower-case extension names for a purpose, or null (not accepted there). */
export function deskFileKindOf(purpose: DeskFilePurpose, extension: string): DeskFileKind | null {
  let kind: DeskFileKind | null = null;
  if (DESK_IMAGE_EXTENSIONS.includes(extension)) kind = 'image';
  else if (extension === 'pdf') kind = 'pdf';
  else if (
    purpose === 'repaired'
      ? REPAIRED_FILE_EXTENSIONS.includes(extension)
      : ALLOWED_UPLOAD_EXTENSIONS.includes(extension)
  )
    kind = 'model';
  return kind !== null && KINDS_OF[purpose].includes(kind) ? kind : null;
}

/** The extensions a purpose accepts (for the refusal's details and the desk's file picker). */
export function deskFileExtensions(purpose: DeskFilePurpose): readonly string[] {
  const all = [...DESK_IMAGE_EXTENSIONS, 'pdf', ...ALLOWED_UPLOAD_EXTENSIONS];
  return all.filter((extension) => deskFileKindOf(purpose, extension) !== null);
}

/** The file a verdict takes: repaired its repaired mesh, not printable a picture, else none. */
export function reviewFilePurpose(verdict: LineVerdict): 'repaired' | 'picture' | null {
  if (verdict === 'repaired') return 'repaired';
  if (verdict === 'not_printable') return 'picture';
  return null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The image type of the first bytes (PNG, JPEG, GIF, WebP), or null. */
export function detectImageType(head: Uint8Array): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Whether the first bytes are a PDF's header (`%PDF-`). */
export function isPdfHead(head: Uint8Array): boolean {
  return startsWith(head, ascii('%PDF-'));
}

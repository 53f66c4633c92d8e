/**
 * Loopback only: localhost, *.localhost, 127.0.0.0/8 and ::1 (the URL parser has already
 * normalised 127.1, 0x7f.1 … to dotted quads). Anything else may be reachable by customers.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

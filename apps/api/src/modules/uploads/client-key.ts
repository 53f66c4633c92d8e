import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** Leading 16-bit groups of an IPv6 address that name one client: its /64 network. */
const IPV6_CLIENT_GROUPS = 4;

/** The 8 groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const split = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}

/**
 * The client an upload counts for in the queue's per-client share (decision 0016), from
 * `request.ip` (the peer, or the forwarded client behind a trusted proxy): an IPv4 address (also
 * IPv4-mapped IPv6) as it is, an IPv6 address by its /64 (one subscriber's network, where every
 * device picks addresses at will). Stored as a SHA-256 hash, never the address itself.
 */
export function clientKeyOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  let client = address;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address);
    const isMappedIpv4 = groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff';
    client = isMappedIpv4
      ? [groups[6], groups[7]]
          .map((g) => [Number.parseInt(g ?? '0', 16) >> 8, Number.parseInt(g ?? '0', 16) & 255])
          .flat()
          .join('.')
      : `${groups.slice(0, IPV6_CLIENT_GROUPS).join(':')}::/64`;
  } else if (!isIPv4(address)) {
    client = `other:${address}`;
  }
  return createHash('sha256').update(client).digest('base64url').slice(0, 22);
}

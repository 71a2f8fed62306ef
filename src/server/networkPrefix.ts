/**
 * The network prefix kept for sign-ups and votes instead of the client's address: IPv4 /24
 * ("203.0.113.0/24"), IPv6 /64 ("2001:db8:1:2::/64"). Enough to see many sign-ups coming from one
 * network, not enough to single out a household (decision 102).
 */
import ipaddr from 'ipaddr.js';

export function networkPrefix(address: string | undefined | null): string | null {
  if (!address) return null;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns IPv4-mapped IPv6 (::ffff:203.0.113.7) back into IPv4.
    parsed = ipaddr.process(address.trim());
  } catch {
    return null;
  }
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  const network = new ipaddr.IPv6([...parts, 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

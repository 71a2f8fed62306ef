/**
 * The key a client's budgets are counted under (decision 171): an IPv4 address as it is, an IPv6
 * address by its /64 (one subscriber gets a whole /64, so keying by the full address would give
 * each client 2^64 budgets). IPv4-mapped IPv6 counts as the IPv4 address.
 */
import ipaddr from 'ipaddr.js';

import { networkPrefix } from '../networkPrefix';

export function clientKey(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.trim());
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return networkPrefix(address) ?? address;
}

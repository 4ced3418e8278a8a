import { isIPv4, isIPv6 } from "node:net";

/**
 * Whose allowance a submission is taken from. An IPv4 address is one client; an IPv6 one is counted by
 * its /64, since a single home or phone is given a whole /64 and can take a fresh address in it at will.
 * An IPv4 address seen through an IPv6 socket (`::ffff:a.b.c.d`) is the IPv4 client it stands for.
 * Anything else (no address, a proxy's malformed header) is its own key, as given.
 */
export function rateKeyOf(address: string): string {
  const trimmed = address.trim();
  // A zone names the receiving interface (`fe80::1%eth0`), not the client.
  const zone = trimmed.indexOf("%");
  const bare = zone === -1 ? trimmed : trimmed.slice(0, zone);
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return trimmed;
  const groups = hextetsOf(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a trailing dotted quad turned into two. */
function hextetsOf(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

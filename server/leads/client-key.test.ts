import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rateKeyOf } from "./client-key.ts";

describe("the rate limit's client key", () => {
  it("is an IPv4 address itself", () => {
    expect(rateKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(rateKeyOf(" 10.0.0.1 ")).toBe("10.0.0.1");
  });

  it("is the IPv4 client behind an IPv4-mapped IPv6 address, written either way", () => {
    expect(rateKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateKeyOf("::FFFF:127.0.0.1")).toBe("127.0.0.1");
    expect(rateKeyOf("0:0:0:0:0:ffff:cb00:7107")).toBe("203.0.113.7");
    expect(rateKeyOf("::ffff:7f00:1")).toBe("127.0.0.1");
  });

  it("is the /64 of an IPv6 address, compressed or written in full", () => {
    const key = "2001:db8:85a3:42::/64";
    for (const address of [
      "2001:db8:85a3:42::1",
      "2001:db8:85a3:42:ffff:ffff:ffff:ffff",
      "2001:0db8:85a3:0042:0000:0000:0000:0001",
      "2001:DB8:85A3:42:A:B:C:D",
      "2001:db8:85a3:42:1::",
      "2001:db8:85a3:42::203.0.113.7",
    ]) {
      expect(rateKeyOf(address), address).toBe(key);
    }
    expect(rateKeyOf("2001:db8:85a3:43::1")).toBe("2001:db8:85a3:43::/64");
    expect(rateKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(rateKeyOf("::")).toBe("0:0:0:0::/64");
    expect(rateKeyOf("2001:db8:1:2:3:4:5::")).toBe("2001:db8:1:2::/64");
  });

  it("leaves out a zone id, which names our interface rather than the client", () => {
    expect(rateKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateKeyOf("fe80::abcd:1%2")).toBe("fe80:0:0:0::/64");
  });

  it("keeps anything that is not an address as it is", () => {
    expect(rateKeyOf("unknown")).toBe("unknown");
    expect(rateKeyOf("")).toBe("");
    expect(rateKeyOf("2001:db8::1::2")).toBe("2001:db8::1::2");
    expect(rateKeyOf("999.1.1.1")).toBe("999.1.1.1");
  });

  it("gives every address of one /64 the same key, and addresses of two /64s different keys", () => {
    const hextet = fc.integer({ min: 0, max: 0xffff });
    const groups = fc.array(hextet, { minLength: 8, maxLength: 8 });
    const full = (g: number[]) => g.map((n) => n.toString(16)).join(":");
    // The IPv4-mapped range is its own case above.
    const mapped = (g: number[]) => g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff;
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        fc.pre(!mapped(a) && !mapped(b) && !mapped(sameNetwork));
        expect(rateKeyOf(full(sameNetwork))).toBe(rateKeyOf(full(a)));
        if (a.slice(0, 4).some((n, i) => n !== b[i])) expect(rateKeyOf(full(b))).not.toBe(rateKeyOf(full(a)));
      }),
      { numRuns: 500 },
    );
  });
});

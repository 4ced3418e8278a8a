import { afterEach, describe, expect, it, vi } from "vitest";
import { readChoice, writeChoice } from "./storage";

function fakeStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("storage fallbacks", () => {
  it("returns null without a window (prerender)", () => {
    expect(readChoice("preferred-language", ["en", "fr"])).toBeNull();
    expect(writeChoice("preferred-language", "fr")).toBe(false);
  });

  it("reads back a stored allowed value", () => {
    vi.stubGlobal("window", { localStorage: fakeStorage() });
    expect(writeChoice("preferred-language", "fr")).toBe(true);
    expect(readChoice("preferred-language", ["en", "fr"])).toBe("fr");
  });

  it("ignores unknown or corrupt values", () => {
    vi.stubGlobal("window", {
      localStorage: fakeStorage({ "preferred-language": "klingon", "cookie-consent": '{"x":' }),
    });
    expect(readChoice("preferred-language", ["en", "fr"])).toBeNull();
    expect(readChoice("cookie-consent", ["accepted", "declined"])).toBeNull();
  });

  it("survives storage that throws on every access", () => {
    const throwing = {
      getItem() {
        throw new DOMException("denied", "SecurityError");
      },
      setItem() {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    vi.stubGlobal("window", { localStorage: throwing });
    expect(readChoice("cookie-consent", ["accepted"])).toBeNull();
    expect(writeChoice("cookie-consent", "accepted")).toBe(false);
  });

  it("survives a window whose localStorage getter throws", () => {
    vi.stubGlobal(
      "window",
      Object.defineProperty({}, "localStorage", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      }),
    );
    expect(readChoice("cookie-consent", ["accepted"])).toBeNull();
    expect(writeChoice("cookie-consent", "declined")).toBe(false);
  });
});

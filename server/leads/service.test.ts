import { describe, expect, it } from "vitest";
import { makeRef } from "./service.ts";

describe("lead references", () => {
  it("are WI- and five characters that cannot be misread (no 0/O, 1/I/L)", () => {
    const refs = Array.from({ length: 2000 }, makeRef);
    for (const ref of refs) expect(ref).toMatch(/^WI-[2-9A-HJKMNP-Z]{5}$/);
    // Random enough that 2,000 draws rarely meet.
    expect(new Set(refs).size).toBeGreaterThan(1990);
  });
});

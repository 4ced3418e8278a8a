import { describe, expect, it } from "vitest";
import { CPU_PROFILES, cpuProfilesOf } from "./lighthouse-run.mjs";

describe("the bench's CPU slowdowns", () => {
  it("are the preset's 4x and an entry-level phone's 10x unless asked otherwise", () => {
    expect(CPU_PROFILES).toEqual([4, 10]);
    expect(cpuProfilesOf(["--no-build"], undefined)).toEqual([4, 10]);
  });

  it("come from --cpu, before BENCH_CPU", () => {
    expect(cpuProfilesOf(["--cpu=10"], "4")).toEqual([10]);
    expect(cpuProfilesOf([], "4, 6")).toEqual([4, 6]);
  });

  it("refuse what is not a slowdown, naming what was given", () => {
    expect(() => cpuProfilesOf(["--cpu=fast"], undefined)).toThrow(/--cpu=4,10 \(given: "fast"\)/);
    expect(() => cpuProfilesOf([], "0")).toThrow(/at least 1/);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { company } from "~/content/company";
import { todayIn } from "~/lib/dates";
import { buildDay } from "./proof.server";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the day the pages are built for", () => {
  it("is the one the build fixed for all its pages", () => {
    vi.stubEnv("BUILD_DAY", "2026-11-28");
    expect(buildDay()).toBe("2026-11-28");
  });

  it("is the office's today when no build fixed it, or when what was given is not a day", () => {
    vi.stubEnv("BUILD_DAY", "");
    expect(buildDay()).toBe(todayIn(company.timeZone));
    vi.stubEnv("BUILD_DAY", "28/11/2026");
    expect(buildDay()).toBe(todayIn(company.timeZone));
  });
});

import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readLaunchProblems } from "./check-launch.mjs";

describe("check:launch", () => {
  it("refuses every sample project and sample person still in the content, naming its file", async () => {
    const problems = await readLaunchProblems();
    const sampleLines = problems.filter((p) => p.startsWith("sample content is still published: "));
    for (const locale of ["en", "fr"]) {
      for (const name of readdirSync(`app/content/projects/${locale}`)) {
        expect(
          sampleLines.some((line) => line.includes(`app/content/projects/${locale}/${name}: sample project "`)),
        ).toBe(true);
      }
    }
    for (const name of readdirSync("app/content/people")) {
      expect(sampleLines.some((line) => line.includes(`app/content/people/${name}: sample person "`))).toBe(true);
    }
    expect(sampleLines.some((line) => line.includes("app/content/qualification/accreditations.yaml"))).toBe(true);
  });
});

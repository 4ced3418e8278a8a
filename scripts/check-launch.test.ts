import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
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

  it("refuses a photo source that carries a GPS position, naming it and the command that removes it", async () => {
    const photos = await mkdtemp(join(tmpdir(), "check-launch-photos-"));
    try {
      const file = join(photos, "uploads", "tank.jpg");
      await mkdir(join(photos, "uploads"));
      await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7a8088" } })
        .jpeg()
        .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "4/1 3/1 1234/100" } })
        .toFile(file);
      const failure = await promisify(execFile)(process.execPath, [
        "scripts/check-launch.mjs",
        "app/content/company.ts",
        photos,
      ]).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain("check:launch: not ready, metadata in 1 of the photo sources:");
      expect(failure?.stderr).toContain(`  - ${file} carries EXIF with a GPS position: `);
      expect(failure?.stderr).toContain("npm run photos:clean");
    } finally {
      await rm(photos, { recursive: true, force: true });
    }
  });
});

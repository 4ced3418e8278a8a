import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { claims } from "../app/content/company";
import { readLaunchProblems } from "./check-launch.mjs";

/** Whether every person the register ships is a sample (`sample: true`), as the template ships them. */
const onlySamplePeople = readdirSync("app/content/people").every((name) =>
  /^sample: true$/m.test(readFileSync(`app/content/people/${name}`, "utf8")),
);

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

  // The sample people hold certificates of most claimed schemes: counted, they would hide these lines.
  it.runIf(onlySamplePeople)(
    "takes no sample person for the holder of a claimed scheme or of any certificate",
    async () => {
      const problems = await readLaunchProblems();
      for (const { scheme } of claims.certifications.schemes) {
        expect(problems).toContainEqual(
          expect.stringMatching(new RegExp(`claims? the ${scheme} scheme, but no one in the register holds`)),
        );
      }
      if (claims.certificatesWithQuotations.promised) {
        expect(problems).toContainEqual(
          expect.stringMatching(/^claims\.certificatesWithQuotations promises .* but the register holds no current/),
        );
      }
    },
  );

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

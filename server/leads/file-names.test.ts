import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cleanFileName, shortFileName, splitExtension, withExtensionOf } from "./file-names.ts";

/** A visitor's file names, cleaned for the disk and the mail, and named as what the files hold. */

describe("file names", () => {
  it("end with their content's extension, so that a program opens them as what they are", () => {
    expect(withExtensionOf("statement.html", "application/pdf")).toBe("statement.html.pdf");
    expect(withExtensionOf("plan.hta", "image/vnd.dxf")).toBe("plan.hta.dxf");
    expect(withExtensionOf("scan", "image/jpeg")).toBe("scan.jpg");
    expect(withExtensionOf("Weld map.PDF", "application/pdf")).toBe("Weld map.PDF");
    expect(withExtensionOf("photo.jpeg", "image/jpeg")).toBe("photo.jpeg");
    expect(withExtensionOf("IMG_1.HEIC", "image/heif")).toBe("IMG_1.HEIC");
  });

  it("fit a disk: at most 200 bytes in UTF-8, the extension kept", () => {
    const cleaned = cleanFileName(`${"é".repeat(170)}.pdf`);
    expect(Buffer.byteLength(cleaned)).toBeLessThanOrEqual(200);
    expect(cleaned).toBe(`${"é".repeat(98)}.pdf`);
  });

  it("keep Unicode and lose folders, control characters and direction marks", () => {
    expect(cleanFileName("Soudure à 45° – réservoir T-101.pdf")).toBe("Soudure à 45° – réservoir T-101.pdf");
    expect(cleanFileName("C:\\Users\\eng\\weld map.dwg")).toBe("weld map.dwg");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("report\u202Efdp.exe")).toBe("reportfdp.exe");
    expect(cleanFileName("a\u0000b\u001b[2Jc\u0085.pdf")).toBe("ab[2Jc.pdf");
    expect(cleanFileName("...hidden")).toBe("hidden");
    expect(cleanFileName("  \u0007 ")).toBe("file");
    expect(cleanFileName("e\u0301cole.pdf")).toBe("école.pdf");
  });

  it("are cut to 180 characters with their extension kept", () => {
    const long = `${"x".repeat(300)}.pdf`;
    const cleaned = cleanFileName(long);
    expect([...cleaned]).toHaveLength(180);
    expect(cleaned.endsWith(".pdf")).toBe(true);
    expect(existsSync(cleaned)).toBe(false);
  });
});

describe("a name cut for the acknowledgement", () => {
  it("keeps its extension after the ellipsis, and a short name whole", () => {
    const long = `${"Plan de soudage ".repeat(6)}T-101.pdf`;
    const cut = shortFileName(long, 60);
    expect([...cut]).toHaveLength(60);
    expect(cut.endsWith("….pdf")).toBe(true);
    expect(shortFileName("fissure.jpg", 60)).toBe("fissure.jpg");
    expect(splitExtension(".env")).toEqual([".env", ""]);
    expect(splitExtension("archive.tar.gz")).toEqual(["archive.tar", ".gz"]);
  });
});

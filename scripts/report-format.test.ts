import { describe, expect, it } from "vitest";
import { formatTable } from "./report-format.mjs";

describe("formatTable", () => {
  it("pads text left and numbers right under a rule", () => {
    expect(
      formatTable(
        ["page", "KB"],
        [
          ["/", 5],
          ["/blog", 120],
        ],
      ),
    ).toBe("page    KB\n-----  ---\n/        5\n/blog  120");
  });

  it("right-aligns number strings such as 12.0 too", () => {
    expect(
      formatTable(
        ["page", "KB", "state"],
        [
          ["/", "9.5", "ok"],
          ["/fr", "120.0", "FAIL"],
        ],
      ),
    ).toBe("page     KB  state\n----  -----  -----\n/       9.5  ok\n/fr   120.0  FAIL");
  });
});

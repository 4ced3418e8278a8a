import { describe, expect, it } from "vitest";
import { parseCli } from "./cli.mjs";

describe("the release's command line", () => {
  it("requires the releases folder and current, and keeps at least two releases", () => {
    expect(() => parseCli(["--releases", "r"])).toThrow(/required/);
    expect(() => parseCli(["--releases", "r", "--current", "c", "--keep", "1"])).toThrow(/at least 2/);
    expect(() => parseCli(["--releases", "r", "--current", "c", "--keep", "2.5"])).toThrow(/at least 2/);
    expect(() => parseCli(["--releases", "r", "--current", "c", "--bogus"])).toThrow(/bogus/);
  });

  it("reads the timer's options, with three releases kept by default", () => {
    const argv = ["--releases", "r", "--current", "r/current", "--pull", "--restart-file", "r/restart-site"];
    expect(parseCli(argv)).toEqual(
      expect.objectContaining({
        help: false,
        releases: "r",
        current: "r/current",
        keep: 3,
        pull: true,
        restartFile: "r/restart-site",
        restart: undefined,
        force: false,
        install: false,
      }),
    );
    expect(parseCli(["--releases", "r", "--current", "c", "--restart", "systemctl restart site"])).toEqual(
      expect.objectContaining({ restart: "systemctl restart site", restartFile: undefined }),
    );
  });

  it("takes one way of restarting, not two", () => {
    expect(() =>
      parseCli(["--releases", "r", "--current", "c", "--restart", "systemctl restart site", "--restart-file", "f"]),
    ).toThrow(/one or the other/);
  });

  it("answers --help without the other options", () => {
    expect(parseCli(["--help"])).toEqual(expect.objectContaining({ help: true }));
  });
});

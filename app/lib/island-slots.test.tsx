import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IslandSlot, IslandSlotsProvider } from "./island-slots";

afterEach(cleanup);

describe("IslandSlot", () => {
  it("shows its own content where no island was handed in", () => {
    render(
      <IslandSlot name="printPack">
        <button type="button">Print the pack</button>
      </IslandSlot>,
    );
    expect(screen.getByRole("button", { name: "Print the pack" })).toBeInTheDocument();
  });

  it("shows the island handed in under its name instead, and leaves other places alone", () => {
    render(
      <IslandSlotsProvider slots={{ printPack: <p>the island</p> }}>
        <IslandSlot name="printPack">
          <button type="button">Print the pack</button>
        </IslandSlot>
        <IslandSlot name="lastUpdated">
          <p>Last updated</p>
        </IslandSlot>
      </IslandSlotsProvider>,
    );
    expect(screen.queryByRole("button", { name: "Print the pack" })).toBeNull();
    expect(screen.getByText("the island")).toBeInTheDocument();
    expect(screen.getByText("Last updated")).toBeInTheDocument();
  });
});

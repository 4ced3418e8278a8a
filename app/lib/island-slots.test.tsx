import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IslandSlot, IslandSlotsProvider } from "./island-slots";

afterEach(cleanup);

describe("IslandSlot", () => {
  it("shows its own content where no island was handed in", () => {
    render(
      <IslandSlot name="share">
        <button type="button">Share this article</button>
      </IslandSlot>,
    );
    expect(screen.getByRole("button", { name: "Share this article" })).toBeInTheDocument();
  });

  it("shows the island handed in under its name instead, and leaves other places alone", () => {
    render(
      <IslandSlotsProvider slots={{ share: <p>the island</p> }}>
        <IslandSlot name="share">
          <button type="button">Share this article</button>
        </IslandSlot>
        <IslandSlot name="blogList">
          <p>The articles</p>
        </IslandSlot>
      </IslandSlotsProvider>,
    );
    expect(screen.queryByRole("button", { name: "Share this article" })).toBeNull();
    expect(screen.getByText("the island")).toBeInTheDocument();
    expect(screen.getByText("The articles")).toBeInTheDocument();
  });
});

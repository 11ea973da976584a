import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../test/render";
import DragAndDropPage from "./drag-and-drop-page";

describe("/others/drag-and-drop (the style guide's drag and drop)", () => {
  it("shows the scrum board's component with its columns, cards and the three ways to use it", async () => {
    await renderAt("/others/drag-and-drop", <DragAndDropPage />);
    expect(await screen.findByRole("heading", { name: "Drag and drop" })).toBeInTheDocument();
    const columns = screen.getByRole("list", { name: "Columns" });
    const names = within(columns)
      .getAllByRole("listitem")
      .map((c) => c.getAttribute("aria-label"));
    expect(names).toEqual([
      "Column To do, cards: 2",
      "Column In progress, cards: 1",
      "Column Done, cards: 1",
    ]);
    // Each card is a keyboard-reachable sortable with dnd-kit's instructions attached.
    const card = screen.getByRole("button", { name: "Card Order jasmine garlands" });
    expect(card).toHaveAttribute("tabindex", "0");
    expect(card).toHaveAttribute("aria-roledescription", "sortable");
    await waitFor(() =>
      expect(
        document.getElementById(card.getAttribute("aria-describedby") ?? ""),
      ).toHaveTextContent("To pick up a card, press Space."),
    );
    expect(screen.getByRole("button", { name: "Move column Done" })).toBeInTheDocument();
    const ways = screen.getByRole("list", { name: "Three ways to move a card" });
    expect(
      within(ways)
        .getAllByRole("listitem")
        .map((w) => w.textContent),
    ).toEqual([
      expect.stringMatching(/^Mouse/),
      expect.stringMatching(/^Touch screen.*Press and hold/),
      expect.stringMatching(/^Keyboard.*Space to pick it up/),
    ]);
    expect(screen.getByText(/kept on this page only/)).toHaveAttribute("role", "status");
  });
});

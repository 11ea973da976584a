import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderAt } from "../../test/render";
import { LinkNotice } from "./link-notice";

describe("LinkNotice (nothing here yet, and the way on)", { timeout: 30_000 }, () => {
  it("says there is nothing yet and takes the devotee where to begin", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderAt(
      "/app/cart",
      <LinkNotice text="Your cart is empty." action="Browse the shop" to="/app/shop" />,
    );
    expect(screen.getByText("Your cart is empty.")).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Browse the shop" }));
    expect(screen.getByTestId("probe")).toHaveTextContent("/app/shop|");
  });
});

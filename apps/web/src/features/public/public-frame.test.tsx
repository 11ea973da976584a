import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderAt } from "../../../test/render";
import { PublicFrame } from "./public-frame";

const page = (
  <PublicFrame>
    <p>Page content</p>
  </PublicFrame>
);

describe("the public header on a phone (issue 19)", () => {
  it("keeps search and sign-in in one row and opens the rest under a menu button", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderAt("/privacy-policy", page);
    const menu = await screen.findByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("aria-controls", "site-menu");
    // Temple search stays one tap away without opening the menu.
    const search = screen.getAllByRole("link", { name: "Find a temple" });
    expect(search[0]).toHaveAttribute("href", "/app/temples");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");

    await user.click(menu);
    const close = screen.getByRole("button", { name: "Close menu" });
    expect(close).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById("site-menu")!;
    expect(panel).toContainElement(screen.getByLabelText("Language"));
    expect(panel).toContainElement(screen.getByRole("group", { name: "Text size" }));

    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when one of its links is followed", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderAt("/app", page);
    await user.click(await screen.findByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Our team" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

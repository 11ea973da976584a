import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession, withSession } from "../../../test/render-shell";
import type { NavItem } from "../../app/navigation";
import { SideNav } from "./side-nav";

// The spec's NAVIGATION has no external link or badge yet; the navigation must support both.
const items: NavItem[] = [
  {
    type: "link",
    name: "Inbox",
    icon: "dashboard",
    path: "/inbox",
    roles: ["SA"],
    badge: { value: "4", color: "error" },
  },
  { type: "external", name: "Temple handbook", icon: "menu_book", href: "https://example.org/h" },
];

describe("side navigation item types", () => {
  it("opens external links in a new tab without giving it a handle on the shell", async () => {
    render(withSession(fakeSession("SA"), "/", <SideNav compact={false} items={items} />));
    const link = await screen.findByRole("link", { name: /Temple handbook/ });
    expect(link).toHaveAttribute("href", "https://example.org/h");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows a link's badge", async () => {
    render(withSession(fakeSession("SA"), "/inbox", <SideNav compact={false} items={items} />));
    const link = await screen.findByRole("link", { name: /Inbox/ });
    expect(link).toHaveTextContent("4");
    expect(link).toHaveAttribute("aria-current", "page");
  });

  it("folded to icons, names a link and an external link beside them on hover", async () => {
    render(withSession(fakeSession("SA"), "/", <SideNav compact items={items} />));
    const inbox = await screen.findByRole("link", { name: "Inbox" });
    expect(inbox).not.toHaveTextContent("Inbox");
    await userEvent.hover(inbox);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Inbox");
    await userEvent.unhover(inbox);
    await userEvent.hover(screen.getByRole("link", { name: /Temple handbook/ }));
    expect(await screen.findByRole("tooltip", { name: "Temple handbook" })).toBeVisible();
  });
});

import { render, screen } from "@testing-library/react";
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
});

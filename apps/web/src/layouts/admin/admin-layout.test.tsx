import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { renderShell } from "../../../test/render-shell";
import { STORAGE_KEYS } from "./layout-constants";

beforeEach(() => localStorage.clear());

const nav = async () => screen.findByRole("navigation", { name: "Back-office navigation" });

describe("admin shell side navigation", () => {
  it("starts with groups collapsed except the one holding the current page", async () => {
    renderShell("/templates/view-deities");
    const sidebar = await nav();
    const deities = within(sidebar).getByRole("button", { name: "Deities" });
    expect(deities).toHaveAttribute("aria-expanded", "true");
    expect(within(sidebar).getByRole("button", { name: "Category" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(within(sidebar).queryByRole("link", { name: "Add Category" })).toBeNull();
    expect(within(sidebar).getByRole("link", { name: "View Deities" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("opens a group from the keyboard and follows its link", async () => {
    const user = userEvent.setup();
    renderShell("/dashboard/default");
    const sidebar = await nav();
    const group = within(sidebar).getByRole("button", { name: "Pooja Materials" });
    group.focus();
    await user.keyboard("{Enter}");
    expect(group).toHaveAttribute("aria-expanded", "true");
    await user.click(within(sidebar).getByRole("link", { name: "Add Pooja Materials" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/templates/add-materails");
  });

  it("keeps the spec's odd label: Main Forms starts with 'add deities' pointing at add-forms", async () => {
    const user = userEvent.setup();
    renderShell("/dashboard/default");
    const sidebar = await nav();
    await user.click(within(sidebar).getByRole("button", { name: "Main Forms" }));
    expect(within(sidebar).getByRole("link", { name: "add deities" })).toHaveAttribute(
      "href",
      "/templates/add-forms",
    );
  });

  it("shows an admin the CMS groups but not the SA-only Dashboard", async () => {
    renderShell("/templates/view-category", "admin");
    const sidebar = await nav();
    expect(within(sidebar).queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(within(sidebar).getByRole("button", { name: "Temples" })).toBeInTheDocument();
  });

  it("shows an editor only the editorial groups", async () => {
    renderShell("/templates/view-articles", "editor");
    const sidebar = await nav();
    const groups = within(sidebar)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(groups).toEqual(["Article", "Mantra", "Calendar"]);
    expect(within(sidebar).getByText("CMS")).toBeInTheDocument();
  });

  it("tells an editor the SA has not assigned a temple to whom to ask, instead of empty pages", async () => {
    mockApi({
      "GET /api/user/access": () => ({
        body: { status: "success", data: { trustWide: false, temples: [] } },
      }),
    });
    renderShell("/templates/view-articles", "editor");
    expect(await screen.findByText("You do not act for any temple yet")).toBeInTheDocument();
    expect(screen.getByText(/A super admin assigns the temples you work for/)).toBeInTheDocument();
  });

  it("compact mode hides the labels, keeps names for assistive tech and is remembered", async () => {
    const user = userEvent.setup();
    const first = renderShell("/templates/view-deities");
    const sidebar = await nav();
    await user.click(screen.getByRole("button", { name: "Compact sidebar" }));
    expect(within(sidebar).queryByText("Dashboard")).toBeNull();
    expect(within(sidebar).queryByText("CMS")).toBeNull();
    expect(within(sidebar).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.compact)).toBe("true");
    first.unmount();

    renderShell("/templates/view-deities");
    const again = await nav();
    expect(within(again).queryByText("Temples")).toBeNull();
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("in compact mode a group lists its pages in a menu", async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.compact, "true");
    renderShell("/dashboard/default");
    await user.click(within(await nav()).getByRole("button", { name: "States" }));
    await user.click(await screen.findByRole("menuitem", { name: "View States" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/templates/view-state");
  });
});

describe("admin shell top bar and breadcrumb", () => {
  it("remembers the chosen colour theme", async () => {
    const user = userEvent.setup();
    const first = renderShell("/dashboard/default");
    await user.click(await screen.findByRole("button", { name: "Theme and layout" }));
    // The menu is its own chunk, loaded on first use (decision 136).
    expect(await screen.findAllByRole("menuitemradio")).toHaveLength(13); // 12 themes + layout1
    await user.click(screen.getByRole("menuitemradio", { name: "Teal" }));
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe("teal");
    first.unmount();

    const { container } = renderShell("/dashboard/default");
    await nav();
    expect(container.querySelector("[data-theme]")).toHaveAttribute("data-theme", "teal");
    await user.click(screen.getByRole("button", { name: "Theme and layout" }));
    expect(await screen.findByRole("menuitemradio", { name: "Teal" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(screen.getByRole("menuitemradio", { name: "Layout 1" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  it("falls back to blue when storage holds an unknown theme", async () => {
    localStorage.setItem(STORAGE_KEYS.theme, "chartreuse");
    const { container } = renderShell("/dashboard/default");
    await nav();
    expect(container.querySelector("[data-theme]")).toHaveAttribute("data-theme", "blue");
  });

  it("shows the route's segments in the breadcrumb, the last as the title", async () => {
    renderShell("/templates/add-materails");
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Home" })).toHaveAttribute(
      "href",
      "/dashboard/default",
    );
    expect(within(crumbs).getByText("Templates")).toBeInTheDocument();
    expect(within(crumbs).getByText("Add Pooja Materials")).toHaveAttribute("aria-current", "page");
    expect(
      within(screen.getByTestId("breadcrumb-bar")).getAllByText("Add Pooja Materials"),
    ).toHaveLength(2);
  });

  it("names the browser tab after the page", async () => {
    renderShell("/templates/add-materails");
    await waitFor(() => expect(document.title).toBe("Add Pooja Materials — Sannidhi"));
  });

  it("finds a page with the search box and goes there", async () => {
    const user = userEvent.setup();
    renderShell("/dashboard/default");
    await user.click(await screen.findByRole("button", { name: "Open search" }));
    // The box is its own chunk, loaded on first use.
    const box = await screen.findByPlaceholderText("Search here...");
    await user.type(box, "mantra");
    await user.click(await screen.findByRole("option", { name: "View Mantra" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/templates/view-mantra");
    expect(screen.queryByPlaceholderText("Search here...")).toBeNull();
  });

  it("does not offer an editor pages outside their role in search", async () => {
    const user = userEvent.setup();
    renderShell("/templates/view-articles", "editor");
    await user.click(await screen.findByRole("button", { name: "Open search" }));
    await user.type(await screen.findByPlaceholderText("Search here..."), "temples");
    expect(await screen.findByText("No matching page")).toBeInTheDocument();
  });

  it("names the signed-in person and signs them out to /app", async () => {
    const user = userEvent.setup();
    const { session } = renderShell("/dashboard/default");
    await user.click(
      await screen.findByRole("button", { name: "Account menu for Lakshmi Narayanan" }),
    );
    expect(await screen.findByText("Super admin")).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Sign out" }));
    expect(session.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByText("landing page")).toBeInTheDocument();
  });

  it("has a skip link to the main landmark", async () => {
    renderShell("/dashboard/default");
    const skip = await screen.findByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(within(screen.getByRole("main")).getByText("page content")).toBeInTheDocument();
  });
});

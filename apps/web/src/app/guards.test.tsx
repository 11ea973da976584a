import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi } from "../../test/render";
import { fakeSession } from "../../test/render-shell";
import { i18n } from "../lib/i18n";
import { firstAllowedPath } from "./navigation";
import { routes } from "./router";
import { type Role, SessionContext } from "./session";

const slow = { timeout: 10_000 };

/** The app's real routes at `path`, signed in as `role`; every API call answers 404. */
function open(path: string, role: Role) {
  mockApi({});
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={fakeSession(role)}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

describe("a page the role may not open (issue 38, item 7)", { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  for (const [path, page] of [
    ["/dashboard/default", "Dashboard"],
    ["/users", "Users"],
  ] as const) {
    it(`tells an admin who opened ${path} that it is not theirs, and where they are instead`, async () => {
      const router = open(path, "admin");
      expect(await screen.findByText(`No access to ${page}`, {}, slow)).toBeVisible();
      expect(
        screen.getByText(
          `Only the super admin can open ${page} (${path}). You are on add deities instead; every page you can open is in the menu on the left.`,
        ),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe(firstAllowedPath("admin"));
    });
  }

  it("names a page of another role without saying it is the super admin's", async () => {
    open("/templates/add-temple", "editor");
    expect(await screen.findByText("No access to Add Temples", {}, slow)).toBeVisible();
    expect(
      screen.getByText(/^Your role cannot open Add Temples \(\/templates\/add-temple\)\./),
    ).toBeVisible();
  });

  it("names the pages as the sidebar does, in the staff member's language: Hindi", async () => {
    await i18n.changeLanguage("hi");
    open("/users", "admin");
    expect(await screen.findByText("उपयोगकर्ता तक पहुँच नहीं", {}, slow)).toBeVisible();
    expect(
      screen.getByText(
        "उपयोगकर्ता (/users) केवल सुपर एडमिन खोल सकते हैं। इसके बजाय आप add deities · देवता जोड़ें पर हैं; आप जो भी पेज खोल सकते हैं, वे बाईं ओर के मेनू में हैं।",
      ),
    ).toBeVisible();
  });

  it("says nothing when the app's own way home (/) leads an admin to their first page", async () => {
    const router = open("/", "admin");
    await screen.findByRole("navigation", { name: "Back-office navigation" }, slow);
    expect(router.state.location.pathname).toBe(firstAllowedPath("admin"));
    expect(screen.queryByText(/^No access to/)).toBeNull();
  });
});

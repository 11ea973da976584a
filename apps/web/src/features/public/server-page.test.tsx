import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderAt } from "../../../test/render";
import { loadDocument } from "../../lib/document";
import { i18nReady } from "../../lib/i18n";
import ServerPage from "./server-page";

vi.mock("../../lib/document", () => ({ loadDocument: vi.fn() }));

beforeEach(() => vi.mocked(loadDocument).mockClear());

describe("a public-site address reached in the web app (issue 36)", () => {
  it("hands over to the server's page, query and anchor kept, when the app moves there", async () => {
    await i18nReady;
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: "/app/bookings", element: <Link to="/app/temples?q=shiva#results">Temples</Link> },
        { path: "/app/temples", element: <ServerPage /> },
      ],
      { initialEntries: ["/app/bookings"] },
    );
    render(
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    await user.click(await screen.findByRole("link", { name: "Temples" }));
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith("/app/temples?q=shiva#results"));
    expect(screen.queryByRole("heading", { name: "This page could not be opened" })).toBeNull();
  });

  it("says the page could not be opened when this very document was sent for it", async () => {
    mockApi({});
    await renderAt("/faqs", <ServerPage />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be opened" }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    // Loading itself again would loop: it waits for the devotee instead.
    expect(loadDocument).not.toHaveBeenCalled();
  });
});

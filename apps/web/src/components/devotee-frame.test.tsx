import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderAt } from "../../test/render";
import { signedInAs } from "../features/booking/booking-test-utils";
import { DevoteeFrame } from "./devotee-frame";

const page = (signIn?: string) => (
  <DevoteeFrame
    title="My offerings"
    signIn={signIn}
    width="40rem"
    links={<a href="/app/offerings">All offerings</a>}
  >
    <p>The page itself</p>
  </DevoteeFrame>
);

describe("DevoteeFrame (a devotee's page of the shop or donations)", { timeout: 30_000 }, () => {
  it("names the page and the tab, shows the feature's links, and asks a visitor to sign in first", async () => {
    mockApi({});
    await renderAt(
      "/app/offerings?page=2",
      page("Sign in to see your offerings."),
      "/app/offerings",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "My offerings" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("My offerings — Sannidhi"));
    expect(screen.getByRole("link", { name: "All offerings" })).toBeVisible();
    expect(await screen.findByText("Sign in to see your offerings.")).toBeVisible();
    // Signing in comes back to this very page, its query string included.
    const prompt = screen.getByText("Sign in to see your offerings.").closest("[role=alert]");
    expect(within(prompt as HTMLElement).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/signin?next=${encodeURIComponent("/app/offerings?page=2")}`,
    );
    expect(screen.queryByText("The page itself")).not.toBeInTheDocument();
  });

  it("shows the page to a signed-in devotee, and to anyone when it needs no sign-in", async () => {
    mockApi({ "GET /api/auth/profile": signedInAs() });
    const signedIn = await renderAt("/app/offerings", page("Sign in first."));
    expect(await screen.findByText("The page itself")).toBeVisible();
    expect(screen.queryByText("Sign in first.")).not.toBeInTheDocument();
    signedIn.unmount();

    localStorage.clear();
    mockApi({});
    await renderAt("/app/offerings", page());
    expect(await screen.findByText("The page itself")).toBeVisible();
  });
});

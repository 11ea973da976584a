import { LANGUAGE_KEY, TEXT_SIZE_KEY } from "@sannidhi/site/languages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, renderAt } from "../../../test/render";
import { i18n } from "../../lib/i18n";
import { signedInAs } from "../booking/booking-test-utils";
import { PublicFrame } from "./public-frame";

const page = (
  <PublicFrame>
    <p>Page content</p>
  </PublicFrame>
);

/** Clicks `link` and tells whether the frame left it to the browser (a document load). */
function leftToTheBrowser(link: HTMLElement): boolean {
  let loads = false;
  // After React's handler: note what it decided, and stop jsdom, which cannot load pages.
  const after = (e: Event) => {
    loads = !e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener("click", after);
  link.click();
  window.removeEventListener("click", after);
  return loads;
}

afterEach(async () => {
  document.documentElement.style.fontSize = "";
  localStorage.clear();
  await i18n.changeLanguage("en");
});

describe("the public frame in the web app (issue 36: the public site's own frame)", () => {
  it("has the server pages' header and footer: the site's links, language links and text sizes", async () => {
    mockApi({});
    await renderAt("/app/shop", page);
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Find a temple" })).toHaveAttribute(
      "href",
      "/app/temples",
    );
    expect(within(main).getByRole("link", { name: "Temple shop" })).toHaveAttribute(
      "href",
      "/app/shop",
    );
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    expect(screen.getByRole("link", { name: "தமிழ்" })).toHaveAttribute("href", "/app/shop?lang=ta");
    const footer = screen.getByRole("navigation", { name: "Policies and help" });
    expect(within(footer).getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/faqs");
    expect(screen.getByRole("main")).toHaveTextContent("Page content");
  });

  it("chooses a text size in place: the page grows, the button is pressed, the choice is kept", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderAt("/app/shop", page);
    const larger = await screen.findByRole("button", { name: "Larger text" });
    expect(larger).toHaveAttribute("aria-pressed", "false");
    await user.click(larger);
    expect(larger).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Normal text" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(document.documentElement.style.fontSize).toBe("137.5%");
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe("larger");
  });

  it("chooses a language in place: the frame speaks Tamil, the address stays, the choice is kept", async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = await renderAt("/app/shop", page);
    await user.click(await screen.findByText(/Language/));
    await user.click(screen.getByRole("link", { name: "தமிழ்" }));
    expect(
      await screen.findByRole("link", { name: "கோயிலைத் தேடுங்கள்" }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/app/shop");
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_KEY)).toBe("ta"));
  });

  it("moves inside the app to its own pages and leaves the public site's pages to the server", async () => {
    mockApi({});
    const { router } = await renderAt("/app/bookings", page);
    const main = await screen.findByRole("navigation", { name: "Main" });
    // The landing page, its anchors, the search and the policies are the server's pages.
    expect(leftToTheBrowser(within(main).getByRole("link", { name: "Find a temple" }))).toBe(true);
    expect(leftToTheBrowser(within(main).getByRole("link", { name: "Our team" }))).toBe(true);
    const footer = screen.getByRole("navigation", { name: "Policies and help" });
    expect(leftToTheBrowser(within(footer).getByRole("link", { name: "Refund policy" }))).toBe(
      true,
    );
    expect(router.state.location.pathname).toBe("/app/bookings");
    // The shop is a page of the app: no document load.
    expect(leftToTheBrowser(within(main).getByRole("link", { name: "Temple shop" }))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/shop"));
  });

  it("links a signed-in devotee's header to My bookings", async () => {
    mockApi({ "GET /api/auth/profile": signedInAs() });
    await renderAt("/app/shop", page);
    expect(await screen.findByRole("link", { name: "My bookings" })).toHaveAttribute(
      "href",
      "/app/bookings",
    );
  });
});

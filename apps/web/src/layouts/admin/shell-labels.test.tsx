import { LANGUAGES } from "@sannidhi/site/languages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderShell } from "../../../test/render-shell";
import { GUARDED_ROUTES, NAVIGATION } from "../../app/navigation";
import { i18n } from "../../lib/i18n";
import { SPEC_WORDING, translateLabel } from "./shell-labels";
import { breadcrumbOf, searchEntries } from "./visible-navigation";

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await i18n.changeLanguage("en");
});

/** Every word of the shell: the sidebar's entries and labels, page titles and search sections. */
function shellWords(): string[] {
  const words = new Set<string>();
  for (const item of NAVIGATION) {
    if (item.type === "label") words.add(item.label);
    else words.add(item.name);
    if (item.type === "group") for (const c of item.children) words.add(c.name);
  }
  for (const r of GUARDED_ROUTES) {
    words.add(r.title);
    for (const c of breadcrumbOf(r.path.replace(/:\w+/g, "x"))) words.add(c.label);
  }
  for (const e of searchEntries(NAVIGATION, "SA")) if (e.section) words.add(e.section);
  words.delete("X"); // the `:id` of a record's page: its route names it
  return [...words];
}

describe("the back-office's words in six languages (issue 38)", () => {
  for (const { code } of LANGUAGES.filter((l) => l.code !== "en")) {
    it(`has every sidebar entry, page title and search section in ${code}`, async () => {
      await i18n.loadLanguages(code);
      await i18n.loadNamespaces("admin");
      const t = i18n.getFixedT(code, "admin");
      const untranslated = shellWords().filter((w) => {
        const shown = translateLabel(t as never, w);
        return !shown || shown === w;
      });
      expect(untranslated).toEqual([]);
    });
  }

  it("keeps the spec's own words in English, with the translation beside, in Hindi", async () => {
    await i18n.changeLanguage("hi");
    renderShell("/templates/add-forms");
    const sidebar = await screen.findByRole("navigation", { name: "बैक-ऑफ़िस नेविगेशन" });
    // Spec section 2 names the group 'Main Forms' and its first entry 'add deities' (sic).
    const forms = within(sidebar).getByRole("button", { name: /^Main Forms\s*मुख्य फ़ॉर्म$/ });
    expect(forms).toHaveAttribute("aria-expanded", "true");
    expect(within(forms).getByText("Main Forms")).toHaveAttribute("lang", "en");
    expect(within(sidebar).getByRole("link", { name: /^add deities\s*देवता जोड़ें$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Our own entries are simply Hindi.
    expect(within(sidebar).getByRole("button", { name: "बुकिंग" })).toBeVisible();
    expect(within(sidebar).getByText("कार्यक्षेत्र")).toBeVisible();
    expect(within(sidebar).queryByText("Workspace")).toBeNull();
    // The breadcrumb and the browser tab name the page in both.
    const bar = screen.getByTestId("breadcrumb-bar");
    expect(within(bar).getAllByText("add deities · देवता जोड़ें").length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe("add deities · देवता जोड़ें — सन्निधि"));
    for (const w of SPEC_WORDING) expect(w).not.toMatch(/[\u0900-\u097F]/);
  });

  it("names our own pages only in the chosen language: Tamil", async () => {
    await i18n.changeLanguage("ta");
    renderShell("/bookings/day-sheet");
    await waitFor(() => expect(document.title).toBe("நாள் பட்டியல் — சந்நிதி"));
    const bar = screen.getByTestId("breadcrumb-bar");
    expect(within(bar).getByRole("link", { name: "முன்பதிவுகள்" })).toBeVisible();
  });

  it("lets staff choose their language from the account menu", async () => {
    const user = userEvent.setup();
    renderShell("/bookings");
    await user.click(await screen.findByRole("button", { name: /account menu/i }));
    const hindi = await screen.findByRole("menuitemradio", { name: "हिन्दी" });
    expect(screen.getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(screen.getAllByRole("menuitemradio").map((m) => m.textContent)).toEqual(
      LANGUAGES.map((l) => l.label),
    );
    await user.click(hindi);
    const sidebar = await screen.findByRole("navigation", { name: "बैक-ऑफ़िस नेविगेशन" });
    expect(within(sidebar).getByRole("link", { name: "बुकिंग" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(document.documentElement.lang).toBe("hi");
    expect(localStorage.getItem("sannidhi.language")).toBe("hi");
  });
});

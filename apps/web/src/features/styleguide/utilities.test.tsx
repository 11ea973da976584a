import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { renderStyleguide, slow } from "./styleguide-test-utils";

const heading = (name: string) => screen.findByRole("heading", { name, level: 2 }, slow);
const headings = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((h) => h.textContent);

describe("style guide: utilities (issue 14)", { timeout: 60_000 }, () => {
  it("colour: every colour of the theme with its contrast, and below-AA colours flagged", async () => {
    mockApi({});
    await renderStyleguide("/utilities/color");
    expect(await heading("Palette of the Blue theme")).toBeInTheDocument();
    const swatch = (name: string) =>
      screen.getAllByTestId("swatch").find((s) => s.textContent?.startsWith(name))!;
    // The blue theme's primary (#1e40af) under white text: 8.72:1.
    expect(swatch("primary.main")).toHaveTextContent("#1e40af / #fff");
    expect(swatch("primary.main")).toHaveTextContent("8.72:1 · meets WCAG AA");
    // MUI's warning orange under white text is 3.12:1: shown, and flagged.
    expect(swatch("warning.main")).toHaveTextContent("below WCAG AA");
    const themes = screen.getByRole("table", { name: "All twelve themes" });
    expect(headings(themes)).toEqual(["Theme", "Primary", "Secondary"]);
    expect(within(themes).getAllByRole("row")).toHaveLength(13);
    expect(within(themes).getByRole("row", { name: /Dark/ })).toHaveTextContent("#38bdf8");
  });

  it("colour: choosing another theme shows that theme's palette and remembers it", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderStyleguide("/utilities/color");
    await heading("Palette of the Blue theme");
    await user.click(screen.getByRole("combobox", { name: "Colour theme" }));
    await user.click(screen.getByRole("option", { name: "Green" }));
    expect(await heading("Palette of the Green theme")).toBeInTheDocument();
    expect(localStorage.getItem("sannidhi.admin.theme")).toBe("green");
  });

  it("spacing and sizing: the theme's 8 px steps and the shell's sizes from spec section 9", async () => {
    mockApi({});
    const first = await renderStyleguide("/utilities/spacing");
    const scale = await screen.findByRole("table", { name: "Spacing scale" }, slow);
    expect(headings(scale)).toEqual(["Step", "Value", "Size"]);
    expect(within(scale).getByRole("row", { name: /^2 16px/ })).toBeInTheDocument();
    first.unmount();
    await renderStyleguide("/utilities/height-width");
    const layout = await screen.findByRole(
      "table",
      { name: "Sizes of the back-office shell" },
      slow,
    );
    expect(within(layout).getByRole("row", { name: /Sidebar width/ })).toHaveTextContent("260px");
    expect(within(layout).getByRole("row", { name: /Top bar height/ })).toHaveTextContent("64px");
    expect(within(layout).getByRole("row", { name: /editor/ })).toHaveTextContent("250px");
  });

  it("typography: the type scale and one line in each of the six scripts, marked by language", async () => {
    mockApi({});
    await renderStyleguide("/utilities/typography");
    expect(await heading("Six scripts")).toBeInTheDocument();
    for (const lang of ["en", "hi", "ta", "te", "kn", "ml"]) {
      expect(screen.getByTestId(`narrow-${lang}`).querySelector(`[lang="${lang}"]`)).not.toBeNull();
    }
    expect(screen.getByTestId("narrow-ta")).toHaveTextContent("மீனாட்சி");
    const scale = screen.getByRole("table", { name: "Type scale" });
    expect(headings(scale)).toEqual(["Variant", "Size / weight / line height", "Example"]);
    expect(scale).toHaveTextContent("h1");
  });

  it("display, position, shadow and misc show their samples with the code for each", async () => {
    mockApi({});
    let view = await renderStyleguide("/utilities/display");
    expect(await heading("display: flex")).toBeInTheDocument();
    expect(
      screen.getByText(`<Box sx={{ display: { xs: "none", md: "block" } }}>…</Box>`),
    ).toBeInTheDocument();
    view.unmount();
    view = await renderStyleguide("/utilities/position");
    expect(await screen.findByRole("table", { name: "Layers" }, slow)).toHaveTextContent(
      "zIndex.modal1300",
    );
    view.unmount();
    view = await renderStyleguide("/utilities/shadow");
    expect(await screen.findAllByTestId("elevation", {}, slow)).toHaveLength(10);
    view.unmount();
    await renderStyleguide("/utilities/misc");
    expect(await screen.findByRole("table", { name: "Breakpoints" }, slow)).toHaveTextContent(
      "md≥ 900px",
    );
    expect(
      screen.getByText("Use the list below the map to reach them by keyboard."),
    ).toBeInTheDocument();
  });

  it("links the pages of its group, the current one marked", async () => {
    mockApi({});
    await renderStyleguide("/utilities/shadow");
    const nav = await screen.findByRole("navigation", { name: "Pages of Utilities" }, slow);
    expect(within(nav).getAllByRole("link")).toHaveLength(8);
    expect(within(nav).getByRole("link", { name: "Shadow" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

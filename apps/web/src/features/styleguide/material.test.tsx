import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { queriesTo } from "../cms/cms-test-utils";
import { ok, renderStyleguide, slow } from "./styleguide-test-utils";

const temple = (i: number, name: string) => ({
  id: `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  name,
  town: "Madurai",
  district: { id: "d1", name: "Madurai" },
  state: { id: "s1", name: "Tamil Nadu" },
  published: true,
  createdAt: "2026-01-01T00:00:00.000Z",
});
const TEMPLES = [temple(1, "Meenakshi Amman"), temple(2, "Koodal Azhagar")];
const temples = () => ok(TEMPLES, { total: 2, page: 1, limit: 20 });

describe("style guide: components (issue 14)", { timeout: 60_000 }, () => {
  it("table: the CMS list table itself on the temples, sortable and searchable, and its states", async () => {
    const api = mockApi({ "GET /api/temples": temples });
    const user = userEvent.setup();
    await renderStyleguide("/material/table");
    const table = await screen.findByRole("table", { name: "Temples" }, slow);
    expect(
      await within(table).findByRole("cell", { name: "Meenakshi Amman" }, slow),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole("cell", { name: "Tamil Nadu" })).toHaveLength(2);
    // The page keeps one h1: the embedded list titles itself one level down.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Temples" })).toBeInTheDocument();
    await user.click(within(table).getByRole("button", { name: "Town" }));
    await waitFor(() =>
      expect(queriesTo(api, "GET", "/api/temples").at(-1)?.get("sort")).toBe("town"),
    );
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    expect(screen.getByText("No Temples yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("form: the CMS form's fields bound to the pooja contract show its messages on Check", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderStyleguide("/material/form");
    const check = await screen.findByRole("button", { name: "Check" }, slow);
    expect(screen.getByRole("group", { name: "Weekdays" })).toBeInTheDocument();
    await user.click(check);
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Slug (web address)")).toBeDisabled();
  });

  it("buttons and icons: the product's actions and the navigation's icons by name", async () => {
    mockApi({});
    const view = await renderStyleguide("/material/buttons");
    expect(await screen.findByRole("button", { name: "Add Temple" }, slow)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Meenakshi Amman" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refund" })).toBeDisabled();
    view.unmount();
    await renderStyleguide("/material/icons");
    const icons = await screen.findAllByTestId("icon", {}, slow);
    expect(icons.map((i) => i.textContent)).toContain("temple_hinduTemples");
    expect(icons.map((i) => i.textContent)).toContain("receipt_longBookings");
  });

  it("progress, menu and switch: the shell's own loading states, appearance menu and compact setting", async () => {
    mockApi({});
    const user = userEvent.setup();
    let view = await renderStyleguide("/material/progress");
    expect(
      await screen.findByRole("progressbar", { name: "Upload progress 45%" }, slow),
    ).toHaveAttribute("aria-valuenow", "45");
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    view.unmount();
    view = await renderStyleguide("/material/menu");
    await user.click(await screen.findByRole("button", { name: "Theme and layout" }, slow));
    expect(await screen.findByRole("menuitemradio", { name: /Teal/ })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    view.unmount();
    await renderStyleguide("/material/switch");
    await user.click(await screen.findByRole("switch", { name: "Compact sidebar" }, slow));
    expect(localStorage.getItem("sannidhi.admin.compact")).toBe("true");
  });

  it("checkbox, radio and slider: the pooja weekdays, the deletion reasons and a refund share", async () => {
    mockApi({});
    const user = userEvent.setup();
    let view = await renderStyleguide("/material/checkbox");
    expect((await screen.findAllByRole("checkbox", { name: "Monday" }, slow))[0]).toBeChecked();
    const parent = screen.getByRole("checkbox", { name: "Devotee details required" });
    expect(parent).toHaveAttribute("data-indeterminate", "true");
    await user.click(parent);
    expect(screen.getByRole("checkbox", { name: "Rasi" })).toBeChecked();
    expect(screen.getByText("Choose at least one day")).toBeInTheDocument();
    view.unmount();
    view = await renderStyleguide("/material/radio");
    const reasons = await screen.findByRole(
      "radiogroup",
      { name: "Why do you want to delete your account?" },
      slow,
    );
    expect(within(reasons).getAllByRole("radio")).toHaveLength(6);
    await user.click(within(reasons).getByRole("radio", { name: "I have another account" }));
    expect(screen.queryByText("This field is required")).not.toBeInTheDocument();
    view.unmount();
    await renderStyleguide("/material/slider");
    const share = await screen.findByRole("slider", { name: "Refund share" }, slow);
    share.focus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByText("Refunds ₹1,350.00")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Text size" })).toBeInTheDocument();
  });

  it("autocomplete: the temple picker searches the real temples as one types", async () => {
    const api = mockApi({
      "GET /api/temples": temples,
      "GET /api/category": () => ok([], { total: 0, page: 1, limit: 100 }),
    });
    const user = userEvent.setup();
    await renderStyleguide("/material/autocomplete");
    // The first is the picker itself; the second shows its error state.
    const [picker, inError] = await screen.findAllByRole("combobox", { name: "Temple" }, slow);
    expect(inError).toHaveAccessibleDescription("Choose a temple");
    await user.type(picker!, "Meen");
    await waitFor(() =>
      expect(queriesTo(api, "GET", "/api/temples").some((q) => q.get("q") === "Meen")).toBe(true),
    );
    await user.click(await screen.findByRole("option", { name: "Meenakshi Amman" }));
    expect(screen.getByText(`Chosen temple id: ${TEMPLES[0]!.id}`)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "District" })).toBeDisabled();
    expect(screen.getByText("Choose the state first")).toBeInTheDocument();
  });

  it("expansion panel: the FAQ's own questions open and close", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderStyleguide("/material/expansion-panel");
    const buttons = await screen.findAllByRole("button", { expanded: false }, slow);
    const closed = buttons.find((b) => b.getAttribute("aria-controls")?.startsWith("sg-"))!;
    await user.click(closed);
    expect(closed).toHaveAttribute("aria-expanded", "true");
  });

  it("dialog and snackbar: the booking action frame while pending and refused, and the notices", async () => {
    mockApi({});
    const user = userEvent.setup();
    const view = await renderStyleguide("/material/dialog");
    await user.click(
      await screen.findByRole("button", { name: "Open while the server works" }, slow),
    );
    let dialog = await screen.findByRole("dialog", { name: "Mark performed" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Mark performed" })).toBeInTheDocument();
    view.unmount();
    const again = await renderStyleguide("/material/dialog");
    await user.click(await screen.findByRole("button", { name: "Open with a refusal" }, slow));
    dialog = await screen.findByRole("dialog", { name: "Mark performed" });
    expect(dialog).toHaveTextContent(
      "Booking SN-2026-000123 was changed by someone else: reload it.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    again.unmount();
    await renderStyleguide("/material/snackbar");
    await user.click(
      await screen.findByRole("button", { name: "'Divya Desam' was deleted" }, slow),
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole("alert").some((a) => a.textContent === "'Divya Desam' was deleted"),
      ).toBe(true),
    );
  });
});

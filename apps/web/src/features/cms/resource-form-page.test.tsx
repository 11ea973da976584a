import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../test/render";
import { renderCms } from "./cms-test-utils";
import ResourceFormPage from "./resource-form-page";
import { webResource } from "./resources";

const categories = webResource("categories");
const slow = { timeout: 8000 };
const ID = "00000000-0000-4000-8000-000000000001";

const form = () => (
  <>
    <ResourceFormPage resource={categories} />
    <Link to="/elsewhere">elsewhere</Link>
  </>
);

describe("generic add/edit page (issue 4 'Web')", { timeout: 30_000 }, () => {
  it("shows the contract's message on the field and sends nothing", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    await renderCms("/templates/add-category", form());
    await user.click(await screen.findByRole("button", { name: "Save" }, slow));
    expect(await screen.findByLabelText("Name")).toHaveAccessibleDescription("Name is required");
    expect(callsTo(api, "/api/category")).toHaveLength(0);
  });

  it("puts the server's field error on its field and keeps what was typed", async () => {
    mockApi({
      "POST /api/category": () => ({
        status: 409,
        body: {
          status: "error",
          code: "CONFLICT",
          error: "A category with this name already exists",
          details: [{ path: "name", message: "This name is already in use" }],
        },
      }),
    });
    const user = userEvent.setup();
    await renderCms("/templates/add-category", form());
    const name = await screen.findByLabelText("Name", {}, slow);
    await user.type(name, "Jyotirlinga");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription("This name is already in use"));
    expect(name).toHaveValue("Jyotirlinga");
  });

  it("shows a failure without a field on the page and keeps the values", async () => {
    mockApi({
      "POST /api/category": () => ({
        status: 500,
        body: { status: "error", code: "INTERNAL", error: "Internal server error" },
      }),
    });
    const user = userEvent.setup();
    await renderCms("/templates/add-category", form());
    await user.type(await screen.findByLabelText("Name", {}, slow), "Divya Desam");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Internal server error")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Divya Desam");
  });

  it("warns before unsaved changes are lost", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderCms("/templates/add-category", form());
    await user.type(await screen.findByLabelText("Name", {}, slow), "Shakti Peetha");
    await user.click(screen.getByRole("link", { name: "elsewhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay on this page" }));
    expect(screen.getByTestId("probe")).toHaveTextContent("/templates/add-category");
    expect(await screen.findByLabelText("Name")).toHaveValue("Shakti Peetha");

    await user.click(await screen.findByRole("link", { name: "elsewhere" }, slow));
    const again = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(again).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.getByTestId("probe")).toHaveTextContent("/elsewhere"));
  });

  it("edits: loads the row, saves with PUT and goes to the view page", async () => {
    const row = { id: ID, name: "Jyotirlinga", description: "", createdAt: "", updatedAt: "" };
    const api = mockApi({
      [`GET /api/category/${ID}`]: () => ({ body: { status: "success", data: row } }),
      [`PUT /api/category/${ID}`]: (body) => ({
        body: { status: "success", data: { ...row, ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    await renderCms(`/templates/add-category?id=${ID}`, form());
    const name = await screen.findByLabelText("Name", {}, slow);
    await waitFor(() => expect(name).toHaveValue("Jyotirlinga"));
    await user.type(name, " Kshetra");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent("/templates/view-category"),
    );
    const sent = callsTo(api, `/api/category/${ID}`).filter((c) => c.body);
    expect(sent.map((c) => c.body)).toEqual([
      {
        name: "Jyotirlinga Kshetra",
        description: "",
        translations: {},
      },
    ]);
  });
});

describe("text in six languages (issue 19)", { timeout: 30_000 }, () => {
  it("edits a translation beside the English, shows what is missing and saves every language", async () => {
    const row = {
      id: ID,
      name: "Jyotirlinga",
      description: "A shrine of Shiva as a pillar of light",
      translations: { ta: { name: "ஜோதிர்லிங்கம்" } },
      createdAt: "",
      updatedAt: "",
    };
    const api = mockApi({
      [`GET /api/category/${ID}`]: () => ({ body: { status: "success", data: row } }),
      [`PUT /api/category/${ID}`]: (body) => ({
        body: { status: "success", data: { ...row, ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    await renderCms(`/templates/add-category?id=${ID}`, form());
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Jyotirlinga"), slow);
    const bar = screen.getByRole("group", { name: "Translations" });
    // Hindi lacks both texts; Tamil has the name but not the description.
    expect(within(bar).getByRole("button", { name: /हिन्दी/ })).toHaveTextContent("2 missing");
    expect(within(bar).getByRole("button", { name: /தமிழ்/ })).toHaveTextContent("1 missing");

    await user.click(within(bar).getByRole("button", { name: /தமிழ்/ }));
    const tamil = screen.getByLabelText("Name · தமிழ்");
    expect(tamil).toHaveValue("ஜோதிர்லிங்கம்");
    expect(tamil.closest("[lang]")).toHaveAttribute("lang", "ta");

    await user.click(within(bar).getByRole("button", { name: /हिन्दी/ }));
    await user.type(screen.getByLabelText("Name · हिन्दी"), "ज्योतिर्लिंग");
    expect(within(bar).getByRole("button", { name: /हिन्दी/ })).toHaveTextContent("1 missing");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(screen.getByTestId("probe")).toHaveTextContent("/templates/view-category"),
    );
    const sent = callsTo(api, `/api/category/${ID}`).filter((c) => c.body);
    expect(sent[0]?.body.translations).toEqual({
      ta: { name: "ஜோதிர்லிங்கம்" },
      hi: { name: "ज्योतिर्लिंग" },
    });
  });

  it("names the languages a field still lacks under it", async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderCms("/templates/add-category", form());
    const name = await screen.findByLabelText("Name", {}, slow);
    await user.type(name, "Divya Desam");
    const missing = screen.getAllByText("Missing in:")[0]!.parentElement!;
    for (const lang of ["हिन्दी", "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "മലയാളം"]) {
      expect(within(missing).getByText(lang)).toBeInTheDocument();
    }
  });

  it("a new temple's empty form claims no language complete, and says an unpublished temple is hidden", {
    timeout: 60_000,
  }, async () => {
    mockApi({});
    await renderCms(
      "/templates/add-temple",
      <ResourceFormPage resource={webResource("temples")} />,
    );
    const bar = await screen.findByRole("group", { name: "Translations" }, slow);
    for (const lang of ["हिन्दी", "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "മലയാളം"]) {
      const chip = within(bar).getByRole("button", { name: new RegExp(lang) });
      expect(chip).toHaveTextContent("nothing to translate yet");
      expect(chip).not.toHaveTextContent("complete");
    }
    expect(screen.queryByText("Given in every language")).toBeNull();
    expect(screen.getAllByText(/^Write the English first/).length).toBeGreaterThan(0);
    // Typing the English makes the name something to translate, missing in every language.
    // One change event: typing key by key re-renders this long form for seconds each.
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sri Ranganathaswamy" } });
    expect(within(bar).getByRole("button", { name: /தமிழ்/ })).toHaveTextContent("1 missing");

    const published = screen.getByRole("checkbox", { name: "Published" });
    expect(published).not.toBeChecked();
    expect(published).toHaveAccessibleDescription(
      /^Not published: devotees do not see this temple/,
    );
    fireEvent.click(published);
    expect(published).toHaveAccessibleDescription(
      "Published: devotees find this temple in search and on the map, and can book its poojas.",
    );
  });
});

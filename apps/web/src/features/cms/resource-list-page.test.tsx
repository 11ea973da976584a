import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/render";
import { queriesTo, renderCms } from "./cms-test-utils";
import ResourceListPage from "./resource-list-page";
import { webResource } from "./resources";

const categories = webResource("categories");
// The first render waits for the `cms` translations and the session check.
const slow = { timeout: 8000 };
const row = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  name: `Category ${i}`,
  description: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const page = (rows: unknown[], total = rows.length) => ({
  body: { status: "success", data: rows, meta: { total, page: 1, limit: 20 } },
});

describe("generic view page (issue 4 'Web')", { timeout: 30_000 }, () => {
  it("asks the server for the page, the search text and the sort the user chose", async () => {
    const api = mockApi({ "GET /api/category": () => page([row(1), row(2)], 45) });
    const user = userEvent.setup();
    await renderCms("/templates/view-category", <ResourceListPage resource={categories} />);
    expect(await screen.findByRole("cell", { name: "Category 1" }, slow)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Category" })).toHaveAttribute(
      "href",
      categories.meta.addPage,
    );
    const first = queriesTo(api, "GET", "/api/category")[0]!;
    expect(Object.fromEntries(first)).toEqual({ page: "1", limit: "20", sort: "name" });

    await user.type(screen.getByLabelText("Search"), "Jyoti");
    await waitFor(() =>
      expect(queriesTo(api, "GET", "/api/category").at(-1)?.get("q")).toBe("Jyoti"),
    );

    await user.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() =>
      expect(queriesTo(api, "GET", "/api/category").at(-1)?.get("sort")).toBe("-name"),
    );

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() =>
      expect(queriesTo(api, "GET", "/api/category").at(-1)?.get("page")).toBe("2"),
    );
    expect(screen.getByText("21–40 of 45")).toBeInTheDocument();
  });

  it("deletes only after confirmation", async () => {
    const api = mockApi({
      "GET /api/category": () => page([row(1)]),
      [`DELETE /api/category/${row(1).id}`]: () => ({
        body: { status: "success", data: { id: row(1).id } },
      }),
    });
    const user = userEvent.setup();
    await renderCms("/templates/view-category", <ResourceListPage resource={categories} />);
    await user.click(await screen.findByRole("button", { name: "Delete Category 1" }, slow));
    // The dialog is its own chunk, loaded on first use (decision 136).
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(dialog).toHaveTextContent("Delete 'Category 1'? This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(queriesTo(api, "DELETE", `/api/category/${row(1).id}`)).toHaveLength(0);

    // The dialog closes with a transition; the page is reachable again once it has gone.
    await user.click(await screen.findByRole("button", { name: "Delete Category 1" }, slow));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("'Category 1' was deleted")).toBeInTheDocument();
    expect(queriesTo(api, "DELETE", `/api/category/${row(1).id}`)).toHaveLength(1);
  });

  it("shows the server's 409 message when the row is still used", async () => {
    const message = "Category 'Category 1' is used by 3 temples";
    mockApi({
      "GET /api/category": () => page([row(1)]),
      [`DELETE /api/category/${row(1).id}`]: () => ({
        status: 409,
        body: { status: "error", code: "CONFLICT", error: message },
      }),
    });
    const user = userEvent.setup();
    await renderCms("/templates/view-category", <ResourceListPage resource={categories} />);
    await user.click(await screen.findByRole("button", { name: "Delete Category 1" }, slow));
    await user.click(
      within(await screen.findByRole("dialog", {}, slow)).getByRole("button", { name: "Delete" }),
    );
    expect(await within(screen.getByRole("dialog")).findByText(message)).toBeInTheDocument();
    // The open dialog hides the page from assistive technology; the row is still there.
    expect(screen.getByRole("cell", { name: "Category 1", hidden: true })).toBeInTheDocument();
  });

  it("says so when there is nothing, and shows a failure with a way to try again", async () => {
    let fail = true;
    mockApi({
      "GET /api/category": () =>
        fail
          ? {
              status: 500,
              body: { status: "error", code: "INTERNAL", error: "Internal server error" },
            }
          : page([]),
    });
    const user = userEvent.setup();
    await renderCms("/templates/view-category", <ResourceListPage resource={categories} />);
    expect(await screen.findByText("Internal server error", {}, slow)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No Categories yet.")).toBeInTheDocument();
  });
});

import { Button, TableCell, TableRow, TextField } from "@mui/material";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderAt } from "../../test/render";
import { HttpError } from "../lib/http";
import { useListParams } from "./staff-list";
import { StaffListCard } from "./staff-list-card";

type Row = { id: string; name: string };

describe("StaffListCard (a back-office list page)", { timeout: 30_000 }, () => {
  it("heads the page with its title, names its filters and its table, and keeps the extras in place", async () => {
    mockApi({});
    await renderAt(
      "/shop/orders",
      <StaffListCard<Row>
        title="Orders"
        action={<Button>New order</Button>}
        filtersLabel="Filters"
        filterFields={<TextField size="small" label="Search" />}
        above={<p>2 orders, ₹500.00</p>}
        below={<p>Export</p>}
        list={{
          data: { data: [{ id: "1", name: "Kumkum" }], meta: { total: 2 } },
          isFetching: false,
          isError: false,
          isSuccess: true,
          error: null,
          refetch: vi.fn(),
        }}
        columns={[{ label: "Item" }]}
        loadingLabel="Loading orders"
        retryLabel="Try again"
        emptyText="No orders"
        filters={{ page: 1, limit: 1 }}
        update={() => {}}
        row={(r) => (
          <TableRow key={r.id}>
            <TableCell>{r.name}</TableCell>
          </TableRow>
        )}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    expect(screen.getByRole("button", { name: "New order" })).toBeVisible();
    expect(
      within(screen.getByRole("group", { name: "Filters" })).getByRole("textbox", {
        name: "Search",
      }),
    ).toBeVisible();
    const table = screen.getByRole("table", { name: "Orders" });
    expect(within(table).getByText("Kumkum")).toBeVisible();
    // The sum reads before the table, the export after it.
    const sum = screen.getByText("2 orders, ₹500.00");
    const exp = screen.getByText("Export");
    expect(sum.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(table.compareDocumentPosition(exp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("without labels of its own, names its Filters, says Loading and Try again, offers 20, 50 or 100 rows, and ends the filters with the search and Clear filters", async () => {
    mockApi({});
    const refetch = vi.fn();
    function Page() {
      const { filters, update, clear } = useListParams({ status: null, q: null });
      return (
        <>
          <output data-testid="filters">{JSON.stringify(filters)}</output>
          <StaffListCard<Row>
            title="Orders"
            filterFields={<TextField size="small" label="Status" />}
            search={{ label: "Order number or mobile", clear }}
            list={{
              data: { data: [{ id: "1", name: "Kumkum" }], meta: { total: 45 } },
              isFetching: true,
              isError: true,
              isSuccess: false,
              error: new HttpError(503, { status: "error", code: "BUSY", error: "Busy" }),
              refetch,
            }}
            columns={[{ label: "Item" }]}
            emptyText="No orders"
            filters={filters}
            update={update}
            row={(r) => (
              <TableRow key={r.id}>
                <TableCell>{r.name}</TableCell>
              </TableRow>
            )}
          />
        </>
      );
    }
    await renderAt("/shop/orders?status=paid&q=ganesha&limit=20", <Page />);
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("combobox", { name: "Rows per page:" }));
    const choices = await screen.findAllByRole("option");
    expect(choices.map((o) => o.textContent)).toEqual(["20", "50", "100"]);
    await userEvent.keyboard("{Escape}");

    // The search box and the clear button come last in the named row of filters.
    const bar = screen.getByRole("group", { name: "Filters" });
    const search = within(bar).getByRole("textbox", { name: "Order number or mobile" });
    expect(search).toHaveValue("ganesha");
    const clearButton = within(bar).getByRole("button", { name: "Clear filters" });
    expect(
      within(bar).getByRole("textbox", { name: "Status" }).compareDocumentPosition(search) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(clearButton);
    expect(search).toHaveValue("");
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId("filters").textContent ?? "")).toEqual({
        page: 1,
        limit: 20,
      }),
    );
  });
});

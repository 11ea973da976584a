import { Button, TableCell, TableRow, TextField } from "@mui/material";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderAt } from "../../test/render";
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
});

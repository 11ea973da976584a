import { TableCell, TableRow } from "@mui/material";
import { DEFAULT_PAGE_SIZE } from "@sannidhi/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderAt } from "../../test/render";
import { HttpError } from "../lib/http";
import { PagedList } from "./paged-list";
import { ISO_DAY, useListParams } from "./staff-list";

type Row = { id: string; name: string };
const answer = (rows: Row[]) => ({ data: rows, meta: { total: rows.length } });

function list(over: Partial<Parameters<typeof PagedList<Row>>[0]["list"]> = {}) {
  return {
    data: answer([]),
    isFetching: false,
    isError: false,
    isSuccess: true,
    error: null,
    refetch: vi.fn(),
    ...over,
  };
}

function Page({ l, emptyBelow }: { l: ReturnType<typeof list>; emptyBelow?: boolean }) {
  return (
    <PagedList<Row>
      list={l}
      label="Temples"
      columns={[{ label: "Name" }]}
      loadingLabel="Loading temples"
      retryLabel="Try again"
      emptyText="No temples match"
      emptyBelow={emptyBelow}
      filters={{ page: 1, limit: 20 }}
      update={() => {}}
      row={(r) => (
        <TableRow key={r.id}>
          <TableCell>{r.name}</TableCell>
        </TableRow>
      )}
    />
  );
}

describe("PagedList, the back-office lists' states", () => {
  it("shows a row an item in the named table, and no empty text", async () => {
    mockApi({});
    const rows = list({ data: answer([{ id: "1", name: "Kapaleeswarar" }]) });
    await renderAt("/list", <Page l={rows} />);
    const table = screen.getByRole("table", { name: "Temples" });
    expect(within(table).getByText("Kapaleeswarar")).toBeInTheDocument();
    expect(screen.queryByText("No temples match")).toBeNull();
  });

  it("does not say the table is empty while the list is being fetched", async () => {
    mockApi({});
    await renderAt(
      "/list",
      <Page l={list({ data: undefined, isFetching: true, isSuccess: false })} />,
    );
    expect(screen.getByRole("progressbar", { name: "Loading temples" })).toBeInTheDocument();
    expect(screen.queryByText("No temples match")).toBeNull();
  });

  it("puts the empty text in the table, or under it for the lists that say it there", async () => {
    mockApi({});
    await renderAt("/list", <Page l={list()} />);
    expect(
      within(screen.getByRole("table", { name: "Temples" })).getByText("No temples match"),
    ).toBeInTheDocument();
  });

  it("under the table, says nothing is there once the answer has come, not before", async () => {
    mockApi({});
    const view = await renderAt("/list", <Page emptyBelow l={list()} />);
    const table = screen.getByRole("table", { name: "Temples" });
    expect(within(table).queryByText("No temples match")).toBeNull();
    expect(screen.getByText("No temples match")).toBeInTheDocument();
    view.unmount();
    await renderAt("/list", <Page emptyBelow l={list({ isFetching: true, isSuccess: false })} />);
    expect(screen.queryByText("No temples match")).toBeNull();
  });

  it("shows the server's refusal with a retry that asks again", async () => {
    mockApi({});
    const l = list({
      data: undefined,
      isError: true,
      isSuccess: false,
      error: new HttpError(503, { status: "error", code: "BUSY", error: "The server is busy" }),
    });
    await renderAt("/list", <Page l={l} />);
    expect(screen.getByText("The server is busy")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(l.refetch).toHaveBeenCalledTimes(1);
  });
});

function Filters() {
  const { filters } = useListParams({ day: ISO_DAY, date: ISO_DAY, status: ["open", "closed"] });
  return <output data-testid="filters">{JSON.stringify(filters)}</output>;
}

describe("useListParams", () => {
  it("keeps only the values a filter allows: a list of choices or a pattern", async () => {
    mockApi({});
    await renderAt("/list?day=2026-01-05&date=5%2F1%2F2026&status=lost&page=2", <Filters />);
    expect(JSON.parse(screen.getByTestId("filters").textContent ?? "")).toEqual({
      page: 2,
      limit: DEFAULT_PAGE_SIZE,
      day: "2026-01-05",
    });
  });
});

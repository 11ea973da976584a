import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
// Zod-free (decision 136): the barrel would bring zod and every contract to each list's first view.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@sannidhi/contracts/cms-rules";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSearchText } from "../features/cms/use-debounced";
import { withChanges } from "./query-filters";

/** A back-office list's filters as its query string holds them: page, rows per page and the rest. */
export type ListFilters = Record<string, string | number | undefined> & {
  page: number;
  limit: number;
};

/** How a pager or a filter asks for a change of the list: see `withChanges`. */
type ListUpdate = (changes: Record<string, string | undefined>) => void;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A day as the date filters write it. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A back-office list's filters in the query string: `keys` as given (only the `allowed` values
 * of each, when a list or a pattern is given), `page` and `limit`. Any change but the page goes
 * back to 1.
 */
export function useListParams<K extends string>(
  keys: Record<K, readonly string[] | RegExp | null>,
) {
  const [params, setParams] = useSearchParams();
  const filters = {
    page: positive(params.get("page"), 1),
    limit: Math.min(positive(params.get("limit"), DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
  } as ListFilters & Partial<Record<K, string>>;
  for (const [key, allowed] of Object.entries<readonly string[] | RegExp | null>(keys)) {
    const v = params.get(key)?.trim();
    const fits =
      !allowed || (allowed instanceof RegExp ? allowed.test(v ?? "") : allowed.includes(v ?? ""));
    if (v && fits && v.length <= 60) (filters as ListFilters)[key] = v;
  }
  const update: ListUpdate = (changes) =>
    setParams((prev) => withChanges(prev, changes), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, update, clear };
}

/**
 * The search box of a list whose text is the query string's `q`: what the box shows, and how it
 * changes; the URL follows once typing pauses (an empty box removes `q`).
 */
export function useListSearch(filters: { q?: string | number }, update: ListUpdate) {
  return useSearchText(String(filters.q ?? ""), (q) => update({ q: q || undefined }));
}

/**
 * Page and rows per page held by the page itself, for a list that keeps them out of its URL.
 * `update` answers as `useListParams`'s does: any change but the page goes back to page 1, so
 * `update({})` is "back to the first page" (a new search, sort or folder).
 */
export function useListPaging(limit: number = DEFAULT_PAGE_SIZE) {
  const [paging, setPaging] = useState({ page: 1, limit });
  const update: ListUpdate = (changes) =>
    setPaging((prev) => ({
      page: "page" in changes ? positive(changes.page ?? null, 1) : 1,
      limit: positive(changes.limit ?? null, prev.limit),
    }));
  return { paging, update };
}

/**
 * The pager under every back-office list: page and rows per page (through `update`, into the
 * URL or the page's own state), its labels and buttons in the staff member's language (MUI's
 * own are English). `sizes` are the rows-per-page choices the list offers.
 */
export function ListPager({
  total,
  filters,
  update,
  sizes = [10, 20, 50, 100],
}: {
  total: number;
  filters: Pick<ListFilters, "page" | "limit">;
  update: ListUpdate;
  sizes?: number[];
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={filters.page - 1}
      rowsPerPage={filters.limit}
      onPageChange={(_, p) => update({ page: p > 0 ? String(p + 1) : undefined })}
      onRowsPerPageChange={(e) => update({ limit: e.target.value })}
      rowsPerPageOptions={sizes}
      labelRowsPerPage={t("pager.rowsPerPage")}
      labelDisplayedRows={({ from, to, count }) => t("pager.displayed", { from, to, count })}
      getItemAriaLabel={(type) => t(`list.${type}`)}
    />
  );
}

/** Under a table with nothing in it, once the answer has come: saying so. */
export function ListEmpty({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <Box sx={{ py: 4, textAlign: "center" }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** The one row of an empty table, saying so. */
export function NoRows({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns}>{text}</TableCell>
    </TableRow>
  );
}

/**
 * Cells 8 px apart on each side, 16 px at the table's two ends. MUI's 16 px on every side cost an
 * eight-column table 256 px of padding: the bookings table came out 90 px wider than a 1280 px
 * laptop leaves it and its Status column was cut (issue 38, decision 234). A table still too wide
 * (a phone) scrolls inside its container.
 */
const CELL_SPACING = {
  "& .MuiTableCell-root": { px: 1 },
  // A name of one long word (a pooja's compound name, a pasted code) breaks inside the word
  // rather than widening its column until Status is pushed out of the frame. Cells that must
  // stay whole (a receipt number, a date) say so with their own `nowrap`.
  "& .MuiTableBody-root .MuiTableCell-root": { overflowWrap: "anywhere" },
  "& .MuiTableCell-root:first-of-type": { pl: 2 },
  "& .MuiTableCell-root:last-of-type": { pr: 2 },
} as const;

/** A back-office table: its name, its column headings (money to the right) and its rows. */
export function ListTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: { label: string; right?: boolean }[];
  children: ReactNode;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={CELL_SPACING}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.right ? "right" : "left"}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The free-text filter (the query string's `q`, written once typing pauses) and the button that
 * clears every filter, the text too ("Clear filters" unless the list says otherwise).
 */
export function SearchAndClear({
  label,
  clearLabel,
  filters,
  update,
  clear,
}: {
  label: string;
  clearLabel?: string;
  filters: { q?: string | number };
  update: ListUpdate;
  clear: () => void;
}) {
  const { t } = useTranslation();
  const [value, onChange] = useListSearch(filters, update);
  return (
    <>
      <TextField
        size="small"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button
        onClick={() => {
          onChange("");
          clear();
        }}
      >
        {clearLabel ?? t("list.clearFilters")}
      </Button>
    </>
  );
}

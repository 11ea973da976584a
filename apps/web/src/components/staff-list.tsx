import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from "@mui/material";
import { DEFAULT_PAGE_SIZE } from "@sannidhi/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { withChanges } from "./query-filters";

/** A back-office list's filters as its query string holds them: page, rows per page and the rest. */
export type ListFilters = Record<string, string | number | undefined> & {
  page: number;
  limit: number;
};

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A back-office list's filters in the query string: `keys` as given (only the `allowed` values
 * of each, when a list is given), `page` and `limit`. Any change but the page goes back to 1.
 */
export function useListParams(keys: Record<string, readonly string[] | null>) {
  const [params, setParams] = useSearchParams();
  const filters: ListFilters = {
    page: positive(params.get("page"), 1),
    limit: Math.min(positive(params.get("limit"), DEFAULT_PAGE_SIZE), 100),
  };
  for (const [key, allowed] of Object.entries(keys)) {
    const v = params.get(key)?.trim();
    if (v && (!allowed || allowed.includes(v)) && v.length <= 60) filters[key] = v;
  }
  const update = (changes: Record<string, string | undefined>) =>
    setParams((prev) => withChanges(prev, changes), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, update, clear };
}

/**
 * The pager under a back-office table: page and rows per page, both in the URL, its labels in the
 * staff member's language (MUI's own are English).
 */
export function ListPager({
  total,
  filters,
  update,
}: {
  total: number;
  filters: ListFilters;
  update: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={filters.page - 1}
      rowsPerPage={filters.limit}
      onPageChange={(_, p) => update({ page: String(p + 1) })}
      onRowsPerPageChange={(e) => update({ limit: e.target.value })}
      rowsPerPageOptions={[20, 50, 100]}
      labelRowsPerPage={t("pager.rowsPerPage")}
      labelDisplayedRows={({ from, to, count }) => t("pager.displayed", { from, to, count })}
    />
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
      <Table size="small" aria-label={label}>
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

/** The free-text filter and the button that clears every filter (the text too). */
export function SearchAndClear({
  label,
  clearLabel,
  value,
  onChange,
  onClear,
}: {
  label: string;
  clearLabel: string;
  value: string;
  onChange: (text: string) => void;
  onClear: () => void;
}) {
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
          onClear();
        }}
      >
        {clearLabel}
      </Button>
    </>
  );
}

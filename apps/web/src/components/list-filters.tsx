import { MenuItem, Stack, TextField } from "@mui/material";
import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";

/** A back-office list's filters as the pieces below read them: by name, from the query string. */
type Filters = Partial<Record<string, string | number>>;
type Update = (changes: Record<string, string | undefined>) => void;

/**
 * The list's filters and how to change them, given once to the `FilterBar` for every filter in
 * it (each would otherwise be handed the same two props).
 */
const ListQuery = createContext<{ filters: Filters; update: Update } | null>(null);

/** The filters and `update` of the `FilterBar` a filter stands in. */
export function useListQuery() {
  const query = useContext(ListQuery);
  if (!query) throw new Error("A list filter stands inside a FilterBar given filters and update");
  return query;
}

/**
 * The row of filters above a back-office list, named for screen readers ("Filters" unless the
 * list says otherwise); wraps on a narrow screen. The filters in it read and write `filters`
 * through `update` (a row of other controls needs neither).
 */
export function FilterBar({
  label,
  filters,
  update,
  children,
}: {
  label?: string;
  /** Any page's filters (an interface too): the filters read their values by name. */
  filters?: object;
  update?: Update;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const row = (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ mb: 2, flexWrap: "wrap" }}
      useFlexGap
      role="group"
      aria-label={label ?? t("list.filters")}
    >
      {children}
    </Stack>
  );
  if (!filters || !update) return row;
  return (
    <ListQuery.Provider value={{ filters: filters as Filters, update }}>{row}</ListQuery.Provider>
  );
}

/**
 * A filter with a fixed set of choices and "any" first; choosing writes `name` to the query
 * string (choosing "any" removes it).
 */
export function SelectFilter({
  name,
  label,
  anyLabel,
  options,
  minWidth = 160,
  disabled,
}: {
  name: string;
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  minWidth?: number;
  disabled?: boolean;
}) {
  const { filters, update } = useListQuery();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={filters[name] ?? ""}
      onChange={(e) => update({ [name]: e.target.value || undefined })}
      disabled={disabled}
      sx={{ minWidth }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day filter (`YYYY-MM-DD`, the browser's date picker) written to the query string as `name`. */
export function DateFilter({ name, label }: { name: string; label: string }) {
  const { filters, update } = useListQuery();
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={filters[name] ?? ""}
      onChange={(e) => update({ [name]: e.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

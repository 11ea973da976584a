import { MenuItem, Stack, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A back-office list's filters as the pieces below read them: by name, from the query string. */
type Filters = Partial<Record<string, string | number>>;
type Update = (changes: Record<string, string | undefined>) => void;

/**
 * The row of filters above a back-office list, named for screen readers ("Filters" unless the
 * list says otherwise); wraps on a narrow screen.
 */
export function FilterBar({ label, children }: { label?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
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
}

/**
 * A filter with a fixed set of choices and "any" first; choosing writes `name` to the query
 * string (choosing "any" removes it).
 */
export function SelectFilter({
  name,
  filters,
  update,
  label,
  anyLabel,
  options,
  minWidth = 160,
  disabled,
}: {
  name: string;
  filters: Filters;
  update: Update;
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  minWidth?: number;
  disabled?: boolean;
}) {
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
export function DateFilter({
  name,
  filters,
  update,
  label,
}: {
  name: string;
  filters: Filters;
  update: Update;
  label: string;
}) {
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

import { FormControl, InputLabel, NativeSelect, OutlinedInput, Stack } from "@mui/material";
import type { Translations } from "@sannidhi/contracts/languages";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCategories, useDeities, useDistricts, useStates } from "./discovery-api";
import { nameIn, useContentLanguage } from "./localized";
import type { SearchFilters } from "./search-params";

type Choice = "state" | "district" | "category" | "deity";

interface Props {
  filters: SearchFilters;
  /** `undefined` clears that filter. Choosing a state clears the district (it belonged to the old one). */
  onChange: (key: Choice, value: string | undefined) => void;
}

/**
 * The state → district, category and deity pickers. Native selects: every phone shows its own
 * list wheel, screen readers know them, and they cost nothing to download.
 */
export function SearchFilterPickers({ filters, onChange }: Props) {
  const { t } = useTranslation("discovery");
  const states = useStates();
  const districts = useDistricts(filters.state);
  const categories = useCategories();
  const deities = useDeities();

  return (
    <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5, flexWrap: "wrap" }}>
      <Picker
        id="filter-state"
        label={t("search.state")}
        value={filters.state}
        onChange={(v) => onChange("state", v)}
        all={t("search.allStates")}
        options={states.data}
      />
      <Picker
        id="filter-district"
        label={t("search.district")}
        value={filters.district}
        onChange={(v) => onChange("district", v)}
        all={filters.state ? t("search.allDistricts") : t("search.chooseStateFirst")}
        options={filters.state ? districts.data : []}
        disabled={!filters.state}
      />
      <Picker
        id="filter-category"
        label={t("search.category")}
        value={filters.category}
        onChange={(v) => onChange("category", v)}
        all={t("search.allCategories")}
        options={categories.data}
      />
      <Picker
        id="filter-deity"
        label={t("search.deity")}
        value={filters.deity}
        onChange={(v) => onChange("deity", v)}
        all={t("search.allDeities")}
        options={deities.data}
      />
    </Stack>
  );
}

interface PickerProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  all: string;
  options: { id: string; name: string; translations?: Translations }[] | undefined;
  disabled?: boolean;
}

function Picker({ id, label, value, onChange, all, options, disabled }: PickerProps) {
  // Names in the devotee's language (English where a row has none, marked so), in that
  // language's order.
  const lang = useContentLanguage();
  const list = useMemo(
    () =>
      (options ?? [])
        .map((o) => ({ id: o.id, ...nameIn(o, lang) }))
        .sort((a, b) => a.text.localeCompare(b.text, lang)),
    [options, lang],
  );
  // While the list loads, the chosen id from the URL stays selected (as a blank option) instead
  // of silently falling back to "All".
  const known = !value || list.some((o) => o.id === value);
  const items: ReactNode[] = [
    <option key="" value="">
      {all}
    </option>,
    ...(known ? [] : [<option key={value} value={value} />]),
    ...list.map((o) => (
      <option key={o.id} value={o.id} lang={o.lang}>
        {o.text}
      </option>
    )),
  ];
  // NativeSelect, not TextField: TextField always bundles the menu Select (≈ 18 KB gzip) that a
  // native picker never uses.
  return (
    <FormControl
      size="small"
      disabled={disabled}
      sx={{ minWidth: { sm: 200 }, flex: { sm: "1 1 0" } }}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id }}
      >
        {items}
      </NativeSelect>
    </FormControl>
  );
}

import { MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useTempleOptions } from "./staff-bookings-api";

/** The temple filter: every temple of the CMS list, by name. */
export function TempleSelect({
  value,
  onChange,
  allowAny,
}: {
  value: string;
  onChange(id: string): void;
  allowAny?: boolean;
}) {
  const { t } = useTranslation("staff-bookings");
  const temples = useTempleOptions();
  const options = temples.data ?? [];
  // Until the list arrives, an id from the URL is kept rather than refused by the select.
  const known = value === "" || options.some((o) => o.id === value);
  return (
    <TextField
      select
      size="small"
      label={t("list.temple")}
      value={known ? value : ""}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220 }}
      disabled={temples.isPending}
    >
      {allowAny && <MenuItem value="">{t("list.anyTemple")}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

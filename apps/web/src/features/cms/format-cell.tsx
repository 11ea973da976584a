import { Chip } from "@mui/material";
import type { TFunction } from "i18next";
import type { ColumnDef } from "./resource-types";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** A table cell's text from a DTO value, by the column's declared format. */
export function formatCell(column: ColumnDef, value: unknown, t: TFunction, lang: string) {
  if (value === null || value === undefined || value === "") return "—";
  switch (column.format) {
    case "ref":
      return (value as { name?: string }).name ?? "—";
    case "money":
      return rupees.format(Number(value) / 100);
    case "bool":
      return (
        <Chip
          size="small"
          color={value ? "success" : "default"}
          label={t(value ? "cell.yes" : "cell.no")}
        />
      );
    case "date":
      return new Date(String(value)).toLocaleString(lang, {
        dateStyle: "medium",
        timeStyle: "short",
      });
    case "enum":
      return t(`options.${String(value)}`, { defaultValue: String(value) });
    default: {
      const text = String(value);
      return text.length > 80 ? `${text.slice(0, 80)}…` : text;
    }
  }
}

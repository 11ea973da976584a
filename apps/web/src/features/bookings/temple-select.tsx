import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useListQuery } from "../../components/list-filters";
import { RefPicker } from "../cms/ref-picker";
import { webResource } from "../cms/resources";
import { useResourceItem } from "../cms/use-cms";

const temples = webResource("temples");

/**
 * The temple filter: the CMS temple picker (searched on the server as one types, so it works
 * with thousands of temples). A temple chosen through the URL is named from its own record.
 */
export function TempleSelect({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { t } = useTranslation("staff-bookings");
  const chosen = useResourceItem(temples, value || null);
  const known = chosen.data ? [{ id: chosen.data.id, label: String(chosen.data.name) }] : [];
  return (
    <Box sx={{ minWidth: 260 }}>
      <RefPicker
        label={t("list.temple")}
        target={temples}
        multiple={false}
        value={value || null}
        known={known}
        onChange={(id) => onChange((id as string | null) ?? "")}
        onBlur={() => {}}
      />
    </Box>
  );
}

/**
 * The temple filter of a back-office list (inside its `FilterBar`), kept in the query string as
 * `name` (gone when no temple is chosen). `resets` are filters that only make sense for one temple (its donation
 * purposes), dropped whenever the temple changes.
 */
export function TempleFilter({
  name = "temple_id",
  resets = [],
}: {
  name?: string;
  resets?: string[];
}) {
  const { filters, update } = useListQuery();
  return (
    <TempleSelect
      value={String(filters[name] ?? "")}
      onChange={(id) =>
        update({
          [name]: id || undefined,
          ...Object.fromEntries(resets.map((k) => [k, undefined])),
        })
      }
    />
  );
}

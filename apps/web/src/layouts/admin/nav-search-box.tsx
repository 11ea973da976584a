import Close from "@mui/icons-material/Close";
import { Autocomplete, Box, createFilterOptions, IconButton, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { NAVIGATION } from "../../app/navigation";
import { useSession } from "../../app/session";
import { labelLine, useShellLabel } from "./shell-labels";
import { type SearchEntry, searchEntries } from "./visible-navigation";

/** An entry in the back-office's language, still found by the English words staff may know. */
interface ShownEntry extends SearchEntry {
  english: string;
}

const filter = createFilterOptions<ShownEntry>({
  // Names and sections only: every path starts with /templates/, which would match 'temp'.
  stringify: (o) => `${o.section} ${o.name} ${o.english}`,
});

/**
 * The open search box of the top bar: a page the person may open, found by name. Its own chunk
 * (MUI's Autocomplete and text field, ~26 KB on the wire), fetched when the search icon is first
 * used rather than with every back-office page (issue 14's budget, docs/benchmarks.md).
 */
export default function NavSearchBox({ onClose }: { onClose(): void }) {
  const { t } = useTranslation("admin");
  const { user } = useSession();
  const navigate = useNavigate();
  const label = useShellLabel();
  const line = (english: string) => (english ? labelLine(label(english)) : "");
  const entries: ShownEntry[] = (user ? searchEntries(NAVIGATION, user.role) : []).map((e) => ({
    ...e,
    english: `${e.section} ${e.name}`,
    name: line(e.name),
    section: line(e.section),
  }));
  return (
    <Box sx={{ display: "flex", alignItems: "center", flex: 1, maxWidth: 480, gap: 0.5 }}>
      <Autocomplete
        options={entries}
        groupBy={(o) => o.section}
        getOptionLabel={(o) => o.name}
        getOptionKey={(o) => o.path}
        filterOptions={filter}
        noOptionsText={t("search.none")}
        openOnFocus={false}
        autoHighlight
        onChange={(_e, entry) => {
          if (!entry) return;
          onClose();
          navigate(entry.path);
        }}
        sx={{ flex: 1 }}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            size="small"
            placeholder={t("search.placeholder")}
            onKeyDown={(e) => {
              if (e.key === "Escape" && !(e.target as HTMLInputElement).value) onClose();
            }}
            inputProps={{ ...params.inputProps, "aria-label": t("search.label") }}
            sx={{ bgcolor: "background.paper", borderRadius: 1 }}
          />
        )}
      />
      <IconButton color="inherit" aria-label={t("search.close")} onClick={onClose}>
        <Close />
      </IconButton>
    </Box>
  );
}

import Close from "@mui/icons-material/Close";
import { Autocomplete, Box, createFilterOptions, IconButton, TextField } from "@mui/material";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { NAVIGATION } from "../../app/navigation";
import { useSession } from "../../app/session";
import { type SearchEntry, searchEntries } from "./visible-navigation";

const filter = createFilterOptions<SearchEntry>({
  // Names and sections only: every path starts with /templates/, which would match 'temp'.
  stringify: (o) => `${o.section} ${o.name}`,
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
  const entries = useMemo(() => (user ? searchEntries(NAVIGATION, user.role) : []), [user]);
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

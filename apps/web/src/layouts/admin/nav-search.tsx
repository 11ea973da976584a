import Close from "@mui/icons-material/Close";
import Search from "@mui/icons-material/Search";
import { Autocomplete, Box, createFilterOptions, IconButton, TextField } from "@mui/material";
import { useMemo, useState } from "react";
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
 * The top-bar search of spec section 2 ("top search box toggled by an icon, placeholder
 * 'Search here...'"): finds a back-office page the person may open and goes there.
 */
export function NavSearch() {
  const { t } = useTranslation("admin");
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => (user ? searchEntries(NAVIGATION, user.role) : []), [user]);

  if (!open) {
    return (
      <IconButton color="inherit" aria-label={t("search.open")} onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
    );
  }
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
          setOpen(false);
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
              if (e.key === "Escape" && !(e.target as HTMLInputElement).value) setOpen(false);
            }}
            inputProps={{ ...params.inputProps, "aria-label": t("search.label") }}
            sx={{ bgcolor: "background.paper", borderRadius: 1 }}
          />
        )}
      />
      <IconButton color="inherit" aria-label={t("search.close")} onClick={() => setOpen(false)}>
        <Close />
      </IconButton>
    </Box>
  );
}

import { createTheme } from "@mui/material/styles";

/** The public site's theme; the back-office has its own selectable themes. */
export const publicTheme = createTheme({
  palette: {
    primary: { main: "#1e3a8a" },
    secondary: { main: "#b45309" },
  },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Noto Sans Tamil", sans-serif',
  },
});

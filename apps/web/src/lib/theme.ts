import { createTheme } from "@mui/material/styles";
import { FONT_STACK } from "./fonts";

/** The public site's theme; the back-office has its own selectable themes. */
export const publicTheme = createTheme({
  palette: {
    primary: { main: "#1e3a8a" },
    secondary: { main: "#b45309" },
  },
  typography: {
    fontFamily: FONT_STACK,
  },
});

import { ThemeProvider } from "@mui/material";
import { render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { i18n, i18nReady } from "./lib/i18n";
import { publicTheme } from "./lib/theme";

/** Renders a public page as the app does: theme, translations (English) and a router. */
export async function renderPage(ui: ReactNode, path = "/") {
  await i18nReady;
  if (i18n.language !== "en") await i18n.changeLanguage("en");
  return render(
    <ThemeProvider theme={publicTheme}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </ThemeProvider>,
  );
}

import { ThemeProvider } from "@mui/material";
import type { ReactNode } from "react";
import { renderAt } from "../../../test/render";
import { fakeSession } from "../../../test/render-shell";
import { GUARDED_ROUTES } from "../../app/navigation";
import { SessionContext } from "../../app/session";
import { ShellSettingsProvider, useShellSettings } from "../../layouts/admin/shell-settings";
import { shellTheme } from "../../layouts/admin/themes";
import StyleguidePage from "./styleguide-page";

/** The back-office theme the shell would give the page (what AdminLayout does). */
function ShellTheme({ children }: { children: ReactNode }) {
  const { theme } = useShellSettings();
  return <ThemeProvider theme={shellTheme(theme)}>{children}</ThemeProvider>;
}

/** A style-guide page at its route, as the router shows it inside the shell's settings and theme. */
export function renderStyleguide(path: string) {
  const route = GUARDED_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not a guarded route`);
  return renderAt(
    path,
    // Signed in as an SA, as the guard in front of these pages requires.
    <SessionContext.Provider value={fakeSession("SA")}>
      <ShellSettingsProvider>
        <ShellTheme>
          <StyleguidePage path={path} title={route.title} />
        </ShellTheme>
      </ShellSettingsProvider>
    </SessionContext.Provider>,
  );
}

/** The lazy page and its translations take a few seconds on a busy machine. */
export const slow = { timeout: 15_000 };

export const ok = (data: unknown, meta?: unknown) => ({
  body: { status: "success", data, ...(meta ? { meta } : {}) },
});

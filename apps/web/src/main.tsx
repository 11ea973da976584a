import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createRouter } from "./app/router";
import { SessionProvider } from "./app/session";
import { applyTextSize, storedTextSize } from "./components/text-size";
import { prepareScriptFonts, registerScriptFonts } from "./lib/fonts";
import { i18n } from "./lib/i18n";
import { registerServiceWorker } from "./lib/service-worker";
import { publicTheme } from "./lib/theme";

// Before the first paint, so an elder's chosen text size never flashes small.
applyTextSize(storedTextSize());
// The font of each language the devotee switches to (the switcher also waits for it).
i18n.on("languageChanged", (lng) => registerScriptFonts([lng]));

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// The language's script font first (lib/fonts.ts: text drawn before it loads stays boxes on a
// device without the script); English and an installed font do not wait.
void prepareScriptFonts(i18n.language ?? String(i18n.options.lng ?? "en")).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <ThemeProvider theme={publicTheme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={createRouter()} />
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);

if (import.meta.env.PROD) registerServiceWorker();

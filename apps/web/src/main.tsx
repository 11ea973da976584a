import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createRouter } from "./app/router";
import { SessionProvider } from "./app/session";
import { applyTextSize, storedTextSize } from "./components/text-size";
import "./lib/i18n";
import { registerServiceWorker } from "./lib/service-worker";
import { publicTheme } from "./lib/theme";

// Before the first paint, so an elder's chosen text size never flashes small.
applyTextSize(storedTextSize());

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

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
);

if (import.meta.env.PROD) registerServiceWorker();

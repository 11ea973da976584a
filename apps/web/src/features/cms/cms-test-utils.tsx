import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { mockApi } from "../../../test/render";
import { renderAt } from "../../../test/render";

/** A CMS page at `path` with a fresh query client (no retries: a failure shows at once). */
export function renderCms(path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(path, <QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

/** The query strings sent to `path`, in order. */
export function queriesTo(spy: ReturnType<typeof mockApi>, method: string, path: string) {
  return spy.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), "http://localhost");
      return url.pathname === path && (init?.method ?? "GET") === method;
    })
    .map(([input]) => new URL(String(input), "http://localhost").searchParams);
}

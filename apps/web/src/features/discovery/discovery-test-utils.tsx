import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { i18n, i18nReady } from "../../lib/i18n";

/** Renders `element` as the route `pattern` at `url`, in English, with a fresh query client. */
export async function renderRoute(pattern: string, url: string, element: ReactNode) {
  await i18nReady;
  await i18n.changeLanguage("en");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element: <Suspense fallback={<p>loading</p>}>{element}</Suspense> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}

/** The query strings sent to `path`, in order. */
export function queriesTo(fetchSpy: { mock: { calls: unknown[][] } }, path: string) {
  return fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((u) => u.pathname === path)
    .map((u) => u.searchParams);
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const list = (rows: unknown[], meta = { total: rows.length, page: 1, limit: 20 }) => ({
  body: { status: "success", data: rows, meta },
});

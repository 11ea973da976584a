import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { SessionProvider, useSession } from "../src/app/session";
import { i18n, i18nReady } from "../src/lib/i18n";

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Handler = (body: unknown, init: RequestInit) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces `fetch` with a table of "METHOD /path" → answer; anything else is a 404 envelope.
 * Returns the spy so tests can assert what was sent.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    const handler = handlers[key];
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const res = handler
      ? await handler(body, init)
      : { status: 404, body: { status: "error", code: "NOT_FOUND", error: "Not found" } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { "content-type": "application/json", ...res.headers },
    });
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

/** The calls made to one path, with their parsed JSON bodies and headers. */
export function callsTo(spy: ReturnType<typeof mockApi>, path: string) {
  return spy.mock.calls
    .filter(([input]) => new URL(String(input), "http://localhost").pathname === path)
    .map(([, init]) => ({
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    }));
}

/** A JWT-shaped token whose `exp` is `secondsFromNow` away (the web app never verifies it). */
export function fakeToken(secondsFromNow: number, sub = "u1"): string {
  const b64 = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub, exp })}.signature`;
}

/** Shows where the router is and who the session says is signed in. */
function Probe() {
  const location = useLocation();
  const { state } = useSession();
  return (
    <output data-testid="probe">
      {location.pathname}|{state.status}
      {state.status === "authenticated" ? `|${state.user.role}` : ""}
    </output>
  );
}

/**
 * Renders `element` at `path` inside the real session provider, a fresh query client and i18n
 * (English). `pattern` is the route it is mounted on when the page reads params
 * (`/app/bookings/:id`); any other path shows only the probe.
 */
export async function renderAt(path: string, element: ReactNode, pattern = path.split("?")[0]) {
  await i18nReady;
  await i18n.changeLanguage("en");
  const onUnauthorized = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <Suspense fallback={<p>loading</p>}>
            {element}
            <Probe />
          </Suspense>
        ),
      },
      { path: "*", element: <Probe /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <SessionProvider onUnauthorized={onUnauthorized}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, onUnauthorized };
}

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { type Role, type SessionApi, SessionContext, type SessionUser } from "../src/app/session";
import AdminLayout from "../src/layouts/admin/admin-layout";
import "../src/lib/i18n";

/** A fixed, signed-in session: the shell only reads the user and calls signOut. */
export function fakeSession(role: Role, extra: Partial<SessionUser> = {}): SessionApi {
  const user: SessionUser = { id: "u-1", role, name: "Lakshmi Narayanan", ...extra };
  return {
    state: { status: "authenticated", user },
    user,
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
  };
}

/** Shows the router's current path so tests can see where a click went. */
function WhereAmI() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export function withSession(session: SessionApi, path: string, ui: ReactNode) {
  // The shell's bell and chat ask the server for counts (issue 11); in these tests none answers.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>loading</p>}>
            {ui}
            <WhereAmI />
          </Suspense>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}

/** The admin shell at `path` for a signed-in `role`, with a stand-in page in its content area. */
export function renderShell(path: string, role: Role = "SA", session = fakeSession(role)) {
  const ui = (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<p>page content</p>} />
      </Route>
      <Route path="/app" element={<p>landing page</p>} />
    </Routes>
  );
  return { session, ...render(withSession(session, path, ui)) };
}

import { api, SERVER_TOKEN_KEY, storedToken, TOKEN_KEY } from "../lib/http";
import type { SessionUser } from "./session";

/** Refresh this long before the 15-minute access token runs out (issue 3 "Tokens"). */
export const REFRESH_LEAD_MS = 60_000;

/** Reads `exp` from a JWT without verifying it: the server verifies; this only avoids a doomed call. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split(".")[1];
    if (!part) return null;
    const payload = JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof payload.exp === "number" ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Spec section 5: a stored token is accepted only if its expiry is later than now. */
export function isUnexpired(token: string | null, now = Date.now()): token is string {
  const exp = token ? tokenExpiry(token) : null;
  return exp !== null && exp > now;
}

/** Spec section 9: the token lives under both `accessToken` and `serverAccessToken`. */
export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(SERVER_TOKEN_KEY, token);
  } catch {
    // Storage unavailable (private mode): the session lasts as long as the page.
  }
}

export function clearTokens(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(SERVER_TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

export async function fetchProfile(): Promise<SessionUser> {
  // A revoked token at start is not an "API 401 while working": the session simply is not there.
  const res = await api.get<{ user: SessionUser }>("/api/auth/profile", { endSessionOn401: false });
  return res.user;
}

interface Refreshed {
  token: string;
  user?: SessionUser;
}

/**
 * Runs `fn` while holding a lock shared by every tab of this origin. The server rotates the
 * refresh cookie on each use and treats reuse of a rotated one as theft (revoking the whole
 * family), so two tabs must never refresh at the same moment. See decision 021.
 */
async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks?.request) return fn();
  return locks.request("sannidhi-session-refresh", fn) as Promise<T>;
}

/**
 * Exchanges the httpOnly refresh cookie for a new access token. `previous` is the token the
 * caller knew; if another tab already replaced it with a fresh one, that one is adopted
 * instead of spending the cookie again. Resolves null when the server says no.
 */
export function refreshSession(previous: string | null): Promise<Refreshed | null> {
  return withRefreshLock(async () => {
    const current = storedToken();
    if (current && current !== previous && isUnexpired(current, Date.now() + REFRESH_LEAD_MS)) {
      return { token: current };
    }
    try {
      const res = await api.post<{ accessToken?: string; user?: SessionUser }>(
        "/api/auth/refresh",
        undefined,
        { auth: false, endSessionOn401: false },
      );
      if (!res?.accessToken) return null;
      storeToken(res.accessToken);
      return { token: res.accessToken, user: res.user };
    } catch {
      return null;
    }
  });
}

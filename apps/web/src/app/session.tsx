import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { api, setUnauthorizedListener, storedToken, TOKEN_KEY } from "../lib/http";
import {
  clearTokens,
  fetchProfile,
  isUnexpired,
  REFRESH_LEAD_MS,
  refreshSession,
  storeToken,
  tokenExpiry,
} from "./session-tokens";

export { tokenExpiry } from "./session-tokens";

export type Role = "SA" | "admin" | "editor" | "user" | "GUEST";
export interface SessionUser {
  id: string;
  role: Role;
  name?: string | null;
  username?: string | null;
  email?: string | null;
  mobile?: string | null;
  avatar?: string | null;
}

/** Spec section 4: uninitialised → (token still valid? profile) → authenticated | unauthenticated. */
export type SessionState =
  | { status: "uninitialised" }
  | { status: "unauthenticated" }
  | { status: "authenticated"; user: SessionUser };

export interface SessionApi {
  state: SessionState;
  user: SessionUser | null;
  /** Stores the token of a successful login or registration and loads the profile if not given. */
  signIn(token: string, user?: SessionUser): Promise<void>;
  /**
   * Ends the session: tells the server (unless `remote: false`, e.g. after the account was
   * deleted and the server already ended it) and clears the stored tokens.
   */
  signOut(options?: { remote?: boolean }): Promise<void>;
}

/** Exported so component tests can supply a fixed session without a server. */
export const SessionContext = createContext<SessionApi | null>(null);

/** Spec section 8: a 401 from the API clears storage and goes to the landing page. */
function goToLanding() {
  if (window.location.pathname !== "/app") window.location.assign("/app");
}

export function SessionProvider({
  children,
  onUnauthorized = goToLanding,
}: {
  children: ReactNode;
  /** Where a 401 sends the person (tests pass a spy; jsdom cannot navigate). */
  onUnauthorized?: () => void;
}) {
  const [state, setState] = useState<SessionState>({ status: "uninitialised" });

  const endSession = useCallback(() => {
    clearTokens();
    setState({ status: "unauthenticated" });
  }, []);

  const adopt = useCallback(async (refreshed: { user?: SessionUser } | null) => {
    if (!refreshed) return false;
    const user = refreshed.user ?? (await fetchProfile().catch(() => null));
    if (!user) return false;
    setState({ status: "authenticated", user });
    return true;
  }, []);

  useEffect(() => {
    setUnauthorizedListener(() => {
      endSession();
      onUnauthorized();
    });
    return () => setUnauthorizedListener(undefined);
  }, [endSession, onUnauthorized]);

  // Start (spec section 4). A stored token whose expiry has passed is never used, but the
  // refresh cookie may outlive it, so one silent refresh is tried before giving up (decision 021).
  useEffect(() => {
    let cancelled = false;
    const token = storedToken();
    const start = async () => {
      if (isUnexpired(token)) {
        const user = await fetchProfile().catch(() => null);
        if (user) return !cancelled && setState({ status: "authenticated", user });
      } else if (token) {
        const ok = await refreshSession(token).then((r) => !cancelled && adopt(r));
        if (ok || cancelled) return;
      }
      if (!cancelled) endSession();
    };
    void start();
    return () => {
      cancelled = true;
    };
  }, [adopt, endSession]);

  // Silent refresh shortly before the access token expires; if it cannot be renewed, the
  // session ends when the token does (guards then send staff pages to /app).
  useEffect(() => {
    if (state.status !== "authenticated") return;
    const token = storedToken();
    const exp = token ? tokenExpiry(token) : null;
    if (!token || exp === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    const renew = async () => {
      if (running) return;
      running = true;
      const ok = await adopt(await refreshSession(token));
      running = false;
      if (!ok && Date.now() >= exp) endSession();
      else if (!ok) timer = setTimeout(() => void renew(), Math.min(30_000, exp - Date.now()));
    };
    timer = setTimeout(() => void renew(), Math.max(0, exp - REFRESH_LEAD_MS - Date.now()));
    // Background tabs throttle timers: check again when the person comes back.
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() >= exp - REFRESH_LEAD_MS) {
        void renew();
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [state, adopt, endSession]);

  // Signing out in one tab signs out the others.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY && event.newValue === null) {
        setState((s) => (s.status === "authenticated" ? { status: "unauthenticated" } : s));
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const signIn = useCallback(async (token: string, user?: SessionUser) => {
    storeToken(token);
    const profile = user ?? (await fetchProfile());
    setState({ status: "authenticated", user: profile });
  }, []);

  const signOut = useCallback(
    async ({ remote = true }: { remote?: boolean } = {}) => {
      if (remote) {
        try {
          await api.post("/api/auth/logout", undefined, { endSessionOn401: false });
        } catch {
          // Ending the session locally is what matters to the person signing out.
        }
      }
      endSession();
    },
    [endSession],
  );

  const value = useMemo<SessionApi>(
    () => ({
      state,
      user: state.status === "authenticated" ? state.user : null,
      signIn,
      signOut,
    }),
    [state, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession outside SessionProvider");
  return ctx;
}

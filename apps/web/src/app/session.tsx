import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import {
  api,
  SERVER_TOKEN_KEY,
  setUnauthorizedListener,
  storedToken,
  TOKEN_KEY,
} from "../lib/http";

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
  /** Stores the token of a successful login or registration and loads the profile. */
  signIn(token: string, user?: SessionUser): Promise<void>;
  signOut(): Promise<void>;
}

/** Exported so component tests can supply a fixed session without a server. */
export const SessionContext = createContext<SessionApi | null>(null);

/** Reads `exp` from a JWT without verifying it: the server verifies; this only avoids a doomed call. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof payload.exp === "number" ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

function clearStorage() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(SERVER_TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}

async function fetchProfile(): Promise<SessionUser> {
  const res = await api.get<{ user: SessionUser }>("/api/auth/profile");
  return res.user;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "uninitialised" });

  const endSession = useCallback(() => {
    clearStorage();
    setState({ status: "unauthenticated" });
  }, []);

  useEffect(() => {
    setUnauthorizedListener(() => {
      endSession();
      if (window.location.pathname !== "/app") window.location.assign("/app");
    });
    const token = storedToken();
    const exp = token ? tokenExpiry(token) : null;
    if (!token || !exp || exp <= Date.now()) {
      clearStorage();
      setState({ status: "unauthenticated" });
      return () => setUnauthorizedListener(undefined);
    }
    fetchProfile()
      .then((user) => setState({ status: "authenticated", user }))
      .catch(() => endSession());
    return () => setUnauthorizedListener(undefined);
  }, [endSession]);

  const signIn = useCallback(async (token: string, user?: SessionUser) => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(SERVER_TOKEN_KEY, token);
    const profile = user ?? (await fetchProfile());
    setState({ status: "authenticated", user: profile });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.post("/api/auth/logout");
    } catch {
      // Ending the session locally is what matters to the person signing out.
    }
    endSession();
  }, [endSession]);

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

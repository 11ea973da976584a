import type { LiveEvent } from "@sannidhi/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useSession } from "../../app/session";
import { storedToken } from "../../lib/http";
import { LiveConnection, type LiveStatus, liveUrl } from "./live-client";

/** Every query of the workspace's live parts starts with this key: reloaded after a gap. */
export const WORKSPACE_KEY = "workspace";

const LiveContext = createContext<{ connection: LiveConnection; status: LiveStatus } | null>(null);

/**
 * Opens the live channel for the signed-in staff member (one per tab) while the admin shell is
 * shown, renews its token whenever the session does, and reloads the workspace's queries after
 * each (re)connection.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("closed");
  const [connection] = useState(
    () =>
      new LiveConnection(
        liveUrl(),
        storedToken,
        () => void queryClient.invalidateQueries({ queryKey: [WORKSPACE_KEY] }),
        setStatus,
      ),
  );
  const signedIn = state.status === "authenticated";
  useEffect(() => {
    if (!signedIn) return;
    connection.start();
    return () => connection.stop();
  }, [connection, signedIn]);
  // A silent refresh gives the session a new state (and a new stored token).
  useEffect(() => connection.renew(), [connection, state]);
  return <LiveContext.Provider value={{ connection, status }}>{children}</LiveContext.Provider>;
}

/** Calls `handler` for every live event of `type` (the latest handler, without resubscribing). */
export function useLiveEvent<T>(type: string, handler: (data: T, event: LiveEvent) => void) {
  const live = useContext(LiveContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () => live?.connection.on(type, (event) => latest.current(event.data as T, event)),
    [live, type],
  );
}

/** Follows `topic` while mounted (the person's own topic is followed by the server). */
export function useLiveTopic(topic: string | null) {
  const live = useContext(LiveContext);
  useEffect(() => (topic ? live?.connection.subscribe(topic) : undefined), [live, topic]);
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext)?.status ?? "closed";
}

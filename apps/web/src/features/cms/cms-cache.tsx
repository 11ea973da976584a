import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { persistQueryClient } from "@tanstack/react-query-persist-client";
import { type ReactNode, useEffect, useState } from "react";
import { useSession } from "../../app/session";
import { Loading } from "../../components/loading";

export const CMS_CACHE_KEY = "sannidhi.cms-lists";
/** How long a stored list may be reused at all; fresher than `CMS_LIST_STALE_MS` it is not refetched. */
export const CMS_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const CMS_LIST_STALE_MS = 60_000;

/** Only entity lists and picker options go to storage (spec section 4), never edit forms. */
export function isCmsListQuery(key: readonly unknown[]): boolean {
  return key[0] === "cms" && (key[2] === "list" || key[2] === "options");
}

let started:
  | { client: QueryClient; userId: string; restored: Promise<void>; stop: () => void }
  | undefined;

function start(client: QueryClient, userId: string) {
  if (started?.userId === userId && started.client === client) return started.restored;
  started?.stop();
  const persister = createSyncStoragePersister({
    storage: window.localStorage,
    key: CMS_CACHE_KEY,
  });
  const [stop, restored] = persistQueryClient({
    // The persister package pins a slightly older query-core; the client API it uses is the same.
    queryClient: client as never,
    persister,
    maxAge: CMS_CACHE_MAX_AGE_MS,
    // Another person signing in on this browser never sees the previous person's lists.
    buster: userId,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => q.state.status === "success" && isCmsListQuery(q.queryKey),
    },
  });
  started = { client, userId, stop, restored: restored.catch(() => undefined) };
  return started.restored;
}

/**
 * The spec's list cache (section 4): entity lists kept in browser storage, reused when fresh,
 * refetched and overwritten otherwise. Mounted around the CMS pages only, so the public site
 * never loads or stores any of it.
 */
export function CmsCache({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const userId = useSession().user?.id;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void start(client, userId).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [client, userId]);
  return ready ? children : <Loading />;
}

import { Alert, Box, Button, Typography } from "@mui/material";
import {
  type One,
  type QuotaRelease,
  WAITING_ROOM_EVENTS,
  type WaitingRoomSoldOut,
  type WaitingStatus,
  waitingRoomTopic,
} from "@sannidhi/contracts";
import { formatDate, formatDateTime } from "@sannidhi/site/format";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session";
import { api, errorMessage, storedToken } from "../../lib/http";
import { LiveConnection, liveUrl } from "../live/live-client";
import { ReleaseReminderButton } from "./release-reminder";

/**
 * How often a queued devotee's place is asked for while it can change at any moment (the places
 * may run out): one light request per interval, so "sold out" is told within it.
 */
export const WAITING_POLL_MS = 5_000;
/** The longest a page goes without asking while only the clock changes its answer. */
export const WAITING_IDLE_POLL_MS = 60_000;

type ReceivedStatus = WaitingStatus & { receivedAt: number };

const statusKey = (releaseId: string) => ["booking", "waiting-room", releaseId] as const;

/** The pooja's quota releases whose dates are not all past (issue 15). */
export function useQuotaReleases(poojaId: string) {
  return useQuery({
    queryKey: ["booking", "quota-releases", poojaId],
    queryFn: () =>
      api.get<One<QuotaRelease[]>>(`/api/poojas/${poojaId}/quota-releases`).then((a) => a.data),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * A devotee's place in one release's queue, asked for while it can still change. While the
 * devotee is in the queue the page also follows the release on the live channel, which says
 * "sold out" the moment it happens (docs/decisions/197); while that channel is open the page
 * asks far less often.
 */
export function useWaitingStatus(releaseId: string | undefined, enabled: boolean) {
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey: statusKey(releaseId ?? ""),
    queryFn: () =>
      api
        .get<One<WaitingStatus>>(`/api/waiting-room/${releaseId}/status`)
        .then((a) => ({ ...a.data, receivedAt: Date.now() })),
    enabled: enabled && !!releaseId,
    retry: false,
    refetchInterval: (q) => nextStatusCheck(q.state.data, Date.now(), Math.random, live),
  });
  const state = query.data?.state;
  const inQueue = enabled && (state === "joined" || state === "waiting");
  useQueueChannel(inQueue ? releaseId : undefined, setLive);
  return query;
}

/**
 * The status a waiting devotee is shown when the release's places are gone, worked out on the
 * page (the server says the same: everyone before them was ahead), so a whole queue told at once
 * does not ask at once. Undefined when the page must ask: not yet given a position.
 */
export function soldOutNow(status: ReceivedStatus | undefined): ReceivedStatus | undefined {
  if (status?.state !== "waiting" || status.position === null) return undefined;
  return {
    ...status,
    state: "sold_out",
    ahead: null,
    estimatedWaitSeconds: null,
    aheadWhenSoldOut: status.position - 1,
  };
}

/**
 * Follows `releaseId`'s queue on the live channel while it is given: "sold out" is shown at once
 * (`soldOutNow`); after a reconnection the page asks again, at a random moment within
 * `WAITING_POLL_MS`, for what it may have missed. `onOpen` says whether the channel is open.
 */
function useQueueChannel(releaseId: string | undefined, onOpen: (open: boolean) => void) {
  const queryClient = useQueryClient();
  const { state } = useSession();
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  useEffect(() => {
    if (!releaseId) return;
    const ask = askLater(queryClient, releaseId);
    let connected = false;
    const c = new LiveConnection(
      liveUrl(),
      storedToken,
      () => {
        if (connected) ask.soon();
        connected = true;
      },
      (s) => onOpen(s === "open"),
    );
    c.subscribe(waitingRoomTopic(releaseId));
    c.on(WAITING_ROOM_EVENTS.soldOut, (event) => {
      if ((event.data as WaitingRoomSoldOut).releaseId !== releaseId) return;
      const key = statusKey(releaseId);
      const told = soldOutNow(queryClient.getQueryData<ReceivedStatus>(key));
      if (told) queryClient.setQueryData(key, told);
      else ask.soon();
    });
    c.start();
    setConnection(c);
    return () => {
      ask.cancel();
      c.stop();
      onOpen(false);
      setConnection(null);
    };
  }, [releaseId, queryClient, onOpen]);
  // A silent refresh gives the session a new state (and a new stored token), as in LiveProvider.
  useEffect(() => connection?.renew(), [connection, state]);
}

/** Asks for the place again at a random moment within `WAITING_POLL_MS` (at most once pending). */
function askLater(queryClient: QueryClient, releaseId: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    soon() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: statusKey(releaseId) });
      }, Math.random() * WAITING_POLL_MS);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * Milliseconds until the page asks for the devotee's place again, or false: never
 * (docs/decisions/195, 197).
 * - Sold out does not change. An admitted devotee's pass is renewed every minute, well before
 *   its ten minutes are up.
 * - Waiting with a position: at the moment the turn is due, so the pass comes when the devotee
 *   is let in rather than up to an interval later; meanwhile every `WAITING_POLL_MS`, so "sold
 *   out" is told within it — or, while the live channel is open (`live`) and will say it at once,
 *   only every `WAITING_IDLE_POLL_MS`.
 * - Before the release only the clock changes the answer: the page asks when the queue opens or
 *   when the positions are drawn, spread over `WAITING_POLL_MS` so a whole queue does not ask in
 *   the same second, and at least every `WAITING_IDLE_POLL_MS` (a release staff changed, say). A
 *   devotee who joined 15 minutes early asks 15 times before the release, not 180.
 * Moments of the release are read on the server's clock (the status carries it).
 */
export function nextStatusCheck(
  status: ReceivedStatus | undefined,
  now: number,
  random: () => number = Math.random,
  live = false,
): number | false {
  if (!status) return WAITING_POLL_MS;
  const serverNow = now + Date.parse(status.serverTime) - status.receivedAt;
  switch (status.state) {
    case "sold_out":
      return false;
    case "admitted":
      return WAITING_IDLE_POLL_MS;
    case "waiting": {
      const due = status.receivedAt + (status.estimatedWaitSeconds ?? 0) * 1000 - now;
      return Math.min(live ? WAITING_IDLE_POLL_MS : WAITING_POLL_MS, Math.max(1000, due + 250));
    }
    default: {
      const moments = [status.release.joinOpensAt, status.release.releaseAt]
        .map((iso) => Date.parse(iso) - serverNow)
        .filter((ms) => ms > 0);
      // Joined, and the release has come: the position is drawn on the next ask.
      if (!moments.length) return status.state === "joined" ? 1000 : WAITING_IDLE_POLL_MS;
      const next = Math.min(...moments) + random() * WAITING_POLL_MS;
      return Math.min(WAITING_IDLE_POLL_MS, Math.max(1000, next));
    }
  }
}

/**
 * A waiting devotee's wait and number ahead, counted down between two asks: the queue is let in
 * at the release's rate (admitted = ⌊rate × minutes since the release⌋), so the page can say what
 * the server would say a few seconds later without asking.
 */
export function countedDown(status: ReceivedStatus, now: number) {
  const elapsed = Math.max(0, now - status.receivedAt);
  const at = Date.parse(status.serverTime);
  const admitted = (t: number) =>
    Math.max(
      0,
      Math.floor(
        ((t - Date.parse(status.release.releaseAt)) / 60_000) * status.release.ratePerMinute,
      ),
    );
  return {
    ahead: Math.max(0, (status.ahead ?? 0) - (admitted(at + elapsed) - admitted(at))),
    waitSeconds: Math.max(0, Math.ceil((status.estimatedWaitSeconds ?? 0) - elapsed / 1000)),
  };
}

/** The release covering `date`, if any. */
export function releaseFor(releases: QuotaRelease[] | undefined, date: string | undefined) {
  return date ? releases?.find((r) => r.fromDate <= date && date <= r.toDate) : undefined;
}

function useTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * A countdown as a clock ("4:05", "1:02:03"); beyond a day, the days first in the page's
 * language ("2 days 3:04:05", "2 நாட்கள் 3:04:05"), not "51:04:05".
 */
export function duration(seconds: number, lang = "en"): string {
  const s = Math.max(0, Math.round(seconds));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  const clock = h > 0 || days > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
  if (!days) return clock;
  const unit = new Intl.NumberFormat(lang, { style: "unit", unit: "day", unitDisplay: "long" });
  return `${unit.format(days)} ${clock}`;
}

/**
 * The waiting room on the booking page: the countdown to a release, joining its queue, the
 * devotee's position, the number ahead and the estimated wait, or "sold out". The countdown runs
 * on the server's clock (the status carries it), so a device's wrong clock does not matter.
 */
export function WaitingRoomPanel({
  release,
  status,
  canQueue,
}: {
  release: QuotaRelease;
  status: ReceivedStatus | undefined;
  canQueue: boolean;
}) {
  const { t, i18n } = useTranslation("booking");
  const queryClient = useQueryClient();
  const now = useTick();
  const [error, setError] = useState<string | null>(null);
  const skew = status ? Date.parse(status.serverTime) - status.receivedAt : 0;
  const serverNow = now + skew;
  const until = (iso: string) => (Date.parse(iso) - serverNow) / 1000;
  // The released dates as the rest of the booking page writes dates ("20 Dec 2026"), not ISO.
  const day = (iso: string) => formatDate(`${iso}T12:00:00+05:30`, i18n.language);
  const at = formatDateTime(release.releaseAt, i18n.language);
  const lang = i18n.language;

  const remembered = (set: boolean) =>
    queryClient.setQueryData<ReceivedStatus>(statusKey(release.id), (old) =>
      old ? { ...old, reminder: set } : old,
    );

  const join = async () => {
    setError(null);
    try {
      const res = await api.post<One<WaitingStatus>>(`/api/waiting-room/${release.id}/join`, {});
      queryClient.setQueryData(statusKey(release.id), { ...res.data, receivedAt: Date.now() });
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const state = status?.state ?? (until(release.joinOpensAt) > 0 ? "not_open" : "can_join");
  let line: string;
  switch (state) {
    case "not_open":
      line = t("waitingRoom.opensIn", { time: duration(until(release.joinOpensAt), lang) });
      break;
    case "can_join":
      line =
        until(release.releaseAt) > 0
          ? t("waitingRoom.releaseIn", { time: duration(until(release.releaseAt), lang) })
          : t("waitingRoom.released");
      break;
    case "joined":
      line = t("waitingRoom.joined", { time: duration(until(release.releaseAt), lang) });
      break;
    case "waiting": {
      const left = status ? countedDown(status, now) : { ahead: 0, waitSeconds: 0 };
      line = t("waitingRoom.position", {
        position: status?.position ?? 0,
        count: left.ahead,
        time: duration(left.waitSeconds, lang),
      });
      break;
    }
    case "admitted":
      line = t("waitingRoom.admitted", {
        time: duration(status?.passExpiresAt ? until(status.passExpiresAt) : 0, lang),
      });
      break;
    default:
      line = t("waitingRoom.soldOut", { count: status?.aheadWhenSoldOut ?? 0 });
  }

  return (
    <Alert
      severity={state === "admitted" ? "success" : state === "sold_out" ? "warning" : "info"}
      sx={{ mb: 2 }}
      role="status"
      aria-live="polite"
    >
      <Typography sx={{ fontWeight: 600 }}>
        {t("waitingRoom.title", { from: day(release.fromDate), to: day(release.toDate), at })}
      </Typography>
      <Box data-testid="waiting-room-line">{line}</Box>
      {state === "not_open" && canQueue && status && (
        <ReleaseReminderButton release={release} set={status.reminder} onChange={remembered} />
      )}
      {state === "can_join" && canQueue && (
        <Button variant="contained" size="small" sx={{ mt: 1 }} onClick={join}>
          {t("waitingRoom.join")}
        </Button>
      )}
      {error && <Box sx={{ mt: 1 }}>{error}</Box>}
    </Alert>
  );
}

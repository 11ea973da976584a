import type { Notification } from "@sannidhi/contracts";
import { NOTIFICATION_KINDS } from "@sannidhi/contracts/workspace-rules";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import type { TFunction } from "i18next";

/** Kinds the web says in the reader's language; announcements and others show their stored text. */
const KNOWN = new Set<string>(NOTIFICATION_KINDS.filter((k) => k !== "announcement"));

/**
 * A notification's heading, title and subtitle in the reader's language: known kinds are built
 * from their `params` (`notifications:kinds.<kind>.*`), amounts and dates in Indian formats;
 * announcements and kinds of later features are shown as written.
 */
export function notificationText(n: Notification, t: TFunction, language: string) {
  if (!KNOWN.has(n.kind)) return { heading: n.heading, title: n.title, subtitle: n.subtitle };
  const p = n.params;
  const money = (v: unknown) => (typeof v === "number" ? formatMoney(v, language) : "");
  const day = (v: unknown) => (typeof v === "string" && v ? formatDate(v, language) : "");
  const values = {
    ...p,
    amount: money(p.amount),
    refund: money(p.refund),
    date: day(p.date),
    from: day(p.from),
    to: day(p.to),
    days: p.from === p.to ? day(p.from) : `${day(p.from)} – ${day(p.to)}`,
    reason: p.reason ? t(`reasons.${p.reason}`) : "",
    // Free text (a message, a preview) stays as written.
    preview: n.subtitle,
    count: typeof p.count === "number" ? p.count : 0,
  };
  return {
    heading: t(`kinds.${n.kind}.heading`),
    title: t(`kinds.${n.kind}.title`, values),
    subtitle: t(`kinds.${n.kind}.subtitle`, values),
  };
}

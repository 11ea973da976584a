import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import type { Availability, QuotaRelease } from "@sannidhi/contracts";
import { formatDate, formatDateTime } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";

export interface Choice {
  date: string;
  slot: string;
}

type Day = Availability["days"][number];

/**
 * The quota release that keeps `date` from this devotee until their turn in its queue (issue 37:
 * released dates are shown as such from the first screen), or undefined.
 */
export type LockedBy = (date: string) => QuotaRelease | undefined;
const none: LockedBy = () => undefined;

/** The first date with a bookable slot, and that slot: what the page preselects. */
export function firstBookable(
  availability: Availability | undefined,
  locked: LockedBy = none,
): Choice | null {
  for (const day of availability?.days ?? []) {
    if (locked(day.date)) continue;
    const slot = day.slots.find((s) => s.bookable);
    if (slot) return { date: day.date, slot: slot.time };
  }
  return null;
}

const isOpen = (day: Day) => day.slots.some((s) => s.bookable);

/**
 * Step 1: a fortnight of days (closed ones greyed with their reason) and the chosen day's slots
 * with the places left. Buttons, not a calendar widget: big targets on a phone, and each says
 * in words why it cannot be chosen.
 */
export function DateSlotStep({
  availability,
  choice,
  onChoose,
  onEarlier,
  onLater,
  loading,
  locked = none,
}: {
  availability: Availability;
  choice: Choice | null;
  onChoose: (choice: Choice) => void;
  onEarlier?: () => void;
  onLater: () => void;
  loading: boolean;
  locked?: LockedBy;
}) {
  const { t, i18n } = useTranslation("booking");
  const lang = i18n.language;
  const day = availability.days.find((d) => d.date === choice?.date);
  const shortMoment = (iso: string) =>
    formatDate(iso, lang, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });
  // Released dates in view: said on each date, and once in words under the dates.
  const releases = [
    ...new Map(
      availability.days
        .map((d) => (isOpen(d) ? locked(d.date) : undefined))
        .filter((r): r is QuotaRelease => !!r)
        .map((r) => [r.id, r]),
    ).values(),
  ];
  const closedText = (d: Day) => {
    const release = isOpen(d) ? locked(d.date) : undefined;
    if (release) {
      return Date.parse(release.releaseAt) > Date.now()
        ? t("when.releasedDay", { at: shortMoment(release.releaseAt) })
        : t("when.releasedQueue");
    }
    if (d.closed === "closure")
      return d.closureReason
        ? t("when.closedFor", { reason: d.closureReason })
        : t("when.closed.closure");
    if (d.closed) return t(`when.closed.${d.closed}`);
    if (isOpen(d)) return null;
    // Issue 37: places may be left when it is only too late to book them.
    return d.slots.every((s) => s.remaining === 0) ? t("when.noPlaces") : t("when.tooLate");
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t("when.dateHeading")}
      </Typography>
      <Box
        role="group"
        aria-label={t("when.dateHeading")}
        sx={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
          gap: 1,
        }}
      >
        {availability.days.map((d) => {
          const reason = closedText(d);
          const selected = d.date === choice?.date;
          const first = locked(d.date) ? undefined : d.slots.find((s) => s.bookable);
          return (
            <Button
              key={d.date}
              variant={selected ? "contained" : "outlined"}
              aria-pressed={selected}
              disabled={!first}
              onClick={() => first && onChoose({ date: d.date, slot: first.time })}
              sx={{ flexDirection: "column", alignItems: "flex-start", textTransform: "none" }}
            >
              <span>
                {formatDate(`${d.date}T12:00:00+05:30`, i18n.language, {
                  weekday: "short",
                  day: "numeric",
                  month: "short",
                })}
              </span>
              {reason && (
                <Typography component="span" variant="caption">
                  {reason}
                </Typography>
              )}
            </Button>
          );
        })}
      </Box>
      <Stack direction="row" spacing={1}>
        {onEarlier && (
          <Button onClick={onEarlier} disabled={loading}>
            {t("when.earlier")}
          </Button>
        )}
        <Button onClick={onLater} disabled={loading}>
          {t("when.later")}
        </Button>
      </Stack>
      {releases.map((r) => (
        <Alert key={r.id} severity="info">
          {t("when.releasedNote", {
            from: formatDate(`${r.fromDate}T12:00:00+05:30`, lang),
            to: formatDate(`${r.toDate}T12:00:00+05:30`, lang),
            at: formatDateTime(r.releaseAt, lang),
            queue: formatDateTime(r.joinOpensAt, lang),
          })}
        </Alert>
      ))}
      {!firstBookable(availability, locked) && !releases.length && (
        <Alert severity="info">{t("when.noneInWindow")}</Alert>
      )}
      {day && (
        <>
          <Typography variant="h6" component="h2">
            {t("when.slotHeading")}
          </Typography>
          {availability.cutoffHours > 0 && (
            <Typography color="text.secondary" sx={{ mt: "0 !important" }}>
              {t("when.cutoffRule", { count: availability.cutoffHours })}
            </Typography>
          )}
          <Stack role="group" aria-label={t("when.slotHeading")} spacing={1}>
            {day.slots.map((s) => {
              const selected = s.time === choice?.slot;
              return (
                <Button
                  key={s.time}
                  variant={selected ? "contained" : "outlined"}
                  aria-pressed={selected}
                  disabled={!s.bookable}
                  onClick={() => onChoose({ date: day.date, slot: s.time })}
                  sx={{ justifyContent: "space-between", textTransform: "none" }}
                >
                  <span>{s.time}</span>
                  <span>
                    {s.remaining === 0
                      ? t("when.full")
                      : s.bookable
                        ? t("when.placesLeft", { count: s.remaining })
                        : t("when.tooLateSlot")}
                  </span>
                </Button>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}

import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import type { Availability } from "@sannidhi/contracts";
import { formatDate } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";

export interface Choice {
  date: string;
  slot: string;
}

type Day = Availability["days"][number];

/** The first date with a bookable slot, and that slot: what the page preselects. */
export function firstBookable(availability: Availability | undefined): Choice | null {
  for (const day of availability?.days ?? []) {
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
}: {
  availability: Availability;
  choice: Choice | null;
  onChoose: (choice: Choice) => void;
  onEarlier?: () => void;
  onLater: () => void;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation("booking");
  const day = availability.days.find((d) => d.date === choice?.date);
  const closedText = (d: Day) => {
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
          const first = d.slots.find((s) => s.bookable);
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
      {!firstBookable(availability) && <Alert severity="info">{t("when.noneInWindow")}</Alert>}
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

import { Box, Typography } from "@mui/material";
import type { TemplePage } from "@sannidhi/contracts";
import { formatDate, formatDateTime } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { langOf } from "./localized";

type Event = TemplePage["upcomingEvents"][number];

function when(e: Event, language: string): string {
  if (!e.allDay)
    return `${formatDateTime(e.startsAt, language)} – ${formatDateTime(e.endsAt, language)}`;
  const start = formatDate(e.startsAt, language);
  // An all-day event ends at the next midnight: a one-day festival shows one date.
  const last = formatDate(new Date(new Date(e.endsAt).getTime() - 1), language);
  return start === last ? start : `${start} – ${last}`;
}

export function TempleEvents({ events }: { events: Event[] }) {
  const { t, i18n } = useTranslation("discovery");
  if (events.length === 0) return <Typography>{t("temple.noEvents")}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
      {events.map((e) => (
        <Box component="li" key={e.id} sx={{ borderLeft: "4px solid #f59e0b", pl: 1.5, py: 0.5 }}>
          <Typography lang={langOf(e, "title")} sx={{ fontWeight: 700 }}>
            {e.title}
          </Typography>
          <Typography sx={{ fontSize: "0.9rem" }}>
            {t(`eventKind.${e.kind}`, { defaultValue: e.kind })} · {when(e, i18n.language)}
          </Typography>
          {e.note && (
            <Typography
              lang={langOf(e, "note")}
              sx={{ fontSize: "0.9rem", color: "text.secondary" }}
            >
              {e.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { TemplePage } from "@sannidhi/contracts";
import { localeOf } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";

/** Weekday names in the devotee's language, Sunday first (the CMS stores timings that way). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(localeOf(language), { weekday: "long", timeZone: "UTC" });
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + i))));
}

/** "05:30" as the devotee's language writes a time of day ("5:30 am", "सुबह 5:30"). */
export function formatClock(hhmm: string, language: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(new Date(Date.UTC(2023, 0, 1, h, m)));
}

/** Today's weekday index (0 = Sunday) in India, where the temple's clock runs. */
function istWeekday(now = new Date()): number {
  const day = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "Asia/Kolkata" })
    .format(now)
    .slice(0, 3);
  return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(day);
}

export function TempleTimings({ timings }: { timings: TemplePage["timings"] }) {
  const { t, i18n } = useTranslation("discovery");
  if (timings.length !== 7) return <Typography>{t("temple.noTimings")}</Typography>;
  const names = weekdayNames(i18n.language);
  const today = istWeekday();
  return (
    <Box>
      <Table size="small" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t("temple.day")}
            </TableCell>
            <TableCell component="th" scope="col">
              {t("temple.hours")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {timings.map((sessions, day) => (
            <TableRow
              key={day}
              aria-current={day === today ? "date" : undefined}
              sx={day === today ? { bgcolor: "#fef3c7", "& td, & th": { fontWeight: 700 } } : {}}
            >
              <TableCell component="th" scope="row">
                {names[day]}
              </TableCell>
              <TableCell>
                {sessions.length === 0
                  ? t("temple.closedDay")
                  : sessions
                      .map(
                        (s) =>
                          `${formatClock(s.open, i18n.language)} – ${formatClock(s.close, i18n.language)}`,
                      )
                      .join(", ")}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 0.5, fontSize: "0.8rem", color: "text.secondary" }}>
        {t("temple.timingsNote")}
      </Typography>
    </Box>
  );
}

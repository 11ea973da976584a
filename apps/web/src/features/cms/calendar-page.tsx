import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Button, Card, CardContent } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { format, getDay, parse, startOfWeek } from "date-fns";
import { enGB, hi, kn, ta, te } from "date-fns/locale";
import { useMemo, useState } from "react";
import { Calendar, dateFnsLocalizer, type View, Views } from "react-big-calendar";
import "react-big-calendar/lib/css/react-big-calendar.css";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { PageHeader } from "../../layouts/admin/page-header";
import { api, errorMessage } from "../../lib/http";
import type { WebResource } from "./resource-types";
import { cmsKeys, listUrl, type Row } from "./use-cms";

// date-fns has no Malayalam locale: the calendar grid falls back to English names there.
const locales = { en: enGB, hi, ta, te, kn, ml: enGB };
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales });

interface Event {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

/** The visible range of a month or week view, padded to whole weeks. */
function rangeOf(date: Date, view: View) {
  const from = new Date(date);
  if (view === Views.MONTH) {
    from.setDate(1);
    from.setDate(from.getDate() - 7);
    const to = new Date(from);
    to.setDate(to.getDate() + 49);
    return { from, to };
  }
  const start = startOfWeek(from);
  const to = new Date(start);
  to.setDate(to.getDate() + 7);
  return { from: start, to };
}

/** `/templates/calendar`: month and week views of the events; clicking one opens its form. */
export default function CalendarPage({ resource }: { resource: WebResource }) {
  const { t, i18n } = useTranslation("cms");
  const navigate = useNavigate();
  const [date, setDate] = useState(new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const { from, to } = useMemo(() => rangeOf(date, view), [date, view]);
  const params = {
    page: 1,
    limit: 100,
    from: from.toISOString(),
    to: to.toISOString(),
    sort: "start",
  };
  // Spec section 7: the calendar's list loader is `/api/calendar/events/all`.
  const events = useQuery({
    queryKey: [...cmsKeys.all(resource), "list", params],
    queryFn: () => api.get<{ data: Row[] }>(listUrl("/api/calendar/events/all", params)),
  });
  const shown: Event[] = (events.data?.data ?? []).map((e) => ({
    id: e.id,
    title: String(e.title),
    start: new Date(String(e.start)),
    end: new Date(String(e.end)),
    allDay: !!e.allDay,
  }));
  const lang = (i18n.language in locales ? i18n.language : "en") as keyof typeof locales;

  return (
    <Card>
      <PageHeader
        title={t("calendar.title")}
        action={
          <Button
            component={RouterLink}
            to={resource.meta.addPage}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t("list.add", { what: t("resources.calendarEvents.label") })}
          </Button>
        }
      />
      <CardContent>
        {events.isError && <Alert severity="error">{errorMessage(events.error)}</Alert>}
        <Box sx={{ height: 640 }}>
          <Calendar<Event>
            localizer={localizer}
            culture={lang}
            events={shown}
            date={date}
            view={view}
            views={[Views.MONTH, Views.WEEK]}
            onNavigate={setDate}
            onView={setView}
            selectable
            onSelectEvent={(e) => navigate(`${resource.meta.addPage}?id=${e.id}`)}
            onSelectSlot={({ start, end }) =>
              navigate(
                `${resource.meta.addPage}?start=${start.toISOString()}&end=${end.toISOString()}`,
              )
            }
            messages={{
              today: t("calendar.today"),
              previous: t("calendar.previous"),
              next: t("calendar.next"),
              month: t("calendar.month"),
              week: t("calendar.week"),
              noEventsInRange: t("calendar.none"),
              showMore: (n: number) => t("calendar.more", { n }),
            }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}

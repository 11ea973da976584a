import { Alert, Box, Card, CardContent, Typography, useTheme } from "@mui/material";
import type { CalendarEvent } from "@sannidhi/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format, getDay, parse, startOfWeek } from "date-fns";
import { enGB, hi, kn, ta, te } from "date-fns/locale";
import { useMemo, useState } from "react";
import { Calendar, dateFnsLocalizer, type View, Views } from "react-big-calendar";
import withDragAndDrop, {
  type EventInteractionArgs,
} from "react-big-calendar/lib/addons/dragAndDrop";
import "react-big-calendar/lib/css/react-big-calendar.css";
import "react-big-calendar/lib/addons/dragAndDrop/styles.css";
import { formatDateTime } from "@sannidhi/site/format";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../layouts/admin/page-header";
import { api, errorMessage } from "../../lib/http";
import { AddResourceButton } from "./add-resource-button";
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
  kind: string;
}
// A maintained calendar's own drag and resize (decision 072, issue 12): no pointer maths here.
const DnDCalendar = withDragAndDrop<Event>(Calendar);

/** The visible range of a month, week or day view, padded to whole weeks for the month. */
export function rangeOf(date: Date, view: View) {
  const from = new Date(date);
  if (view === Views.MONTH) {
    from.setDate(1);
    from.setDate(from.getDate() - 7);
    const to = new Date(from);
    to.setDate(to.getDate() + 49);
    return { from, to };
  }
  const start = view === Views.DAY ? new Date(from.setHours(0, 0, 0, 0)) : startOfWeek(from);
  const to = new Date(start);
  to.setDate(to.getDate() + (view === Views.DAY ? 1 : 7));
  return { from: start, to };
}

/**
 * `/templates/calendar`: month, week and day views of the events (issue 4, finished in issue
 * 12). Drag an event to move it, drag its edge to change its length; the change is saved through
 * the spec's `POST /api/calendar/events/update`. A closure moved this way closes bookings on its
 * new dates (decision 066). Clicking an event opens its form.
 */
export default function CalendarPage({ resource }: { resource: WebResource }) {
  const { t, i18n } = useTranslation("cms");
  const tasks = useTranslation("tasks").t;
  const theme = useTheme();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [date, setDate] = useState(new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const [status, setStatus] = useState<string | null>(null);
  const { from, to } = useMemo(() => rangeOf(date, view), [date, view]);
  const params = {
    page: 1,
    limit: 100,
    from: from.toISOString(),
    to: to.toISOString(),
    sort: "start",
  };
  const key = [...cmsKeys.all(resource), "list", params];
  // Spec section 7: the calendar's list loader is `/api/calendar/events/all`. A month of a whole
  // trust's festivals can be more than one page (100): every page of the range is loaded.
  const events = useQuery({
    queryKey: key,
    queryFn: async () => {
      const data: Row[] = [];
      for (let page = 1; page <= 20; page++) {
        const res = await api.get<{ data: Row[]; meta: { total: number } }>(
          listUrl("/api/calendar/events/all", { ...params, page }),
        );
        data.push(...res.data);
        if (data.length >= res.meta.total || res.data.length === 0) break;
      }
      return { data };
    },
  });
  const move = useMutation({
    mutationFn: (change: { id: string; start: string; end: string; allDay: boolean }) =>
      api.post<{ data: CalendarEvent }>("/api/calendar/events/update", change),
    // The event stays where it was dropped while the server saves it, and goes back if refused.
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<{ data: Row[] }>(key);
      if (before) {
        client.setQueryData(key, {
          ...before,
          data: before.data.map((e) => (e.id === change.id ? { ...e, ...change } : e)),
        });
      }
      return { before };
    },
    onError: (err, _c, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      setStatus(tasks("calendar.failed", { reason: errorMessage(err) }));
    },
    onSuccess: ({ data: e }) =>
      setStatus(
        tasks(e.kind === "closure" ? "calendar.closureMoved" : "calendar.moved", {
          title: e.title,
          when: formatDateTime(e.start, i18n.language),
        }),
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: cmsKeys.all(resource) }),
  });

  const shown: Event[] = (events.data?.data ?? []).map((e) => ({
    id: e.id,
    title: String(e.title),
    start: new Date(String(e.start)),
    end: new Date(String(e.end)),
    allDay: !!e.allDay,
    kind: String(e.kind ?? ""),
  }));
  const lang = (i18n.language in locales ? i18n.language : "en") as keyof typeof locales;
  const save = ({ event, start, end, isAllDay }: EventInteractionArgs<Event>) => {
    const s = new Date(start);
    const e = new Date(end);
    if (s.getTime() === event.start.getTime() && e.getTime() === event.end.getTime()) return;
    move.mutate({
      id: event.id,
      start: s.toISOString(),
      end: e.toISOString(),
      allDay: isAllDay ?? event.allDay,
    });
  };

  return (
    <Card>
      <PageHeader title={t("calendar.title")} action={<AddResourceButton resource={resource} />} />
      <CardContent>
        {events.isError && <Alert severity="error">{errorMessage(events.error)}</Alert>}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {tasks("calendar.howTo")}
        </Typography>
        <Box
          sx={{
            height: 680,
            // A festival kept by many temples is many all-day events: for staff of the whole
            // trust they would push the hours out of the week view, so their row scrolls.
            "& .rbc-time-view .rbc-allday-cell": { maxHeight: 120, overflowY: "auto" },
          }}
        >
          <DnDCalendar
            localizer={localizer}
            culture={lang}
            events={shown}
            date={date}
            view={view}
            views={[Views.MONTH, Views.WEEK, Views.DAY]}
            onNavigate={setDate}
            onView={setView}
            // Temples open before dawn: week and day views start at 05:00, not midnight.
            scrollToTime={new Date(1970, 0, 1, 5)}
            selectable
            resizable
            onEventDrop={save}
            onEventResize={save}
            onSelectEvent={(e) => navigate(`${resource.meta.addPage}?id=${e.id}`)}
            onSelectSlot={({ start, end }) =>
              navigate(
                `${resource.meta.addPage}?start=${start.toISOString()}&end=${end.toISOString()}`,
              )
            }
            eventPropGetter={(e) =>
              e.kind === "closure"
                ? {
                    style: { backgroundColor: theme.palette.error.main },
                    title: tasks("calendar.closure"),
                  }
                : {}
            }
            messages={{
              today: t("calendar.today"),
              previous: t("calendar.previous"),
              next: t("calendar.next"),
              month: t("calendar.month"),
              week: t("calendar.week"),
              day: tasks("calendar.day"),
              noEventsInRange: t("calendar.none"),
              showMore: (n: number) => t("calendar.more", { n }),
            }}
          />
        </Box>
        <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: 24 }}>
          {status}
        </Typography>
      </CardContent>
    </Card>
  );
}

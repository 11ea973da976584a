import {
  Alert,
  Box,
  Button,
  Container,
  FormControl,
  FormHelperText,
  InputLabel,
  List,
  ListItemButton,
  ListItemText,
  OutlinedInput,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import type { Booking, Donation, Many, One, ShopOrder, UserDto } from "@sannidhi/contracts";
import { formatDate, formatDateTime, formatMoney } from "@sannidhi/site/format";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { StatusChip } from "../../components/booking-status-chip";
import { Loading } from "../../components/loading";
import { api, errorMessage } from "../../lib/http";
import { BookingMessages } from "../booking/booking-messages";
import { PublicFrame } from "../public/public-frame";

/** How many of each the home shows; the "All my …" links lead to the rest. */
const SHOWN = 3;

const keys = {
  me: ["devotee-home", "me"] as const,
  next: ["devotee-home", "next"] as const,
  donations: (lang: string) => ["devotee-home", "donations", lang] as const,
  orders: ["devotee-home", "orders"] as const,
};

/**
 * The devotee's home (issue 37): where every sign-in lands for a `user` (spec section 2: the
 * root leads to the dashboard, and a devotee there sees the page titled "Users Page"). It keeps
 * the spec's title and shows, in their language, what they have coming — their next bookings,
 * donations and orders, the messages about their bookings with the reminders switch — asks their
 * name once, and leads back to the temples.
 */
export default function DevoteeHome() {
  const { t, i18n } = useTranslation("home");
  const lang = i18n.language;
  const me = useQuery({
    queryKey: keys.me,
    queryFn: () => api.get<{ userdata: UserDto }>("/api/user/getuser").then((a) => a.userdata),
  });
  useEffect(() => {
    document.title = `${t("title")} — ${t("common:appName")}`;
  }, [t]);
  const name = me.data?.name?.trim();
  const beside = t("titleBeside");

  return (
    <PublicFrame>
      <Container component="section" sx={{ py: 3, maxWidth: "48rem !important" }}>
        {/* The spec fixes the title; in another language its translation stands beside it. */}
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: "1.6rem", sm: "2.125rem" } }}
        >
          <span lang="en">{t("title")}</span>
          {beside && (
            <Box component="span" sx={{ fontWeight: 400 }}>
              {" · "}
              {beside}
            </Box>
          )}
        </Typography>
        <Typography sx={{ mt: 1, fontSize: "1.25rem" }}>
          {name ? t("greeting", { name }) : t("greetingNoName")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("intro")}
        </Typography>
        {me.isSuccess && <NameCard current={name ?? ""} />}
        <NextBookings />
        <Donations lang={lang} />
        <Orders />
        <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
          <Typography component="h2" variant="h6">
            {t("temples.title")}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>{t("temples.text")}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {/* The search is the public site's page: a document link (decision 221). */}
            <Button variant="contained" href="/app/temples">
              {t("temples.search")}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/app/shop">
              {t("temples.shop")}
            </Button>
          </Stack>
        </Paper>
        {/* The newest few; "All my bookings" shows every message. */}
        <BookingMessages latest={SHOWN} />
      </Container>
    </PublicFrame>
  );
}

/**
 * Asked once (issue 37, "devotees are never asked their name"): until the devotee gives a name,
 * staff see "(no name)" on their bookings. Afterwards it is a line with a "Change" button. One
 * field, checked as the server checks it (1–100 characters): a plain controlled input, not a
 * form library and a schema, keeps the home light (decision 224).
 */
function NameCard({ current }: { current: string }) {
  const { t } = useTranslation("home");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(!current);
  const [value, setValue] = useState(current);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = value.trim();
  const error = !tried
    ? undefined
    : !name
      ? t("name.required")
      : name.length > 100
        ? t("name.tooLong")
        : undefined;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (!name || name.length > 100) return;
    setBusy(true);
    try {
      const res = await api.patch<One<UserDto>>("/api/user/profile", { name });
      queryClient.setQueryData(keys.me, res.data);
      setSaved(res.data.name);
      setEditing(false);
      setTried(false);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <div aria-live="polite">
        {saved && !editing && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {t("name.saved", { name: saved })}
          </Alert>
        )}
      </div>
      {editing ? (
        <Paper
          component="form"
          variant="outlined"
          noValidate
          onSubmit={save}
          aria-labelledby="name-ask"
          sx={{ p: 2 }}
        >
          <Typography id="name-ask" component="h2" variant="h6">
            {t("name.ask")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t("name.why")}
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "start" }}>
            <FormControl size="small" error={Boolean(error)} sx={{ flex: 1, width: "100%" }}>
              <InputLabel htmlFor="devotee-name">{t("name.label")}</InputLabel>
              <OutlinedInput
                id="devotee-name"
                label={t("name.label")}
                autoComplete="name"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-describedby={error ? "devotee-name-error" : undefined}
              />
              {error && <FormHelperText id="devotee-name-error">{error}</FormHelperText>}
            </FormControl>
            <Button type="submit" variant="contained" disabled={busy}>
              {t("name.save")}
            </Button>
          </Stack>
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </Paper>
      ) : (
        <Button size="small" onClick={() => setEditing(true)}>
          {t("name.change")}
        </Button>
      )}
    </Box>
  );
}

/** A heading, up to three rows that open each one, an empty line and a link to the whole list. */
function Section<T extends { id: string }>(props: {
  id: string;
  title: string;
  empty: string;
  all: { text: string; to: string };
  query: { isPending: boolean; isError: boolean; error: unknown; data?: Many<T> | undefined };
  row: (item: T) => { to: string; primary: ReactNode; secondary: ReactNode; chip?: ReactNode };
}) {
  const { query } = props;
  const rows = query.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby={props.id} sx={{ mt: 3 }}>
      <Typography id={props.id} component="h2" variant="h6">
        {props.title}
      </Typography>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((item) => {
            const r = props.row(item);
            return (
              <ListItemButton key={item.id} component={RouterLink} to={r.to} divider>
                <ListItemText primary={r.primary} secondary={r.secondary} />
                {r.chip && <Box sx={{ flexShrink: 0, ml: 1 }}>{r.chip}</Box>}
              </ListItemButton>
            );
          })}
        </List>
      )}
      {(query.data?.meta.total ?? 0) > 0 && (
        <Button component={RouterLink} to={props.all.to} size="small" sx={{ mt: 0.5 }}>
          {props.all.text}
        </Button>
      )}
    </Box>
  );
}

function NextBookings() {
  const { t, i18n } = useTranslation("home");
  const lang = i18n.language;
  const query = useQuery({
    queryKey: [...keys.next, lang],
    queryFn: () =>
      api.get<Many<Booking>>(`/api/bookings/mine?upcoming=true&limit=${SHOWN}&lang=${lang}`),
  });
  return (
    <Section
      id="home-next"
      title={t("next.title")}
      empty={t("next.empty")}
      all={{ text: t("next.all"), to: "/app/bookings" }}
      query={query}
      row={(b) => ({
        to: `/app/bookings/${b.id}`,
        primary: `${b.pooja.name} — ${b.temple.name}`,
        secondary: `${formatDate(`${b.date}T12:00:00+05:30`, lang)} · ${b.slot}`,
        chip: <StatusChip status={b.status} />,
      })}
    />
  );
}

function Donations({ lang }: { lang: string }) {
  const { t } = useTranslation("home");
  const query = useQuery({
    queryKey: keys.donations(lang),
    queryFn: () => api.get<Many<Donation>>(`/api/donations?page=1&limit=${SHOWN}&lang=${lang}`),
  });
  return (
    <Section
      id="home-donations"
      title={t("donations.title")}
      empty={t("donations.empty")}
      all={{ text: t("donations.all"), to: "/app/donations" }}
      query={query}
      row={(d) => ({
        to: `/app/donations/${d.id}`,
        primary: `${d.purpose.name} — ${d.temple.name}`,
        secondary: `${formatMoney(d.amountPaise, lang)} · ${formatDateTime(d.paidAt ?? d.createdAt, lang)}`,
      })}
    />
  );
}

function Orders() {
  const { t, i18n } = useTranslation("home");
  const lang = i18n.language;
  const query = useQuery({
    queryKey: keys.orders,
    queryFn: () => api.get<Many<ShopOrder>>(`/api/ecommerce/orders?page=1&limit=${SHOWN}`),
  });
  return (
    <Section
      id="home-orders"
      title={t("orders.title")}
      empty={t("orders.empty")}
      all={{ text: t("orders.all"), to: "/app/orders" }}
      query={query}
      row={(o) => ({
        to: `/app/orders/${o.id}`,
        primary: t("orders.line", { number: o.orderNo, temple: o.temple.name }),
        secondary: `${formatMoney(o.totalPaise, lang)} · ${formatDateTime(o.createdAt, lang)}`,
      })}
    />
  );
}

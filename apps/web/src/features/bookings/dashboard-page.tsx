import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { formatMoney } from "@sannidhi/site/format";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../components/loading";
import { useNearScreen } from "../../components/use-near-screen";
import { errorMessage } from "../../lib/http";
import { DonationFigures } from "../donations/donation-figures";
import { useDashboard } from "./staff-bookings-api";
import type { TempleBar } from "./temple-chart";

// ECharts (≈ 175 KB gzip) is fetched only when the chart is on screen: never by the public
// site, and not with the dashboard's first load on a phone, where the chart is below the first
// screenful (issue 14's budget, decision 133). The table under it has the same figures.
const TempleChart = lazy(() => import("./temple-chart"));

/** The by-temple chart's height: reserved before its code arrives, so nothing below moves. */
const templeChartHeight = (bars: number) => Math.max(280, 40 * bars);

/**
 * The by-temple chart, its code asked for only once its place scrolls into view (no margin:
 * near is not enough); the place keeps the chart's height meanwhile, so nothing shifts.
 */
function TempleChartWhenSeen(props: {
  bars: TempleBar[];
  labels: { bookings: string; revenue: string };
  formatRevenue(rupees: number): string;
  ariaLabel: string;
}) {
  const { ref, near: seen } = useNearScreen<HTMLDivElement>(false, "0px");
  const height = templeChartHeight(props.bars.length);
  return (
    <Box ref={ref} sx={{ minHeight: height }}>
      {seen && (
        <Suspense fallback={<Loading height={height} />}>
          <TempleChart {...props} height={height} />
        </Suspense>
      )}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card variant="outlined" sx={{ height: "100%" }}>
        {/* The figure's size follows its card's width (container units), so a week's revenue in
            lakhs fits a quarter of a laptop's screen instead of being cut at the edge. */}
        <CardContent sx={{ containerType: "inline-size" }}>
          <Typography color="text.secondary" variant="body2" component="h2">
            {label}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{
              fontWeight: 600,
              fontSize: "clamp(1.25rem, 13cqi, 2.125rem)",
              whiteSpace: "nowrap",
            }}
          >
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** `/dashboard/default` for SA: bookings and revenue today and this week, by temple (issue 6). */
export default function DashboardPage() {
  const { t, i18n } = useTranslation("staff-bookings");
  const lng = i18n.language;
  const dash = useDashboard();
  const money = (paise: number) => formatMoney(paise, lng);
  const formatRevenue = useCallback(
    (rupees: number) => formatMoney(Math.round(rupees * 100), lng).replace(/\.00$/, ""),
    [lng],
  );
  const labels = useMemo(
    () => ({ bookings: t("dashboard.bookings"), revenue: t("dashboard.revenue") }),
    [t],
  );
  const bars = useMemo(
    () =>
      (dash.data?.byTemple ?? []).map((r) => ({
        name: r.name,
        bookings: r.week.bookings,
        revenueRupees: r.week.revenuePaise / 100,
      })),
    [dash.data],
  );

  if (dash.isPending) return <Loading />;
  if (dash.isError) return <Alert severity="error">{errorMessage(dash.error)}</Alert>;
  const d = dash.data;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t("dashboard.title")}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Figure label={t("dashboard.bookingsToday")} value={String(d.today.bookings)} />
        <Figure label={t("dashboard.revenueToday")} value={money(d.today.revenuePaise)} />
        <Figure label={t("dashboard.bookingsWeek")} value={String(d.week.bookings)} />
        <Figure label={t("dashboard.revenueWeek")} value={money(d.week.revenuePaise)} />
      </Grid>
      {/* Issue 18: donations beside the bookings. */}
      <DonationFigures />
      <Card>
        <CardHeader
          title={
            <Typography variant="h6" component="h2">
              {t("dashboard.byTemple")}
            </Typography>
          }
        />
        <CardContent>
          {bars.length === 0 ? (
            <Typography color="text.secondary">{t("dashboard.noTemples")}</Typography>
          ) : (
            <>
              <TempleChartWhenSeen
                bars={bars}
                labels={labels}
                formatRevenue={formatRevenue}
                ariaLabel={t("dashboard.chartLabel")}
              />
              <Table size="small" aria-label={t("dashboard.byTemple")} sx={{ mt: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("fields.temple")}</TableCell>
                    <TableCell align="right">{t("dashboard.bookingsToday")}</TableCell>
                    <TableCell align="right">{t("dashboard.revenueToday")}</TableCell>
                    <TableCell align="right">{t("dashboard.bookingsWeek")}</TableCell>
                    <TableCell align="right">{t("dashboard.revenueWeek")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.byTemple.map((r) => (
                    <TableRow key={r.templeId}>
                      <TableCell>{r.name}</TableCell>
                      <TableCell align="right">{r.today.bookings}</TableCell>
                      <TableCell align="right">{money(r.today.revenuePaise)}</TableCell>
                      <TableCell align="right">{r.week.bookings}</TableCell>
                      <TableCell align="right">{money(r.week.revenuePaise)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

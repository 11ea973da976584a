import {
  Grid,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useTheme,
} from "@mui/material";
import type { BookingFigures } from "@sannidhi/contracts";
import { formatDate, formatMoney } from "@sannidhi/site/format";
import { LineChart, PieChart } from "echarts/charts";
import * as echarts from "echarts/core";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EChart } from "../../../components/echart";
import { Loading } from "../../../components/loading";
import { QueryState } from "../../../layouts/admin/query-state";
import TempleChart from "../../bookings/temple-chart";
import { Sample } from "../sample";
import { lastDays, useBookingFigures } from "./figures-api";

// Bars, the grid, legend, tooltip and the SVG renderer come with the temple chart's module.
echarts.use([LineChart, PieChart]);

const RANGES = [7, 30, 90] as const;
type Row = { key: string; label: string; bookings: number; revenuePaise: number };

/** The figures of a chart as a table: what a screen reader reads, and anyone can copy. */
function FiguresTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  const { t, i18n } = useTranslation("staff-bookings");
  return (
    <Table size="small" sx={{ mt: 2 }}>
      <caption style={{ captionSide: "top", textAlign: "left", padding: 0 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{first}</TableCell>
          <TableCell align="right">{t("dashboard.bookings")}</TableCell>
          <TableCell align="right">{t("dashboard.revenue")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell>{r.label}</TableCell>
            <TableCell align="right">{r.bookings}</TableCell>
            <TableCell align="right">{formatMoney(r.revenuePaise, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <Sample title={title}>{children}</Sample>
    </Grid>
  );
}

/**
 * `/charts/echarts`: bookings and revenue from the real figures (by day, temple and pooja kind),
 * drawn in the current theme's colours, each chart followed by its figures as a table.
 */
export default function ChartsPage() {
  const { t, i18n } = useTranslation(["styleguide", "staff-bookings", "cms"]);
  const lng = i18n.language;
  const theme = useTheme();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const range = useMemo(() => lastDays(days), [days]);
  const figures = useBookingFigures(range);
  const p = theme.palette;
  const colors = useMemo(
    () => [
      p.primary.main,
      p.secondary.main,
      p.success.main,
      p.warning.main,
      p.info.main,
      p.error.main,
    ],
    [p],
  );
  const rupees = useCallback(
    (v: number) => formatMoney(Math.round(v * 100), lng).replace(/\.00$/, ""),
    [lng],
  );
  const labels = useMemo(
    () => ({
      bookings: t("staff-bookings:dashboard.bookings"),
      revenue: t("staff-bookings:dashboard.revenue"),
    }),
    [t],
  );
  const d: BookingFigures | undefined = figures.data;
  const total = d?.byDay.reduce((n, x) => n + x.bookings, 0) ?? 0;
  const day = (date: string) =>
    formatDate(`${date}T12:00:00+05:30`, lng, { day: "numeric", month: "short" });

  const byDay = useMemo(
    () =>
      d && {
        color: colors,
        tooltip: { trigger: "axis" },
        legend: { top: 0, data: [labels.bookings, labels.revenue] },
        grid: { left: 8, right: 8, bottom: 8, top: 48, containLabel: true },
        xAxis: { type: "category", data: d.byDay.map((x) => day(x.date)) },
        yAxis: [
          { type: "value", name: labels.bookings, minInterval: 1 },
          { type: "value", name: labels.revenue, axisLabel: { formatter: rupees } },
        ],
        series: [
          {
            name: labels.bookings,
            type: "line",
            smooth: true,
            data: d.byDay.map((x) => x.bookings),
          },
          {
            name: labels.revenue,
            type: "line",
            yAxisIndex: 1,
            data: d.byDay.map((x) => x.revenuePaise / 100),
            tooltip: { valueFormatter: rupees },
          },
        ],
      },
    [d, colors, labels, rupees, lng],
  );
  const byKind = useMemo(
    () =>
      d && {
        color: colors,
        tooltip: { trigger: "item" },
        legend: { bottom: 0 },
        series: [
          {
            name: labels.revenue,
            type: "pie",
            radius: ["40%", "70%"],
            data: d.byKind.map((k) => ({
              name: t(`cms:options.${k.kind}`),
              value: k.revenuePaise / 100,
            })),
            tooltip: { valueFormatter: rupees },
          },
        ],
      },
    [d, colors, labels, rupees, t],
  );
  const templeBars = useMemo(
    () =>
      (d?.byTemple ?? []).map((r) => ({
        name: r.name,
        bookings: r.bookings,
        revenueRupees: r.revenuePaise / 100,
      })),
    [d],
  );

  return (
    <>
      <TextField
        select
        size="small"
        label={t("charts.range")}
        value={days}
        onChange={(e) => setDays(Number(e.target.value) as (typeof RANGES)[number])}
        sx={{ minWidth: 200, mb: 1 }}
      >
        {RANGES.map((n) => (
          <MenuItem key={n} value={n}>
            {t("charts.lastDays", { count: n })}
          </MenuItem>
        ))}
      </TextField>
      <QueryState
        query={figures}
        loadingLabel={t("common.loading")}
        retryLabel={t("staff-bookings:list.retry")}
      />
      {figures.isPending && <Loading />}
      {d && (
        <>
          <Typography sx={{ mt: 1 }} role="status">
            {t("charts.summary", {
              from: formatDate(`${d.from}T12:00:00+05:30`, lng),
              to: formatDate(`${d.to}T12:00:00+05:30`, lng),
              bookings: total,
              revenue: formatMoney(
                d.byDay.reduce((n, x) => n + x.revenuePaise, 0),
                lng,
              ),
            })}
          </Typography>
          <Grid container spacing={3}>
            <Grid size={12}>
              <Sample
                title={t("charts.byDay")}
                intro={t("charts.intro")}
                code={`<EChart option={{ color: [theme.palette.primary.main, …], series: [{ type: "line", … }] }} ariaLabel={…} height={300} />`}
              >
                {total === 0 ? (
                  <Typography color="text.secondary">{t("charts.none")}</Typography>
                ) : (
                  byDay && <EChart option={byDay} ariaLabel={t("charts.byDayLabel")} height={300} />
                )}
                <FiguresTable
                  caption={t("charts.byDay")}
                  first={t("staff-bookings:fields.date")}
                  rows={d.byDay.map((x) => ({ key: x.date, label: day(x.date), ...x }))}
                />
              </Sample>
            </Grid>
            <Panel title={t("charts.byTemple")}>
              {templeBars.length === 0 ? (
                <Typography color="text.secondary">{t("charts.none")}</Typography>
              ) : (
                <TempleChart
                  bars={templeBars}
                  labels={labels}
                  formatRevenue={rupees}
                  ariaLabel={t("charts.byTempleLabel")}
                  colors={colors}
                  height={Math.max(280, 40 * templeBars.length)}
                />
              )}
              <FiguresTable
                caption={t("charts.byTemple")}
                first={t("staff-bookings:fields.temple")}
                rows={d.byTemple.map((x) => ({ key: x.templeId, label: x.name, ...x }))}
              />
            </Panel>
            <Panel title={t("charts.byKind")}>
              {d.byKind.length === 0 ? (
                <Typography color="text.secondary">{t("charts.none")}</Typography>
              ) : (
                byKind && (
                  <EChart option={byKind} ariaLabel={t("charts.byKindLabel")} height={300} />
                )
              )}
              <FiguresTable
                caption={t("charts.byKind")}
                first={t("cms:fields.kind")}
                rows={d.byKind.map((x) => ({
                  key: x.kind,
                  label: t(`cms:options.${x.kind}`),
                  ...x,
                }))}
              />
            </Panel>
          </Grid>
        </>
      )}
    </>
  );
}

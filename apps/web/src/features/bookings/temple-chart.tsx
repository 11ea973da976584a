import { BarChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { useMemo } from "react";
import { EChart } from "../../components/echart";

// Only the parts this chart uses, so the staff chunk stays small (decision 087).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface TempleBar {
  name: string;
  bookings: number;
  revenueRupees: number;
}

/** This week's bookings and revenue by temple, as two bar series on two axes. */
export default function TempleChart({
  bars,
  labels,
  formatRevenue,
  ariaLabel,
  colors,
  height,
}: {
  bars: TempleBar[];
  labels: { bookings: string; revenue: string };
  formatRevenue(rupees: number): string;
  ariaLabel: string;
  /** Series colours (the style guide passes the theme's); ECharts' own palette otherwise. */
  colors?: string[];
  /** Pixels; the dashboard reserves the same before this chunk arrives (`templeChartHeight`). */
  height: number;
}) {
  const option = useMemo(
    () => ({
      ...(colors ? { color: colors } : {}),
      tooltip: { trigger: "axis" },
      legend: { data: [labels.bookings, labels.revenue] },
      grid: { left: 8, right: 8, bottom: 8, top: 40, containLabel: true },
      xAxis: { type: "category", data: bars.map((b) => b.name), axisLabel: { interval: 0 } },
      yAxis: [
        { type: "value", name: labels.bookings, minInterval: 1 },
        {
          type: "value",
          name: labels.revenue,
          axisLabel: { formatter: (v: number) => formatRevenue(v) },
        },
      ],
      series: [
        { name: labels.bookings, type: "bar", data: bars.map((b) => b.bookings) },
        {
          name: labels.revenue,
          type: "bar",
          yAxisIndex: 1,
          data: bars.map((b) => b.revenueRupees),
          tooltip: { valueFormatter: (v: number) => formatRevenue(v) },
        },
      ],
    }),
    [bars, labels, formatRevenue, colors],
  );
  return <EChart option={option} ariaLabel={ariaLabel} height={height} />;
}

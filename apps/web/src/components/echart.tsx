import type { EChartsCoreOption } from "echarts/core";
import * as echarts from "echarts/core";
import { useEffect, useRef } from "react";

/**
 * An ECharts chart drawn as SVG (crisp on any screen, no canvas in tests) from an option
 * object, resized with the window. The caller registers the chart types it uses with
 * `echarts.use`, so each chunk bundles only those (decision 087). A picture for sighted
 * readers: pages put the same figures in a table beside it.
 */
export function EChart({
  option,
  ariaLabel,
  height,
}: {
  option: EChartsCoreOption;
  ariaLabel: string;
  height: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: "svg" });
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      chart.dispose();
    };
  }, [option]);
  return <div ref={ref} role="img" aria-label={ariaLabel} style={{ width: "100%", height }} />;
}

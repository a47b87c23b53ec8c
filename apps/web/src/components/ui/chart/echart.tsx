import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what Rota's charts draw (DESIGN.md "Charts"): bars and lines on a grid, a tooltip, a
// legend, reference lines, drawn as SVG. This module sits in the `charts` chunk with ECharts
// (vite.config.ts), loaded only by the screens that chart and left out of the precache.
use([BarChart, LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, SVGRenderer]);

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for a screen reader (the chart itself is an image to it). */
  label: string;
  height: number;
}

/** One ECharts instance drawn into a div, resized with it and disposed with it. */
export function EChart({ option, label, height }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = init(element.current, undefined, { renderer: 'svg' });
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

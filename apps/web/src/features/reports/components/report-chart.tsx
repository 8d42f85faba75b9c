import { BarChart, LineChart } from 'chartist';
import 'chartist/dist/index.css';
import './reports.css';
import { useEffect, useRef } from 'react';

/** How a chart draws its table: bars (across for long names) or lines, and which columns. */
export type ChartSpec = {
  type: 'bar' | 'hbar' | 'line';
  /** The numeric columns drawn, one series each. */
  series: string[];
  /** The text columns that name a bar (all of them unless given). */
  labels?: string[];
  /** The top of the value axis, when the values are measured against it (100 %). */
  high?: number;
  /** What the values are, under the chart (the legend names the series). */
  note?: string;
};

export type ChartData = { labels: string[]; series: number[][]; names: string[] };

/**
 * One chart drawn by Chartist (SVG, so it prints sharp). The drawing is decorative for
 * assistive technology: the container is an image named by `label`, and the same numbers are
 * one click away as a table (ReportCard's 'Ver tabla').
 */
export function ReportChart({
  spec,
  data,
  label,
}: {
  spec: ChartSpec;
  data: ChartData;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const content = { labels: data.labels, series: data.series };
    const chart =
      spec.type === 'line'
        ? new LineChart(element, content, {
            fullWidth: true,
            low: 0,
            axisY: { onlyInteger: true },
            chartPadding: { right: 24 },
          })
        : new BarChart(element, content, {
            horizontalBars: spec.type === 'hbar',
            reverseData: spec.type === 'hbar',
            seriesBarDistance: 12,
            // Room for the value axis' last label ('100') at the right edge.
            chartPadding: { right: 24 },
            high: spec.high,
            low: spec.high === undefined ? undefined : 0,
            axisX: spec.type === 'hbar' ? { onlyInteger: true } : {},
            axisY: spec.type === 'hbar' ? { offset: 120 } : { onlyInteger: true },
          });
    // Drawn to the width it has now; a viewBox lets it shrink with its card (the printed page
    // is narrower than the screen) instead of overflowing.
    chart.on('created', () => {
      const svg = element.querySelector('svg');
      if (!svg) return;
      const { width, height } = svg.getBoundingClientRect();
      if (width > 0 && height > 0) {
        svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
        svg.setAttribute('preserveAspectRatio', 'xMinYMin meet');
      }
    });
    return () => {
      chart.detach();
    };
  }, [spec.type, spec.high, data]);
  const height = spec.type === 'hbar' ? Math.max(160, data.labels.length * 28 + 40) : 240;
  return (
    <figure className="m-0">
      <div
        ref={ref}
        role="img"
        aria-label={label}
        className="report-chart w-full"
        style={{ height }}
      />
      {(data.names.length > 1 || spec.note) && (
        <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
          {data.names.length > 1 &&
            data.names.map((name, i) => (
              <span key={name} className="flex items-center gap-2">
                <span aria-hidden className={`report-legend report-legend-${i}`} />
                {name}
              </span>
            ))}
          {spec.note && <span className="basis-full">{spec.note}</span>}
        </figcaption>
      )}
    </figure>
  );
}

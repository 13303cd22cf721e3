import uPlot from 'uplot';
import type { SeriesPoint } from './analytics-backend';
import type { Bucket } from './range-buckets';
import { axisColour, gridColour, seriesStyles } from './series-styles';

/**
 * The time series drawn with uPlot. This module is imported dynamically by SeriesChart only, so
 * uPlot is a chunk of its own that no other page loads (docs/architecture/analytics.md, "Analytics").
 */
export interface DrawnChart {
  resize(width: number): void;
  destroy(): void;
}

const chartHeight = 280;

const axisFormats: Record<Bucket, string> = { hour: '{HH}:00', day: '{MMM} {D}', month: '{MMM} {YYYY}' };
/** Room each time label needs, in CSS pixels. */
const labelWidth: Record<Bucket, number> = { hour: 56, day: 64, month: 80 };
/** Counts are whole: the y axes step by these only. */
const wholeSteps = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000,
];

/** A tick on every k-th bucket start, k as small as the labels allow: never between two buckets. */
function bucketSplits(times: readonly number[], bucket: Bucket) {
  return (chart: uPlot) => {
    const fit = Math.max(1, Math.floor(chart.bbox.width / devicePixelRatio / labelWidth[bucket]));
    const step = Math.ceil(times.length / fit);
    return times.filter((_, index) => index % step === 0);
  };
}

function axis(scale: string, side: 0 | 1 | 2 | 3, extra: Partial<uPlot.Axis> = {}): uPlot.Axis {
  return {
    scale,
    side,
    stroke: axisColour,
    grid: { stroke: gridColour, width: 1 },
    ticks: { stroke: gridColour, width: 1 },
    font: '12px system-ui, sans-serif',
    ...extra,
  };
}

export function drawSeriesChart(target: HTMLElement, points: readonly SeriesPoint[], bucket: Bucket, width: number): DrawnChart {
  const format = uPlot.fmtDate(axisFormats[bucket]);
  const few = points.length <= 31;
  const times = points.map((point) => Date.parse(point.bucketStart) / 1000);
  const options: uPlot.Options = {
    width,
    height: chartHeight,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    // The range and its buckets are UTC days and hours (docs/product.md, "Analytics", "The dashboard").
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true },
      y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      enquiries: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    axes: [
      axis('x', 2, {
        splits: bucketSplits(times, bucket),
        values: (_u, splits) => splits.map((seconds) => format(uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'))),
      }),
      axis('y', 3, { size: 56, incrs: wholeSteps }),
      axis('enquiries', 1, { grid: { show: false }, size: 40, incrs: wholeSteps }),
    ],
    series: [
      {},
      ...seriesStyles.map((style) => ({
        label: style.label,
        scale: style.metric === 'enquiries' ? 'enquiries' : 'y',
        stroke: style.colour,
        width: 2,
        dash: style.dash,
        points: { show: few, size: 5, fill: style.colour, stroke: style.colour },
      })),
    ],
  };
  const data: uPlot.AlignedData = [
    times,
    points.map((point) => point.visitors),
    points.map((point) => point.pageviews),
    points.map((point) => point.enquiries),
  ];
  const chart = new uPlot(options, data, target);
  return {
    resize: (next) => chart.setSize({ width: next, height: chartHeight }),
    destroy: () => chart.destroy(),
  };
}

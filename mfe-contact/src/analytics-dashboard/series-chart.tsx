import { useEffect, useRef, useState } from 'react';
import type { SeriesPoint } from './analytics-backend';
import type { Bucket } from './range-buckets';
import { seriesStyles } from './series-styles';

/** Below this width the chart would be unreadable; the table below it still holds every figure. */
const minimumWidth = 240;

/**
 * The time series as a uPlot canvas, loaded on first render in the browser (its chunk is this
 * page's alone). The canvas is hidden from screen readers: the summary above it and the table
 * beside it (SeriesTable) say what it shows. A chart that cannot load leaves the summary and the
 * table, with a note.
 */
export function SeriesChart({ points, bucket }: { points: readonly SeriesPoint[]; bucket: Bucket }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let chart: { resize(width: number): void; destroy(): void } | undefined;
    let observer: ResizeObserver | undefined;
    const widthOf = () => Math.max(minimumWidth, Math.floor(element.clientWidth));
    import('./draw-series-chart')
      .then(({ drawSeriesChart }) => {
        if (cancelled) return;
        chart = drawSeriesChart(element, points, bucket, widthOf());
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart?.resize(widthOf()));
          observer.observe(element);
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [points, bucket]);

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Chart key" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-navy-900">
        {seriesStyles.map((style) => (
          <li key={style.metric} className="flex items-center gap-2">
            <svg aria-hidden="true" width="28" height="8" className="shrink-0">
              <line
                x1="0"
                y1="4"
                x2="28"
                y2="4"
                stroke={style.colour}
                strokeWidth="3"
                strokeDasharray={style.dash.join(' ') || undefined}
              />
            </svg>
            {style.label}
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="text-sm text-muted-foreground">The chart could not be drawn; the table below holds the same figures.</p>
      ) : (
        <div
          ref={box}
          aria-hidden="true"
          className="min-h-[280px] w-full overflow-hidden [&_.u-over]:absolute [&_.u-under]:absolute [&_.u-wrap]:relative [&_canvas]:block [&_canvas]:h-full [&_canvas]:w-full"
        />
      )}
    </div>
  );
}

/**
 * The overview's 7-day growth chart (points and balance changes per day; the console's 30 days of revenue too), drawn
 * as SVG on the server: a React component used without a `client:` directive, so it ships no JavaScript. Each day's figures are its tooltip (the
 * SVG title shown on hover); the same figures are in the table next to it for screen readers. Without `money` (a
 * sub-account, which never sees the company balance) only the points are drawn.
 */
import { renderedByReact } from '~/components/astroRenderer';
import { isCalendarDay } from '~/lib/format/calendarDays';
import { chartGeometry } from './growthChart';

export interface GrowthChartProps {
  days: string[];
  score: number[];
  /** The balance series; left out, the chart draws the points alone. */
  money?: number[] | undefined;
  labels: { score: string; money: string; chart: string };
  locale: string;
}

/** A day on the axis: `MM-DD` of a `YYYY-MM-DD` day (the tooltip and the table carry the year). */
const shortDay = (day: string | undefined) => (day && isCalendarDay(day) ? day.slice(5) : (day ?? ''));

const BOX = { width: 640, height: 260, padding: { top: 12, right: 56, bottom: 34, left: 56 } };
/** At most this many day labels fit under the chart. */
const MAX_DAY_LABELS = 10;

function GrowthChart({ days, score, money, labels, locale }: GrowthChartProps) {
  const number = new Intl.NumberFormat(locale);
  const { xs, plot, left, right } = chartGeometry(score, money ?? [], BOX);
  const labelStep = Math.max(1, Math.ceil(xs.length / MAX_DAY_LABELS));
  const dayTitle = (i: number) =>
    [
      days[i],
      `${labels.score}: ${number.format(score[i] ?? 0)}`,
      ...(money ? [`${labels.money}: ${number.format(money[i] ?? 0)}`] : []),
    ].join('\n');
  const band = xs.length > 1 ? (plot.right - plot.left) / (xs.length - 1) : plot.right - plot.left;
  return (
    <figure className="growth-chart mb-0">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard. */}
      <section className="chart-scroll" tabIndex={0} aria-label={labels.chart}>
        <svg
          className="chart-svg"
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-labelledby="growth-chart-title"
          data-testid="growth-chart"
        >
          <title id="growth-chart-title">{labels.chart}</title>
          <g className="chart-grid">
            {left.ticks.map((tick) => (
              <line key={tick.value} x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
            ))}
          </g>
          <g className="chart-axis chart-axis-score" textAnchor="end">
            {left.ticks.map((tick) => (
              <text key={tick.value} x={plot.left - 8} y={tick.y} dy="0.32em">
                {number.format(tick.value)}
              </text>
            ))}
          </g>
          {money && (
            <g className="chart-axis chart-axis-money" textAnchor="start">
              {right.ticks.map((tick) => (
                <text key={tick.value} x={plot.right + 8} y={tick.y} dy="0.32em">
                  {number.format(tick.value)}
                </text>
              ))}
            </g>
          )}
          <g className="chart-axis chart-axis-days" textAnchor="middle">
            {xs.map((x, i) =>
              // A long span (a month) names every few days, the last one always: the labels never run together.
              (xs.length - 1 - i) % labelStep === 0 ? (
                <text key={days[i] ?? i} x={x} y={plot.bottom + 24}>
                  {shortDay(days[i])}
                </text>
              ) : null,
            )}
          </g>
          <path className="chart-line chart-line-score" d={left.path} />
          {money && <path className="chart-line chart-line-money" d={right.path} />}
          {xs.map((x, i) => (
            <g key={days[i] ?? i} className="chart-day" data-testid="growth-day">
              <title>{dayTitle(i)}</title>
              <rect
                className="chart-day-band"
                x={x - band / 2}
                y={plot.top}
                width={band}
                height={plot.bottom - plot.top}
              />
              <line className="chart-day-guide" x1={x} x2={x} y1={plot.top} y2={plot.bottom} />
              <circle className="chart-dot chart-dot-score" cx={x} cy={left.points[i]?.y} r={4} />
              {money && <circle className="chart-dot chart-dot-money" cx={x} cy={right.points[i]?.y} r={4} />}
            </g>
          ))}
        </svg>
      </section>
      <figcaption className="chart-legend">
        <span className="chart-key chart-key-score">{labels.score}</span>
        {money && <span className="chart-key chart-key-money">{labels.money}</span>}
      </figcaption>
    </figure>
  );
}

export default renderedByReact(GrowthChart);

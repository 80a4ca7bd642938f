/**
 * Geometry of the overview's growth chart: two series over the same days, each on its own vertical axis (points on
 * the left, balance on the right), with round tick values that always include zero. Pure, so the chart is drawn
 * as SVG on the server and ships no JavaScript.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels around the plot. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface Tick {
  value: number;
  y: number;
}

export interface SeriesGeometry {
  ticks: Tick[];
  points: Array<{ x: number; y: number; value: number }>;
  /** SVG path data of the line through the points. */
  path: string;
}

export interface ChartGeometry {
  /** The x of each day. */
  xs: number[];
  /** The plot area. */
  plot: { left: number; right: number; top: number; bottom: number };
  left: SeriesGeometry;
  right: SeriesGeometry;
}

/** A step of 1, 2, 2.5 or 5 times a power of ten, at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = [1, 2, 2.5, 5, 10].find((candidate) => fraction <= candidate + 1e-9) ?? 10;
  return nice * power;
}

/** Round tick values covering every value and zero, about `count` of them. */
export function niceTicks(values: readonly number[], count = 5): number[] {
  const finite = values.filter(Number.isFinite);
  let low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (low === high) high = low + 1;
  const step = niceStep((high - low) / Math.max(1, count - 1));
  low = Math.floor(low / step + 1e-9) * step;
  high = Math.ceil(high / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = low; value <= high + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The two axes' ticks stretched to the same count below and above zero, so that zero and every grid line are at
 * the same height on both sides.
 */
export function alignedTicks(left: readonly number[], right: readonly number[]): [number[], number[]] {
  const a = niceTicks(left);
  const b = niceTicks(right);
  const below = Math.max(a.filter((v) => v < 0).length, b.filter((v) => v < 0).length);
  const above = Math.max(a.filter((v) => v > 0).length, b.filter((v) => v > 0).length);
  const stretch = (ticks: number[]) => {
    const step = (ticks[1] ?? 1) - (ticks[0] ?? 0);
    return Array.from({ length: below + above + 1 }, (_, i) => Number(((i - below) * step).toPrecision(12)));
  };
  return [stretch(a), stretch(b)];
}

function series(
  values: readonly number[],
  ticks: number[],
  xs: readonly number[],
  top: number,
  bottom: number,
): SeriesGeometry {
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const y = (value: number) => round(bottom - ((value - low) / (high - low)) * (bottom - top));
  const points = values.map((value, i) => ({ x: xs[i] ?? 0, y: y(Number.isFinite(value) ? value : 0), value }));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  return { ticks: ticks.map((value) => ({ value, y: y(value) })), points, path };
}

/** Where every tick, point and line of the chart goes in a box of the given size. */
export function chartGeometry(left: readonly number[], right: readonly number[], box: ChartBox): ChartGeometry {
  const plot = {
    left: box.padding.left,
    right: box.width - box.padding.right,
    top: box.padding.top,
    bottom: box.height - box.padding.bottom,
  };
  const days = Math.max(left.length, right.length);
  const span = plot.right - plot.left;
  const xs = Array.from({ length: days }, (_, i) =>
    round(days === 1 ? plot.left + span / 2 : plot.left + (span * i) / (days - 1)),
  );
  const [leftTicks, rightTicks] = alignedTicks(left, right);
  return {
    xs,
    plot,
    left: series(left, leftTicks, xs, plot.top, plot.bottom),
    right: series(right, rightTicks, xs, plot.top, plot.bottom),
  };
}

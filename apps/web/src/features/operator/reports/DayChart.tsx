// A chart of figures per day drawn by hand in SVG (no charting library: the console's chunk stays
// small): one bar per day for the first series, and a line for each further series, over a zero line
// that sits where it must when figures go negative. Values are decimal strings or counts; they are
// drawn through floats, which is fine for pixels (the table beside it has the exact figures).
import { formatCell, type ReportColumnKind } from './ReportTable';
import styles from './reports.module.css';

export interface ChartSeries {
  key: string;
  label: string;
  /** One value per day, in the days' order. */
  values: readonly (string | number)[];
}

export interface DayChartProps {
  title: string;
  days: readonly string[];
  /** The first is drawn as bars, the others as lines. */
  series: readonly [ChartSeries, ...ChartSeries[]];
  kind: ReportColumnKind;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 72 };
const LINE_CLASSES = [styles.line1, styles.line2, styles.line3];

/** A round step for gridlines: 1, 2 or 5 times a power of ten, about four of them over the range. */
function niceStep(range: number): number {
  const raw = range / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

export function DayChart({ title, days, series, kind }: DayChartProps) {
  const numbers = series.map((one) => one.values.map((value) => Number(value)));
  const all = numbers.flat().filter(Number.isFinite);
  const step = niceStep(Math.max(1, Math.max(0, ...all) - Math.min(0, ...all)));
  const top = Math.ceil(Math.max(0, ...all) / step) * step || step;
  const bottom = Math.floor(Math.min(0, ...all) / step) * step;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((top - value) / (top - bottom)) * plotHeight;
  const slot = plotWidth / Math.max(1, days.length);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(tick);
  const labelEvery = Math.ceil(days.length / 8);
  const [bars, ...lines] = numbers;
  const barWidth = Math.max(1, slot * 0.7);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.legend}>
        <span className={styles.chartTitle}>{title}</span>
        {series.map((one, index) => (
          <span key={one.key} className={styles.legendItem}>
            <span
              className={index === 0 ? styles.swatchBar : `${styles.swatchLine} ${LINE_CLASSES[index - 1]}`}
            />
            {one.label}
          </span>
        ))}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className={styles.svg}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? styles.zero : styles.grid}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className={styles.axis}>
              {formatCell(kind === 'money' ? 'count' : kind, Math.round(tick))}
            </text>
          </g>
        ))}
        {bars!.map((value, index) => (
          <rect
            key={days[index]}
            x={x(index) - barWidth / 2}
            width={barWidth}
            y={Math.min(y(value), y(0))}
            height={Math.max(0.5, Math.abs(y(value) - y(0)))}
            className={value < 0 ? styles.barNegative : styles.bar}
          >
            <title>{`${days[index]}: ${series.map((one) => `${one.label} ${formatCell(kind, one.values[index] ?? null)}`).join(' · ')}`}</title>
          </rect>
        ))}
        {lines.map((values, line) => (
          <polyline
            key={series[line + 1]!.key}
            fill="none"
            className={`${styles.line} ${LINE_CLASSES[line]}`}
            points={values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
          />
        ))}
        {days.map((day, index) =>
          index % labelEvery === 0 ? (
            <text key={day} x={x(index)} y={HEIGHT - 8} textAnchor="middle" className={styles.axis}>
              {day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { moodLabel } from '../../../components/check-in-modal';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, bottom: 32, side: 88 };

interface MoodChartProps {
  moods: readonly { at: string; mood: number }[];
  /** Right to left: time runs from the right. */
  rtl: boolean;
}

/**
 * Mood over time as a small SVG line: one point per check-in, the five moods on the side. Drawn by the page itself
 * (no chart library) so it paints with the figures; the same data is a table below it for screen readers.
 */
export function MoodChart({ moods, rtl }: MoodChartProps) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const descId = useId();
  const times = moods.map((point) => Date.parse(point.at));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const span = last - first || 1;
  const inner = WIDTH - PAD.side * 2;
  const x = (time: number) => {
    const offset = moods.length === 1 ? inner / 2 : ((time - first) / span) * inner;
    return rtl ? WIDTH - PAD.side - offset : PAD.side + offset;
  };
  const y = (mood: number) => PAD.top + ((5 - mood) / 4) * (HEIGHT - PAD.top - PAD.bottom);
  const points = moods.map((point, index) => ({ cx: x(times[index] as number), cy: y(point.mood) }));
  const average = moods.reduce((sum, point) => sum + point.mood, 0) / moods.length;
  const day = new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric' });
  const labelX = rtl ? WIDTH - PAD.side + 8 : PAD.side - 8;

  return (
    <svg
      className="progress-chart mood-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>{t`Mood over time`}</title>
      <desc id={descId}>
        {t`${moods.length} check-ins, average mood ${average.toFixed(1)} out of 5, from ${day.format(first)} to ${day.format(last)}.`}
      </desc>
      {[1, 2, 3, 4, 5].map((score) => (
        <g key={score}>
          <line className="chart-grid" x1={PAD.side} x2={WIDTH - PAD.side} y1={y(score)} y2={y(score)} />
          <text
            className="chart-label"
            x={labelX}
            y={y(score)}
            textAnchor="end"
            dominantBaseline="middle"
            direction={rtl ? 'rtl' : 'ltr'}
          >
            {moodLabel(i18n, score)}
          </text>
        </g>
      ))}
      {points.length > 1 && (
        <polyline className="chart-line" points={points.map((point) => `${point.cx},${point.cy}`).join(' ')} />
      )}
      {points.map((point, index) => (
        <circle key={moods[index]?.at ?? index} className="chart-point" cx={point.cx} cy={point.cy} r={5} />
      ))}
      <text className="chart-label" x={x(first)} y={HEIGHT - 8} textAnchor="middle">
        {day.format(first)}
      </text>
      {moods.length > 1 && (
        <text className="chart-label" x={x(last)} y={HEIGHT - 8} textAnchor="middle">
          {day.format(last)}
        </text>
      )}
    </svg>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 24, bottom: 32, side: 16 };

interface MinutesChartProps {
  weeks: readonly { weekStart: string; minutes: number }[];
  rtl: boolean;
}

/** Minutes practised per week as SVG bars, each with its figure; the weeks run from the right in Arabic. */
export function MinutesChart({ weeks, rtl }: MinutesChartProps) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const descId = useId();
  const most = Math.max(1, ...weeks.map((week) => week.minutes));
  const total = weeks.reduce((sum, week) => sum + week.minutes, 0);
  const slot = (WIDTH - PAD.side * 2) / weeks.length;
  const barWidth = Math.min(48, slot * 0.6);
  const day = new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric' });
  const showEvery = Math.ceil(weeks.length / 8);

  return (
    <svg
      className="progress-chart minutes-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>{t`Minutes practised per week`}</title>
      <desc id={descId}>{t`${total} minutes over ${weeks.length} weeks.`}</desc>
      <line
        className="chart-grid"
        x1={PAD.side}
        x2={WIDTH - PAD.side}
        y1={HEIGHT - PAD.bottom}
        y2={HEIGHT - PAD.bottom}
      />
      {weeks.map((week, index) => {
        const place = rtl ? weeks.length - 1 - index : index;
        const center = PAD.side + slot * place + slot / 2;
        const height = ((HEIGHT - PAD.top - PAD.bottom) * week.minutes) / most;
        const top = HEIGHT - PAD.bottom - height;
        return (
          <g key={week.weekStart}>
            <rect className="chart-bar" x={center - barWidth / 2} y={top} width={barWidth} height={height} rx={4} />
            {week.minutes > 0 && (
              <text className="chart-value" x={center} y={top - 6} textAnchor="middle">
                {week.minutes}
              </text>
            )}
            {index % showEvery === 0 && (
              <text className="chart-label" x={center} y={HEIGHT - 10} textAnchor="middle">
                {day.format(Date.parse(week.weekStart))}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

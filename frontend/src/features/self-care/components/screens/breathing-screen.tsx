import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

type PhaseName = 'inhale' | 'holdIn' | 'exhale' | 'holdOut';
interface Phase {
  name: PhaseName;
  seconds: number;
}

/**
 * A guided breathing pattern: a circle that grows as the member breathes in and shrinks as they breathe out, the
 * phase in words (announced politely once per phase, not every second) and a countdown. Under
 * prefers-reduced-motion the circle stays still and the words and countdown guide alone (self-care.css).
 */
export function BreathingScreen({ screen, record }: ScreenProps<'breathing'>) {
  const { t } = useLingui();
  const phases = useMemo<Phase[]>(
    () =>
      (
        [
          { name: 'inhale', seconds: screen.inhale },
          { name: 'holdIn', seconds: screen.holdIn },
          { name: 'exhale', seconds: screen.exhale },
          { name: 'holdOut', seconds: screen.holdOut },
        ] as Phase[]
      ).filter((phase) => phase.seconds > 0),
    [screen],
  );
  const [running, setRunning] = useState(false);
  const [{ step, left }, setClock] = useState({ step: 0, left: phases[0]?.seconds ?? 0 });
  const cycle = Math.floor(step / phases.length);
  const phase = phases[step % phases.length] as Phase;
  const done = cycle >= screen.cycles;

  useEffect(() => {
    if (!running || done) return;
    const timer = setInterval(() => {
      setClock((current) =>
        current.left > 1
          ? { step: current.step, left: current.left - 1 }
          : { step: current.step + 1, left: phases[(current.step + 1) % phases.length]?.seconds ?? 0 },
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [running, done, phases]);

  useEffect(() => {
    if (done && running) {
      setRunning(false);
      const perCycle = phases.reduce((sum, each) => sum + each.seconds, 0);
      record('breathing_completed', { cycles: screen.cycles, seconds: perCycle * screen.cycles });
    }
  }, [done, running, phases, screen.cycles, record]);

  const words: Record<PhaseName, string> = {
    inhale: t`Breathe in`,
    holdIn: t`Hold`,
    exhale: t`Breathe out`,
    holdOut: t`Rest`,
  };
  const expanded = phase.name === 'inhale' || phase.name === 'holdIn';
  const style = { '--breath-seconds': `${phase.seconds}s` } as CSSProperties;

  return (
    <section className="screen-breathing">
      <h2 className="screen-title">
        <Shown value={screen.title} />
      </h2>
      <div className="breathing-stage" aria-hidden="true">
        <div
          className={`breathing-circle${running && expanded ? ' is-expanded' : ''}${running ? ' is-running' : ''}`}
          style={style}
        >
          <span className="breathing-count">{running ? left : ''}</span>
        </div>
      </div>
      <p className="breathing-phase" role="status" aria-live="polite">
        {done ? (
          <Trans>Well done. Notice how you feel now.</Trans>
        ) : running ? (
          words[phase.name]
        ) : (
          <Trans>
            {screen.cycles} breaths: in for {screen.inhale} seconds, out for {screen.exhale}.
          </Trans>
        )}
      </p>
      {!done && (
        <p className="breathing-cycle">
          {running && (
            <Trans>
              Breath {cycle + 1} of {screen.cycles}
            </Trans>
          )}
        </p>
      )}
      <div className="screen-actions">
        {done ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setClock({ step: 0, left: phases[0]?.seconds ?? 0 });
              setRunning(true);
            }}
          >
            <Trans>Go again</Trans>
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setRunning((value) => !value)}>
            {running ? <Trans>Pause</Trans> : step === 0 ? <Trans>Start</Trans> : <Trans>Continue</Trans>}
          </button>
        )}
      </div>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

export const REFLECTION_MAX_LENGTH = 2000;

/**
 * A private journal entry. Saved when the member asks (or leaves the field with changes); it is theirs alone:
 * never in the CRM, never shown to their employer or anyone else, and they can delete it from My Progress.
 */
export function ReflectionScreen({ screen, record }: ScreenProps<'reflection'>) {
  const { t } = useLingui();
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  const save = () => {
    const entry = text.trim();
    if (!entry || entry === saved) return;
    record('reflection_saved', { text: entry });
    setSaved(entry);
  };
  return (
    <section className="screen-reflection">
      <label htmlFor={fieldId} className="screen-title screen-prompt">
        <Shown value={screen.prompt} />
      </label>
      <p id={hintId} className="field-hint">
        <Trans>Private: only you can see what you write here. It is never shared with your company.</Trans>
      </p>
      <textarea
        id={fieldId}
        className="field-input field-textarea"
        rows={6}
        maxLength={REFLECTION_MAX_LENGTH}
        aria-describedby={hintId}
        placeholder={screen.placeholder?.text ?? t`Write as much or as little as you like.`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
      />
      <div className="screen-actions">
        <button type="button" className="button" onClick={save} disabled={!text.trim() || text.trim() === saved}>
          <Trans>Save my reflection</Trans>
        </button>
        <span className="screen-saved" role="status" aria-live="polite">
          {saved && saved === text.trim() ? t`Saved, just for you.` : ''}
        </span>
      </div>
    </section>
  );
}

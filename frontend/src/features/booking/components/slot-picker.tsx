import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Slot } from '../booking-api';
import { formatDay, formatTime, groupSlotsByDay } from '../booking-time';

interface SlotPickerProps {
  slots: readonly Slot[];
  /** The chosen slot's start, if any. */
  value: string | undefined;
  onChange: (slot: Slot) => void;
  timeZone: string;
  disabled?: boolean;
}

/**
 * The next four weeks' free times, grouped by the member's days: first a day, then a time. Both are native radio
 * groups, so Tab enters each once and the arrow keys move within it, and screen readers announce "n of m".
 */
export function SlotPicker({ slots, value, onChange, timeZone, disabled = false }: SlotPickerProps) {
  const { i18n, t } = useLingui();
  const name = useId();
  const days = groupSlotsByDay(slots, timeZone);
  const chosenDay = value ? days.find((day) => day.slots.some((slot) => slot.startsAt === value))?.day : undefined;
  const [openDay, setOpenDay] = useState<string | undefined>(chosenDay);
  const shownDay = days.find((day) => day.day === (openDay ?? chosenDay)) ?? days[0];

  return (
    <div className="slot-picker">
      <fieldset className="slot-days" disabled={disabled}>
        <legend>{t`Day`}</legend>
        <div className="slot-days-row">
          {days.map((day) => {
            const first = day.slots[0]?.startsAt ?? '';
            return (
              <label key={day.day} className="slot-chip slot-day">
                <input
                  type="radio"
                  name={`${name}-day`}
                  value={day.day}
                  checked={shownDay?.day === day.day}
                  onChange={() => setOpenDay(day.day)}
                />
                <span>{formatDay(first, i18n.locale, timeZone, 'short')}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {shownDay ? (
        <fieldset className="slot-times" disabled={disabled}>
          <legend>{t`Time on ${formatDay(shownDay.slots[0]?.startsAt ?? '', i18n.locale, timeZone)}`}</legend>
          <div className="slot-times-grid">
            {shownDay.slots.map((slot) => (
              <label key={slot.startsAt} className="slot-chip">
                <input
                  type="radio"
                  name={`${name}-time`}
                  value={slot.startsAt}
                  checked={value === slot.startsAt}
                  onChange={() => onChange(slot)}
                />
                <span>{formatTime(slot.startsAt, i18n.locale, timeZone)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

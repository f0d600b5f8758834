import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/load-failed';
import { type Slot, slotsQueryOptions } from '../booking-api';
import { LateChangeNote } from './late-change-note';
import { SlotPicker } from './slot-picker';

interface ExpertSlotsProps {
  expertId: string;
  sessionMinutes: number;
  value: string | undefined;
  onChange: (slot: Slot) => void;
  timeZone: string;
  disabled?: boolean;
}

/** An expert's free times for a session length over the next four weeks, with their loading, empty and error states. */
export function ExpertSlots({ expertId, sessionMinutes, value, onChange, timeZone, disabled }: ExpertSlotsProps) {
  const slots = useQuery(slotsQueryOptions(expertId, sessionMinutes));
  if (slots.isPending)
    return (
      <p className="booking-status" aria-busy="true">
        <Trans>Looking for free times…</Trans>
      </p>
    );
  if (slots.isError)
    return (
      <LoadFailed className="booking-status" secondary onRetry={() => void slots.refetch()}>
        <Trans>The free times could not be loaded.</Trans>
      </LoadFailed>
    );
  if (slots.data.length === 0)
    return (
      <p className="booking-empty">
        <Trans>
          No free time in the next four weeks for this session length. Try the other length or another expert.
        </Trans>
      </p>
    );
  return (
    <>
      <SlotPicker
        slots={slots.data}
        value={value}
        onChange={onChange}
        timeZone={timeZone}
        {...(disabled === undefined ? {} : { disabled })}
      />
      <LateChangeNote startsAt={value} />
    </>
  );
}

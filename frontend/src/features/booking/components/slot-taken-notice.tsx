import type { SlotTakenResponse } from '@kinwell/contracts';
import { Trans } from '@lingui/react/macro';
import type { Slot } from '../booking-api';
import { SlotPicker } from './slot-picker';

interface SlotTakenNoticeProps {
  taken: SlotTakenResponse;
  /** The time picked among the ones offered, if any. */
  value: string | undefined;
  onPick: (slot: Slot) => void;
  timeZone: string;
}

/** The answer to a lost race or a time no longer free: the server's words, and the expert's next free times to pick. */
export function SlotTakenNotice({ taken, value, onPick, timeZone }: SlotTakenNoticeProps) {
  return (
    <div className="booking-error" role="alert">
      <p>{taken.message}</p>
      {taken.nextSlots.length > 0 ? (
        <>
          <p>
            <Trans>These times are still free:</Trans>
          </p>
          <SlotPicker slots={taken.nextSlots} value={value} onChange={onPick} timeZone={timeZone} />
        </>
      ) : null}
    </div>
  );
}

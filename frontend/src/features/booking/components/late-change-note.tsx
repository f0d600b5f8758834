import { changeIsFree } from '@kinwell/core';
import { Trans } from '@lingui/react/macro';

/** Core's 24 h rule, said where it applies: next to a chosen time that starts within 24 hours. */
export function LateChangeNote({ startsAt }: { startsAt: string | undefined }) {
  if (!startsAt || changeIsFree(startsAt, new Date())) return null;
  return (
    <p className="booking-note" role="note">
      <Trans>This session starts within 24 hours: it cannot be moved or cancelled free of charge.</Trans>
    </p>
  );
}

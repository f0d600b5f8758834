import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { goalText } from '../../booking/booking-labels';
import { formatWhen, minutesBetween } from '../../booking/booking-time';
import { CancelForm } from '../../booking/components/cancel-form';
import { type ExpertBooking, expertConsoleApi, expertConsoleKeys } from '../expert-console-api';

interface ExpertBookingItemProps {
  booking: ExpertBooking;
  timeZone: string;
  /**
   * A cancelled session moves to the Past list, where React mounts it anew: the item's own state would lose the
   * confirmation, so the console says it.
   */
  onCancelled?: (booking: ExpertBooking) => void;
}

/** One session on the console: when (on the expert's clock), who (first name and goals only), and cancelling it. */
export function ExpertBookingItem({ booking, timeZone, onCancelled }: ExpertBookingItemProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const upcoming = Date.parse(booking.startsAt) > Date.now();
  const minutes = minutesBetween(booking.startsAt, booking.endsAt);
  const headingId = `expert-booking-${booking.id}`;
  const cancel = useMutation({
    mutationFn: (reason: string | undefined) => expertConsoleApi.cancel(booking.id, reason ? { reason } : {}),
    onSuccess: () => {
      setCancelling(false);
      onCancelled?.(booking);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: expertConsoleKeys.bookings() }),
  });
  const goals = booking.member.goals.map((goal) => i18n._(goalText[goal])).join(', ');

  return (
    <li className={`booking-item console-booking booking-item-${booking.status}`} aria-labelledby={headingId}>
      <div className="booking-item-body">
        <h3 id={headingId} className="booking-item-title">
          <time dateTime={booking.startsAt}>{formatWhen(booking.startsAt, i18n.locale, timeZone)}</time>
        </h3>
        <p>
          <Trans>
            {booking.member.firstName} · {minutes} minutes
          </Trans>
        </p>
        {goals ? (
          <p className="expert-credentials">
            <Trans>Would like help with: {goals}</Trans>
          </p>
        ) : null}
        {booking.status === 'booked' ? null : (
          <p className="booking-cancelled-by">
            {booking.cancelledBy === 'expert' ? (
              booking.cancelReason ? (
                <Trans>You cancelled this session: “{booking.cancelReason}”</Trans>
              ) : (
                <Trans>You cancelled this session.</Trans>
              )
            ) : booking.cancelReason ? (
              <Trans>
                {booking.member.firstName} cancelled this session: “{booking.cancelReason}”
              </Trans>
            ) : (
              <Trans>{booking.member.firstName} cancelled this session.</Trans>
            )}
          </p>
        )}
        {booking.status === 'booked' && upcoming && !cancelling ? (
          <div className="booking-actions">
            <button type="button" className="button button-secondary" onClick={() => setCancelling(true)}>
              <Trans>Cancel</Trans>{' '}
              <span className="visually-hidden">{formatWhen(booking.startsAt, i18n.locale, timeZone)}</span>
            </button>
          </div>
        ) : null}
        {cancelling ? (
          <CancelForm
            late={false}
            pending={cancel.isPending}
            error={cancel.error?.message}
            reasonHint={t`${booking.member.firstName} will read it in the app. The session does not count against their sponsored sessions.`}
            onCancel={(reason) => cancel.mutate(reason)}
            onKeep={() => {
              cancel.reset();
              setCancelling(false);
            }}
          />
        ) : null}
      </div>
    </li>
  );
}

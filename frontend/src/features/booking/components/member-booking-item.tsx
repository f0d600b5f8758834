import type { SlotTakenResponse } from '@kinwell/contracts';
import { changeIsFree } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingApi, bookingKeys, type MemberBooking, type Slot, slotTakenOf } from '../booking-api';
import { bookingStatusText } from '../booking-labels';
import { formatWhen, minutesBetween } from '../booking-time';
import { CancelForm } from './cancel-form';
import { ExpertSlots } from './expert-slots';
import { SlotTakenNotice } from './slot-taken-notice';

type Open = 'none' | 'reschedule' | 'cancel';

interface MemberBookingItemProps {
  booking: MemberBooking;
  timeZone: string;
  /**
   * A cancelled session moves to the Past list, where React mounts it anew: the item's own state would lose the
   * confirmation, so the page says it.
   */
  onCancelled?: () => void;
}

/** One of the member's sessions: when, with whom, how to join, and (while allowed) moving or cancelling it. */
export function MemberBookingItem({ booking, timeZone, onCancelled }: MemberBookingItemProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>('none');
  const [slot, setSlot] = useState<Slot | undefined>();
  const [taken, setTaken] = useState<SlotTakenResponse | undefined>();
  const minutes = minutesBetween(booking.startsAt, booking.endsAt);
  const upcoming = Date.parse(booking.endsAt) > Date.now();
  const booked = booking.status === 'booked';
  const headingId = `booking-${booking.id}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });

  const reschedule = useMutation({
    mutationFn: (chosen: Slot) => bookingApi.reschedule(booking.id, { startsAt: chosen.startsAt }),
    onSuccess: () => {
      setOpen('none');
      setSlot(undefined);
      setTaken(undefined);
    },
    onError: (error) => {
      const lost = slotTakenOf(error);
      if (lost) {
        setTaken(lost);
        setSlot(undefined);
      }
    },
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (reason: string | undefined) => bookingApi.cancel(booking.id, reason ? { reason } : {}),
    onSuccess: () => {
      setOpen('none');
      onCancelled?.();
    },
    onSettled: refresh,
  });

  return (
    <li className={`booking-item booking-item-${booking.status}`} aria-labelledby={headingId}>
      <img className="expert-photo" src={booking.expert.photoUrl} alt="" width={56} height={56} loading="lazy" />
      <div className="booking-item-body">
        <h3 id={headingId} className="booking-item-title">
          <time dateTime={booking.startsAt}>{formatWhen(booking.startsAt, i18n.locale, timeZone)}</time>
        </h3>
        <p>
          <Trans>
            With {booking.expert.name} · {minutes} minutes ·{' '}
            {booking.expert.locationKind === 'video' ? t`Video call` : t`Phone call`}
          </Trans>
        </p>
        <p className={`booking-badge booking-badge-${booking.status}`}>{i18n._(bookingStatusText[booking.status])}</p>
        {booking.status !== 'booked' && booking.cancelledBy ? (
          <p className="booking-cancelled-by">
            {booking.cancelledBy === 'expert' ? (
              booking.cancelReason ? (
                <Trans>
                  {booking.expert.name} cancelled this session: “{booking.cancelReason}”
                </Trans>
              ) : (
                <Trans>{booking.expert.name} cancelled this session.</Trans>
              )
            ) : (
              <Trans>You cancelled this session.</Trans>
            )}
          </p>
        ) : null}
        {booked && upcoming && booking.videoUrl ? (
          <p>
            <a className="button" href={booking.videoUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Join the video session</Trans> <span className="visually-hidden">{t`(opens in a new tab)`}</span>
            </a>
          </p>
        ) : null}
        {booked && upcoming && booking.expert.locationKind === 'phone' ? (
          <p>
            <Trans>{booking.expert.name} will call you at the time of the session.</Trans>
          </p>
        ) : null}
        {booked && upcoming && !booking.changeable ? (
          <p className="booking-note">
            <Trans>Less than 24 hours to go: this session can no longer be moved or cancelled free of charge.</Trans>
          </p>
        ) : null}

        {booked && upcoming && open === 'none' ? (
          <div className="booking-actions">
            {booking.changeable ? (
              <button type="button" className="button button-secondary" onClick={() => setOpen('reschedule')}>
                <Trans>Reschedule</Trans>
              </button>
            ) : null}
            <button type="button" className="button button-secondary" onClick={() => setOpen('cancel')}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        ) : null}

        {reschedule.isSuccess ? (
          <p role="status">
            <Trans>The session is moved. We have emailed you the new time.</Trans>
          </p>
        ) : null}

        {open === 'cancel' ? (
          <CancelForm
            late={!changeIsFree(booking.startsAt, new Date())}
            pending={cancel.isPending}
            error={cancel.error?.message}
            reasonHint={t`The expert will read it in the app.`}
            onCancel={(reason) => cancel.mutate(reason)}
            onKeep={() => {
              cancel.reset();
              setOpen('none');
            }}
          />
        ) : null}

        {open === 'reschedule' ? (
          <section className="booking-inline-form" aria-label={t`Choose a new time`}>
            {taken ? (
              <SlotTakenNotice taken={taken} value={slot?.startsAt} onPick={setSlot} timeZone={timeZone} />
            ) : (
              <ExpertSlots
                expertId={booking.expertId}
                sessionMinutes={minutes}
                value={slot?.startsAt}
                onChange={setSlot}
                timeZone={timeZone}
              />
            )}
            {reschedule.error && !slotTakenOf(reschedule.error) ? (
              <p className="booking-error" role="alert">
                {reschedule.error.message}
              </p>
            ) : null}
            <div className="booking-actions">
              <button
                type="button"
                className="button"
                disabled={!slot || reschedule.isPending}
                aria-busy={reschedule.isPending || undefined}
                onClick={() => slot && reschedule.mutate(slot)}
              >
                {reschedule.isPending ? t`Moving…` : t`Move to this time`}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  reschedule.reset();
                  setTaken(undefined);
                  setSlot(undefined);
                  setOpen('none');
                }}
              >
                <Trans>Keep the current time</Trans>
              </button>
            </div>
          </section>
        ) : null}
      </div>
    </li>
  );
}

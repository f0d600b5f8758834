import type { SlotTakenResponse } from '@kinwell/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import {
  bookingApi,
  bookingKeys,
  type ExpertProfile,
  type MemberBooking,
  myBookingsQueryOptions,
  type Slot,
  slotTakenOf,
} from '../booking-api';
import { formatWhen } from '../booking-time';
import { ExpertSlots } from './expert-slots';
import { LateChangeNote } from './late-change-note';
import { SessionBalanceNote } from './session-balance';
import { SlotTakenNotice } from './slot-taken-notice';

type Step = 'pick' | 'confirm' | 'done';

/**
 * Booking on a profile: the session's length, the year's balance, a time, a confirm step, then what comes next. A
 * lost race (409) says so and offers the expert's next free times; past the balance the server's message is shown.
 */
export function BookingPanel({ expert, timeZone }: { expert: ExpertProfile; timeZone: string }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const lengthName = useId();
  const [sessionMinutes, setSessionMinutes] = useState<number>(
    expert.sessionMinutes.includes(50) ? 50 : (expert.sessionMinutes[0] ?? 50),
  );
  const [slot, setSlot] = useState<Slot | undefined>();
  const [step, setStep] = useState<Step>('pick');
  const [taken, setTaken] = useState<SlotTakenResponse | undefined>();
  const [booked, setBooked] = useState<MemberBooking | undefined>();
  const myBookings = useQuery(myBookingsQueryOptions());
  const balance = myBookings.data?.balance;
  const noneLeft = balance?.remaining === 0;
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Each step's heading takes the focus, so keyboard and screen-reader users follow the flow.
  useEffect(() => {
    if (step !== 'pick') stepHeading.current?.focus();
  }, [step]);

  const book = useMutation({
    mutationFn: (chosen: Slot) =>
      bookingApi.book({ expertId: expert.id, startsAt: chosen.startsAt, sessionMinutes: sessionMinutes as 30 | 50 }),
    onSuccess: ({ booking }) => {
      setBooked(booking);
      setTaken(undefined);
      setStep('done');
    },
    onError: (error) => {
      const lost = slotTakenOf(error);
      if (lost) {
        setTaken(lost);
        setSlot(undefined);
        setStep('pick');
      }
    },
    // Booked or not, the free times and the balance have moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });

  if (step === 'done' && booked) {
    return (
      <section className="booking-panel booking-done" aria-labelledby="booking-done-title">
        <h2 id="booking-done-title" ref={stepHeading} tabIndex={-1}>
          <Trans>You are booked</Trans>
        </h2>
        <p className="booking-when">
          <Trans>
            {formatWhen(booked.startsAt, i18n.locale, timeZone)} with {expert.name}
          </Trans>
        </p>
        <h3>
          <Trans>What comes next</Trans>
        </h3>
        <ul className="booking-next-steps">
          <li>
            <Trans>We have emailed you a confirmation with a calendar invitation.</Trans>
          </li>
          <li>
            {booked.expert.locationKind === 'video' ? (
              <Trans>The video link is in the email and in My bookings. Join a few minutes early.</Trans>
            ) : (
              <Trans>{expert.name} will call you at the time of the session.</Trans>
            )}
          </li>
          <li>
            <Trans>You can move or cancel it free of charge until 24 hours before it starts.</Trans>
          </li>
        </ul>
        <div className="booking-actions">
          <Link to="/book-session/my-bookings" className="button">
            <Trans>See My bookings</Trans>
          </Link>
          <Link to="/dashboard" className="button button-secondary">
            <Trans>Back to your dashboard</Trans>
          </Link>
        </div>
      </section>
    );
  }

  if (step === 'confirm' && slot) {
    const failure = book.error && !slotTakenOf(book.error) ? book.error.message : undefined;
    return (
      <section className="booking-panel" aria-labelledby="booking-confirm-title">
        <h2 id="booking-confirm-title" ref={stepHeading} tabIndex={-1}>
          <Trans>Confirm your session</Trans>
        </h2>
        <dl className="booking-summary">
          <dt>
            <Trans>With</Trans>
          </dt>
          <dd>{expert.name}</dd>
          <dt>
            <Trans>When</Trans>
          </dt>
          <dd>
            <time dateTime={slot.startsAt}>{formatWhen(slot.startsAt, i18n.locale, timeZone)}</time>
          </dd>
          <dt>
            <Trans>Length</Trans>
          </dt>
          <dd>{t`${sessionMinutes} minutes`}</dd>
          <dt>
            <Trans>How</Trans>
          </dt>
          <dd>{expert.locationKind === 'video' ? t`Video call` : t`Phone call`}</dd>
        </dl>
        {balance ? <SessionBalanceNote balance={balance} /> : null}
        <LateChangeNote startsAt={slot.startsAt} />
        {failure ? (
          <p className="booking-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="booking-actions">
          <button
            type="button"
            className="button"
            disabled={book.isPending}
            aria-busy={book.isPending || undefined}
            onClick={() => book.mutate(slot)}
          >
            {book.isPending ? t`Booking…` : t`Confirm booking`}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setStep('pick')}>
            <Trans>Choose another time</Trans>
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="booking-panel" aria-labelledby="booking-pick-title">
      <h2 id="booking-pick-title" ref={stepHeading} tabIndex={-1}>
        <Trans>Book a session</Trans>
      </h2>
      {balance ? <SessionBalanceNote balance={balance} /> : null}
      {taken ? (
        <SlotTakenNotice
          taken={taken}
          value={slot?.startsAt}
          onPick={(next) => {
            setSlot(next);
            setStep('confirm');
          }}
          timeZone={timeZone}
        />
      ) : null}
      {expert.sessionMinutes.length > 1 ? (
        <fieldset className="booking-lengths" disabled={noneLeft}>
          <legend>
            <Trans>Session length</Trans>
          </legend>
          {expert.sessionMinutes.map((minutes) => (
            <label key={minutes} className="slot-chip">
              <input
                type="radio"
                name={lengthName}
                value={minutes}
                checked={sessionMinutes === minutes}
                onChange={() => {
                  setSessionMinutes(minutes);
                  setSlot(undefined);
                }}
              />
              <span>{t`${minutes} minutes`}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{t`Sessions last ${sessionMinutes} minutes.`}</p>
      )}
      <ExpertSlots
        expertId={expert.id}
        sessionMinutes={sessionMinutes}
        value={slot?.startsAt}
        onChange={setSlot}
        timeZone={timeZone}
        disabled={noneLeft}
      />
      <div className="booking-actions">
        <button
          type="button"
          className="button"
          disabled={!slot || noneLeft}
          onClick={() => {
            book.reset();
            setStep('confirm');
          }}
        >
          <Trans>Continue</Trans>
        </button>
      </div>
    </section>
  );
}

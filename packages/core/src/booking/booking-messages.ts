/** What the booking routes answer when a request cannot be done: error catalog area `booking`. */
export const bookingMessages = {
  slotTaken: 'Someone has just booked this time. Please pick one of the next free times.',
  noSessionsLeft: 'You have used all the sessions your employer sponsors this year.',
  expertNotFound: 'We could not find this expert. They may no longer take bookings.',
  bookingNotFound: 'We could not find this booking. It may have been cancelled already.',
  notAFreeSlot: 'This time is not free with this expert. Please pick one of their free times.',
  sessionLengthNotOffered: 'This expert does not offer sessions of this length.',
  tooLateToChange: 'This session starts in less than 24 hours and can no longer be moved.',
  tooLateToCancel: 'This session has already started or ended and can no longer be cancelled.',
  expertsOnly: 'This page is for Kinwell experts only.',
  membersOnly: 'Booking sessions is for members. Experts manage their sessions in the expert console.',
} as const;

import { describe, it } from 'vitest';

/**
 * SKELETON — NOT RUN (describe.skip). Issue 14's "done when" browser test, left for after the booking-api branch
 * (endpoints, `npm run expert`, the expert role in the local identity) and booking-notices (mail with .ics) are
 * merged: the front end's booking pages were built against the contracts with mocked answers only. Each step names
 * what the pages offer to find things by (roles and labels, in English):
 * - directory: heading "Book a 1x1 session"; selects "Help with", "Session language", "Expert’s gender", "Sort by";
 *   a card's heading is the expert's name; link "See profile and book".
 * - profile: radio groups "Session length", "Day", "Time on <day>"; buttons "Continue", "Confirm booking"; heading
 *   "You are booked" when done; on a lost race the server's message with the radio group of the next free times.
 * - My bookings (/book-session/my-bookings): regions "Upcoming" and "Past"; buttons "Reschedule", "Move to this time",
 *   "Cancel", field "Reason (optional)", button "Cancel the session"; link "Join the video session".
 * - dashboard: region "Your sessions with experts".
 * - console (/expert): selects "<Weekday>, hours <n>: from|to"; buttons "Add hours <Weekday>", "Save availability";
 *   field "Day off" + "Add day off"; "Day", "Extra hours: from|to" + "Add extra hours"; region "Your sessions".
 */
describe.skip('booking in Chromium (skeleton, to be written once the booking API is merged)', () => {
  it.todo('ops add an expert with `npm run expert -- add` (time zone Europe/Paris, 30 and 50 minute sessions)');
  it.todo('the expert signs in at /login, lands on /expert, sets Monday 09:00–12:00 and saves');
  it.todo('a member in America/Los_Angeles (timezoneId) filters the directory, opens the profile, books a slot');
  it.todo('the dashboard card shows the booking; both mailboxes hold the confirmation with a valid .ics');
  it.todo('the member reschedules, then cancels with a reason; the expert console shows each change');
  it.todo('axe finds nothing on the directory, the profile, My bookings and the console; screenshots light/dark, ar');
});

/** Where a booking mail's button leads, on the app's own origin: the member's bookings, the expert's console. */
export const bookingLinks = (appUrl: string) => {
  const origin = new URL(appUrl).origin;
  return { member: `${origin}/book-session/my-bookings`, expert: `${origin}/expert` };
};

/** Time as a port, so expiry and idle rules can be tested with a controllable clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

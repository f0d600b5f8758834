import { describe, expect, it } from 'vitest';
import { organizerOf } from './calendar-organizer';

describe('organizerOf', () => {
  it('reads the organizer from a sender with a name, or from a bare address', () => {
    expect(organizerOf('Kinwell <no-reply@mail.kinwell.example>')).toEqual({
      name: 'Kinwell',
      email: 'no-reply@mail.kinwell.example',
    });
    expect(organizerOf('"Kinwell Care" <care@mail.kinwell.example>')).toEqual({
      name: 'Kinwell Care',
      email: 'care@mail.kinwell.example',
    });
    expect(organizerOf(' no-reply@mail.kinwell.example ')).toEqual({
      name: 'Kinwell',
      email: 'no-reply@mail.kinwell.example',
    });
  });
});

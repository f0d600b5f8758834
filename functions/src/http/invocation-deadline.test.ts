import { describe, expect, it } from 'vitest';
import { remainingInvocationTime, withInvocationDeadline } from './invocation-deadline';

const invocation = (remainingMs: number) => ({ getRemainingTimeInMillis: () => remainingMs });
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('remainingInvocationTime', () => {
  it('is undefined outside an invocation', () => {
    expect(remainingInvocationTime()).toBeUndefined();
  });

  it("reads the running invocation's deadline across awaits, each invocation its own", async () => {
    const read = async () => {
      await tick();
      return remainingInvocationTime();
    };
    expect(
      await Promise.all([
        withInvocationDeadline(invocation(9000), read),
        withInvocationDeadline(invocation(2500), read),
      ]),
    ).toEqual([9000, 2500]);
  });

  it('is undefined when the context keeps no deadline', async () => {
    expect(await withInvocationDeadline({} as never, async () => remainingInvocationTime())).toBeUndefined();
  });
});

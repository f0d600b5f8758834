// How the scale sections sample: the same pseudo-random picks on every run, and each call timed on its own.

/** A deterministic pseudo-random integer below `n` (an LCG's high bits), so every run picks the same members. */
export function randomBelow(seed: number): (n: number) => number {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * n);
  };
}

/** The duration in ms of each of `count` calls, made one after the other (the next starts when one has answered). */
export async function timeEach(count: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  return times;
}

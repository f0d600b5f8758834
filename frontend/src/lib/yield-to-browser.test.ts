import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToBrowser', () => {
  it('resumes in a later task, after what was already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('resumed');
    expect(order).toEqual(['queued task', 'resumed']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_START_SCRIPT, APP_START_SCRIPT_HASH } from './app-start-script';
import { CONTENT_SECURITY_POLICY } from './security-headers';

interface Added {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

type PaintObserverCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/**
 * Runs the script against a stand-in page: what it adds to the head, the paint observer it leaves waiting and the
 * listeners it adds. `paintTiming: false` is a browser without Paint Timing.
 */
function runScript(attributes: Record<string, string>, { hidden = false, paintTiming = true } = {}) {
  const added: Added[] = [];
  const observers: { callback: PaintObserverCallback; options?: unknown; disconnected: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: Added) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: PaintObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
  }
  new Function('document', 'window', APP_START_SCRIPT)(document, { PerformanceObserver });
  const paint = (name: string) =>
    observers[0]?.callback(
      { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
      {
        disconnect: () => {
          if (observers[0]) observers[0].disconnected = true;
        },
      },
    );
  return { added, observers, listeners, paint };
}

const page = { 'data-entry': '/assets/index-1.js', 'data-preload': '/assets/vendor-2.js /assets/locales-3.js' };

describe('the prerendered pages’ app start script', () => {
  it('is allowed by the Content-Security-Policy through the hash of its exact text', () => {
    const hash = createHash('sha256').update(APP_START_SCRIPT).digest('base64');
    expect(APP_START_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    expect(CONTENT_SECURITY_POLICY.split('; ').find((directive) => directive.startsWith('script-src'))).toContain(
      `'sha256-${hash}'`,
    );
  });

  it('adds the preloads and the entry once the page has had its first contentful paint, and only once', () => {
    const { added, observers, listeners, paint } = runScript(page);
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    expect(added).toEqual([]);
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    expect(observers[0]?.disconnected).toBe(true);
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/vendor-2.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/locales-3.js' },
      { tag: 'script', type: 'module', src: '/assets/index-1.js' },
    ]);
    listeners.visibilitychange?.();
    expect(added).toHaveLength(3);
  });

  it('starts when the tab is hidden before it painted', () => {
    const { added, listeners } = runScript(page);
    listeners.visibilitychange?.();
    expect(added).toHaveLength(3);
  });

  it('starts at once in a hidden tab, which does not paint, and in a browser without Paint Timing', () => {
    for (const options of [{ hidden: true }, { paintTiming: false }]) {
      const { added, observers } = runScript({ 'data-entry': '/assets/index-1.js' }, options);
      expect(observers).toEqual([]);
      expect(added).toEqual([{ tag: 'script', type: 'module', src: '/assets/index-1.js' }]);
    }
  });
});

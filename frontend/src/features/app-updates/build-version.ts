/** Written at build time (vite.config.ts): the id of the build this page runs, and /version.json of the latest. */
export const CURRENT_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
export const VERSION_URL = '/version.json';
/** How often the deployed version is checked (and on every window focus). */
export const VERSION_POLL_MS = 5 * 60_000;

/** The deployed build id, or undefined when it cannot be read (offline, dev server, no file). */
export async function fetchDeployedBuildId(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher(VERSION_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const id = typeof body === 'object' && body !== null ? (body as { buildId?: unknown }).buildId : undefined;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** A reload is offered only when a different build is deployed (never in dev, never on a failed read). */
export function isNewBuild(current: string, deployed: string | undefined): boolean {
  return current !== 'dev' && deployed !== undefined && deployed !== current;
}

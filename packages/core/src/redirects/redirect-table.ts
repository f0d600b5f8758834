import type { ObjectStore } from '../ports/object-store';
import { PreconditionFailedError } from '../shared/errors';

/** Spec §2: "for every path a server is asked for a redirect". The table is one small document in the objects port. */
export const REDIRECTS_KEY = 'content/redirects.json';

export interface RedirectRule {
  /** A path of this site (`/new`) or an http(s) URL (the browser then does a full page navigation). */
  to: string;
  permanent: boolean;
}

export type RedirectRules = Record<string, RedirectRule>;

/** `/Old/` and `/old` are one source: trailing slashes go, the rest is kept as written (paths are case-sensitive). */
export function normalizeRedirectPath(path: string): string {
  const trimmed = path.trim();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') || '/' : trimmed;
}

export function isExternalTarget(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/** The rule for `path`, or null. A rule leading to its own source is ignored (it would loop). */
export function resolveRedirect(rules: Readonly<RedirectRules>, path: string): RedirectRule | null {
  const source = normalizeRedirectPath(path);
  const rule = Object.hasOwn(rules, source) ? rules[source] : undefined;
  if (!rule) return null;
  if (!isExternalTarget(rule.to) && normalizeRedirectPath(rule.to.split(/[?#]/)[0] ?? '') === source) return null;
  return { to: rule.to, permanent: rule.permanent };
}

function isRule(value: unknown): value is RedirectRule {
  if (typeof value !== 'object' || value === null) return false;
  const { to, permanent } = value as Record<string, unknown>;
  return typeof to === 'string' && to.length > 0 && typeof permanent === 'boolean';
}

/** Reads a stored table leniently: malformed entries are skipped, so one bad edit cannot break every page. */
export function parseRedirectRules(text: string): RedirectRules {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return {};
  const rules: RedirectRules = {};
  for (const [source, rule] of Object.entries(document)) {
    if (source.startsWith('/') && isRule(rule)) rules[normalizeRedirectPath(source)] = rule;
  }
  return rules;
}

const MAX_WRITE_ATTEMPTS = 5;

/** The redirect table: read on lookups, edited by the CLI with compare-and-swap (two editors never lose a rule). */
export class RedirectTable {
  constructor(private readonly objects: ObjectStore) {}

  async list(): Promise<RedirectRules> {
    return (await this.read()).rules;
  }

  async lookup(path: string): Promise<RedirectRule | null> {
    return resolveRedirect((await this.read()).rules, path);
  }

  async set(path: string, rule: RedirectRule): Promise<void> {
    await this.update((rules) => {
      rules[normalizeRedirectPath(path)] = { to: rule.to, permanent: rule.permanent };
    });
  }

  /** Answers whether a rule was removed. */
  async remove(path: string): Promise<boolean> {
    let removed = false;
    await this.update((rules) => {
      const source = normalizeRedirectPath(path);
      removed = Object.hasOwn(rules, source);
      delete rules[source];
    });
    return removed;
  }

  private async read(): Promise<{ rules: RedirectRules; etag: string | undefined }> {
    const stored = await this.objects.get(REDIRECTS_KEY);
    if (!stored) return { rules: {}, etag: undefined };
    return { rules: parseRedirectRules(new TextDecoder().decode(stored.body)), etag: stored.etag };
  }

  private async update(change: (rules: RedirectRules) => void): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const { rules, etag } = await this.read();
      change(rules);
      const sorted = Object.fromEntries(Object.entries(rules).sort(([a], [b]) => a.localeCompare(b)));
      try {
        await this.objects.put(REDIRECTS_KEY, `${JSON.stringify(sorted, null, 2)}\n`, {
          contentType: 'application/json',
          ...(etag ? { ifMatch: etag } : { ifNoneMatch: '*' }),
        });
        return;
      } catch (error) {
        if (!(error instanceof PreconditionFailedError) || attempt >= MAX_WRITE_ATTEMPTS) throw error;
      }
    }
  }
}

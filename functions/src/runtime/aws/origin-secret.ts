import * as z from 'zod';

/**
 * The secret's JSON: `current` is what CloudFront sends; `previous` is the value before the last rotation, still
 * accepted so that requests keep passing while the distribution moves to the new one (infra/README.md).
 */
export const OriginSecretValue = z.object({
  current: z.string().min(32),
  previous: z.string().optional(),
});
export type OriginSecretValue = z.infer<typeof OriginSecretValue>;

export interface OriginSecretCacheOptions {
  /** How long a read value is used before the next read. @default 5 minutes */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The accepted values, read through `load` at most once per TTL (one Secrets Manager call per warm container
 * every few minutes, none per request). A failed read is not kept: the next request tries again.
 */
export function cachedOriginSecrets(
  load: () => Promise<OriginSecretValue>,
  { ttlMs = 5 * 60_000, now = Date.now }: OriginSecretCacheOptions = {},
): () => Promise<readonly string[]> {
  let cached: { values: Promise<readonly string[]>; until: number } | undefined;
  return () => {
    const time = now();
    if (!cached || cached.until <= time) {
      const values = load().then(({ current, previous }) => (previous ? [current, previous] : [current]));
      const entry = { values, until: time + ttlMs };
      cached = entry;
      values.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.values;
  };
}

/**
 * Secrets Manager's value of the origin secret. The client is required on first use, not at cold start: the bundle
 * loads it for this one read every few minutes.
 */
export async function readOriginSecret(secretArn: string): Promise<OriginSecretValue> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  return OriginSecretValue.parse(JSON.parse(SecretString ?? '{}'));
}

import 'aws-sdk-client-mock-vitest/extend';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { commonMessages, errorText } from '@kinwell/core';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiEvent, jsonResponse } from '../../http';
import { clientAddress } from '../../http/client-address';
import { capturedTelemetry } from '../../observability/captured-telemetry';
import { behindCloudFront, requireOriginSecret } from './origin-check';
import { cachedOriginSecrets } from './origin-secret';

const CURRENT = 'c'.repeat(48);
const PREVIOUS = 'p'.repeat(48);
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:kinwell-origin-AbCdEf';

const eventWith = (headers: Record<string, string>) =>
  ({
    headers: { 'cloudfront-viewer-address': '198.51.100.20:51000', ...headers },
    requestContext: { http: { sourceIp: '130.176.1.1' } },
  }) as unknown as ApiEvent;
const withSecret = (value: string) => eventWith({ 'x-kinwell-origin-secret': value });

/** A handler answering with the caller's address, as the per-address limits would count it. */
const seen = vi.fn(async (event: ApiEvent) => jsonResponse(200, { address: clientAddress(event) }));
const body = (result: { body?: string }) => JSON.parse(result.body ?? 'null');

describe('requireOriginSecret', () => {
  const handler = requireOriginSecret(seen, async () => [CURRENT, PREVIOUS]);

  it("passes a request with the current secret on, with the viewer's address trusted", async () => {
    const result = await handler(withSecret(CURRENT), {} as Context);
    expect(result.statusCode).toBe(200);
    expect(body(result)).toEqual({ address: '198.51.100.20' });
  });

  it('accepts the previous secret (during a rotation)', async () => {
    expect((await handler(withSecret(PREVIOUS), {} as Context)).statusCode).toBe(200);
  });

  it('refuses a request without the header, or with another value, with 403 { message, code }', async () => {
    seen.mockClear();
    for (const event of [eventWith({}), withSecret('guess'), withSecret(`${CURRENT}x`)]) {
      const result = await handler(event, {} as Context);
      expect(result.statusCode).toBe(403);
      expect(body(result)).toEqual({ message: commonMessages.forbidden, code: 'common.forbidden' });
    }
    expect(seen).not.toHaveBeenCalled();
  });

  it("answers in the caller's language", async () => {
    const result = await handler(eventWith({ 'accept-language': 'fr' }), {} as Context);
    expect(body(result)).toEqual({ message: errorText('common.forbidden', 'fr'), code: 'common.forbidden' });
  });

  it('answers 503 when the secret cannot be read, and logs why', async () => {
    const { telemetry, lines } = capturedTelemetry();
    const failing = requireOriginSecret(seen, () => Promise.reject(new Error('AccessDenied')), telemetry.logger);
    const result = await failing(withSecret(CURRENT), {} as Context);
    expect(result.statusCode).toBe(503);
    expect(body(result)).toMatchObject({ message: commonMessages.upstreamFailed, code: expect.any(String) });
    expect(lines).toEqual([expect.stringContaining('Reading the origin secret failed')]);
  });
});

describe('cachedOriginSecrets', () => {
  it('reads once per TTL, and again after a failed read', async () => {
    let time = 0;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('throttled'))
      .mockResolvedValue({ current: CURRENT, previous: PREVIOUS });
    const accepted = cachedOriginSecrets(load, { ttlMs: 1000, now: () => time });
    await expect(accepted()).rejects.toThrow('throttled');
    expect(await accepted()).toEqual([CURRENT, PREVIOUS]);
    time = 999;
    await accepted();
    expect(load).toHaveBeenCalledTimes(2);
    time = 1000;
    await accepted();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('behindCloudFront (Secrets Manager mocked)', () => {
  const secrets = mockClient(SecretsManagerClient);
  beforeEach(() => {
    secrets.reset();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ current: CURRENT, previous: '' }) });
  });
  afterEach(() => secrets.reset());
  // The files of this package share a worker (isolate: false): the real client goes back for the next file.
  afterAll(() => secrets.restore());

  it('reads the secret of ORIGIN_SECRET_ARN on the first request only, not at cold start nor per request', async () => {
    const handler = behindCloudFront(seen, { ORIGIN_SECRET_ARN: SECRET_ARN });
    expect(secrets).toHaveReceivedCommandTimes(GetSecretValueCommand, 0);
    expect((await handler(withSecret(CURRENT), {} as Context)).statusCode).toBe(200);
    expect((await handler(withSecret(CURRENT), {} as Context)).statusCode).toBe(200);
    // An empty `previous` (no rotation yet) accepts nothing more.
    expect((await handler(withSecret(''), {} as Context)).statusCode).toBe(403);
    expect(secrets).toHaveReceivedCommandTimes(GetSecretValueCommand, 1);
    expect(secrets).toHaveReceivedCommandWith(GetSecretValueCommand, { SecretId: SECRET_ARN });
  });

  it('refuses to start without ORIGIN_SECRET_ARN', () => {
    expect(() => behindCloudFront(seen, {})).toThrow();
  });
});

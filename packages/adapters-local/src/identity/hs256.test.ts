import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Hs256Verifier, verifyHs256 } from './hs256';

const KEY = randomBytes(32);
const ISSUER = 'kinwell-local';
const NOW = new Date('2026-11-22T10:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const expected = { issuer: ISSUER, now: NOW };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as the local identity issues them (jose's SignJWT), with claims to override. */
function joseToken(claims: Record<string, unknown> = {}, options: { alg?: string; key?: Uint8Array } = {}) {
  return new SignJWT({ token_use: 'access', sub: 'user-1', iss: ISSUER, exp: nowSeconds + 60, ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .sign(options.key ?? KEY);
}

/** A token signed by hand: any header, the right HMAC. */
function handToken(header: unknown, claims: unknown) {
  const signing = `${b64(header)}.${b64(claims)}`;
  return `${signing}.${createHmac('sha256', KEY).update(signing).digest('base64url')}`;
}

describe('verifyHs256', () => {
  it("answers the claims of a token jose's SignJWT signed with the key", async () => {
    const token = await new SignJWT({ token_use: 'access', client_id: 'spa', iat_ms: NOW.getTime() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer(ISSUER)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 900)
      .setJti('j-1')
      .sign(KEY);

    expect(verifyHs256(token, KEY, expected)).toEqual({
      token_use: 'access',
      client_id: 'spa',
      iat_ms: NOW.getTime(),
      sub: 'user-1',
      iss: ISSUER,
      iat: nowSeconds,
      exp: nowSeconds + 900,
      jti: 'j-1',
    });
  });

  it('refuses another key, a changed payload and a changed signature', async () => {
    const token = await joseToken();
    const [header, payload, signature = ''] = token.split('.');

    expect(verifyHs256(await joseToken({}, { key: randomBytes(32) }), KEY, expected)).toBeUndefined();
    expect(
      verifyHs256(
        `${header}.${b64({ sub: 'someone-else', iss: ISSUER, exp: nowSeconds + 60 })}.${signature}`,
        KEY,
        expected,
      ),
    ).toBeUndefined();
    const flipped = `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
    expect(verifyHs256(`${header}.${payload}.${flipped}`, KEY, expected)).toBeUndefined();
  });

  it('refuses a second spelling of the right signature', async () => {
    const token = await joseToken();
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = token.at(-1) ?? 'A';
    // 32 bytes take 43 characters: the last one's two low bits are padding that decoding drops.
    const sameBytes = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;

    expect(Buffer.from(sameBytes.split('.')[2] ?? '', 'base64url')).toEqual(
      Buffer.from(token.split('.')[2] ?? '', 'base64url'),
    );
    expect(verifyHs256(sameBytes, KEY, expected)).toBeUndefined();
  });

  it('refuses other algorithms, alg none and critical headers, even with the right HMAC', async () => {
    const claims = { sub: 'user-1', iss: ISSUER, exp: nowSeconds + 60 };

    expect(verifyHs256(await joseToken({}, { alg: 'HS512' }), KEY, expected)).toBeUndefined();
    expect(verifyHs256(handToken({ alg: 'none' }, claims), KEY, expected)).toBeUndefined();
    expect(verifyHs256(`${b64({ alg: 'none' })}.${b64(claims)}.`, KEY, expected)).toBeUndefined();
    expect(verifyHs256(handToken({ alg: 'HS256', crit: ['b64'], b64: false }, claims), KEY, expected)).toBeUndefined();
    expect(verifyHs256(handToken({ alg: 'HS256' }, claims), KEY, expected)).toMatchObject({ sub: 'user-1' });
  });

  it('refuses malformed tokens and claims that are not an object', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', 'not a token', 'a!.b.c', handToken({ alg: 'HS256' }, ['x'])]) {
      expect(verifyHs256(token, KEY, expected), token).toBeUndefined();
    }
    const notJson = `${b64({ alg: 'HS256' })}.${Buffer.from('{oops').toString('base64url')}`;
    expect(
      verifyHs256(`${notJson}.${createHmac('sha256', KEY).update(notJson).digest('base64url')}`, KEY, expected),
    ).toBeUndefined();
  });

  it('refuses another issuer, a missing or past exp, an nbf ahead and an iat that is not a number', async () => {
    expect(verifyHs256(await joseToken({ iss: 'someone-else' }), KEY, expected)).toBeUndefined();
    expect(verifyHs256(await joseToken({ exp: undefined }), KEY, expected)).toBeUndefined();
    expect(verifyHs256(await joseToken({ exp: nowSeconds }), KEY, expected)).toBeUndefined();
    expect(verifyHs256(await joseToken({ exp: nowSeconds + 1 }), KEY, expected)).toMatchObject({ sub: 'user-1' });
    expect(verifyHs256(await joseToken({ exp: String(nowSeconds + 60) }), KEY, expected)).toBeUndefined();
    expect(verifyHs256(await joseToken({ nbf: nowSeconds + 1 }), KEY, expected)).toBeUndefined();
    expect(verifyHs256(await joseToken({ nbf: nowSeconds }), KEY, expected)).toMatchObject({ sub: 'user-1' });
    expect(verifyHs256(await joseToken({ iat: 'yesterday' }), KEY, expected)).toBeUndefined();
  });
});

describe('Hs256Verifier', () => {
  it('refuses to work with an empty or short key, which anyone could sign with', () => {
    expect(() => new Hs256Verifier(new Uint8Array(0))).toThrow(/32 bytes/);
    expect(() => new Hs256Verifier(randomBytes(16))).toThrow(/32 bytes/);
    const forged = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.${createHmac('sha256', '').update('x').digest('base64url')}`;
    expect(() => verifyHs256(forged, new Uint8Array(0), expected)).toThrow(/32 bytes/);
  });

  it('checks the claims of a remembered token at every use: it stops at its expiry', async () => {
    const verifier = new Hs256Verifier(KEY);
    const token = await joseToken({ exp: nowSeconds + 60 });

    expect(verifier.verify(token, expected)).toMatchObject({ sub: 'user-1' });
    expect(verifier.verify(token, expected)).toMatchObject({ sub: 'user-1' });
    expect(verifier.verify(token, { issuer: ISSUER, now: new Date(NOW.getTime() + 60_000) })).toBeUndefined();
    expect(verifier.verify(token, { issuer: 'someone-else', now: NOW })).toBeUndefined();
  });

  it('remembers only what it accepted: a forged token stays refused next to a remembered one', async () => {
    const verifier = new Hs256Verifier(KEY);
    const token = await joseToken();
    expect(verifier.verify(token, expected)).toBeDefined();
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64({ sub: 'someone-else', iss: ISSUER, exp: nowSeconds + 60 })}.${signature}`;

    expect(verifier.verify(forged, expected)).toBeUndefined();
    expect(verifier.verify(forged, expected)).toBeUndefined();
    expect(verifier.verify(await joseToken({}, { key: randomBytes(32) }), expected)).toBeUndefined();
  });

  it('keeps verifying once more tokens than it remembers have passed', async () => {
    const verifier = new Hs256Verifier(KEY, 2);
    const tokens = await Promise.all([1, 2, 3].map((n) => joseToken({ sub: `user-${n}` })));

    for (const token of [...tokens, ...tokens]) expect(verifier.verify(token, expected)).toBeDefined();
    expect(verifier.verify(tokens[0] ?? '', expected)).toMatchObject({ sub: 'user-1' });
  });
});

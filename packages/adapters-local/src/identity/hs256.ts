import { createHmac, timingSafeEqual } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface Hs256Expectations {
  issuer: string;
  now: Date;
}

/** A base64url JSON object, or undefined (not JSON, or JSON that is not an object). */
function jsonObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The claims of a compact JWT signed with HS256 under `key` (as jose's SignJWT signs the local identity's tokens),
 * before any claim is checked; undefined when it is not three base64url parts, its signature is not exactly the
 * HMAC-SHA256 of header and payload (compared in constant time, canonical encoding only), its header is not
 * `alg: HS256` or has `crit`, or its claims are not a JSON object.
 */
function signedClaims(token: string, key: Uint8Array): Record<string, unknown> | undefined {
  assertStrongKey(key);
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header = '', payload = '', signature = ''] = parts;
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return undefined;
  const mac = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== mac.length || !timingSafeEqual(given, mac)) return undefined;
  // One signature, one spelling: trailing bits base64url would ignore do not make another valid token.
  if (given.toString('base64url') !== signature) return undefined;
  const protectedHeader = jsonObject(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return undefined;
  return jsonObject(payload);
}

/** HMAC accepts any key, even an empty one, which anyone could sign with. */
function assertStrongKey(key: Uint8Array): void {
  if (key.length < 32) throw new Error('An HS256 key needs at least 32 bytes');
}

/** The issuer, an `exp` that is not past (required), an `nbf` that is not ahead, a numeric `iat`. */
function validClaims(claims: Record<string, unknown>, expected: Hs256Expectations): boolean {
  if (claims.iss !== expected.issuer) return false;
  const now = Math.floor(expected.now.getTime() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) return false;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return false;
  return claims.iat === undefined || typeof claims.iat === 'number';
}

/**
 * Verifies a compact JWT signed with HS256 and answers its claims, or undefined when anything is off (see
 * `signedClaims` and `validClaims`): the checks jose's jwtVerify makes with `algorithms: ['HS256']` and `issuer`,
 * `exp` required.
 */
export function verifyHs256(
  token: string,
  key: Uint8Array,
  expected: Hs256Expectations,
): Record<string, unknown> | undefined {
  const claims = signedClaims(token, key);
  return claims && validClaims(claims, expected) ? claims : undefined;
}

/**
 * `verifyHs256` under one key, done synchronously with node:crypto (jose's WebCrypto verify costs about ten times
 * as much), and remembering the tokens whose signature it checked: every signed-in request of the local runtime
 * verifies its token, and a session sends the same one until it expires. A remembered token skips the HMAC only;
 * its claims (expiry above all) are checked at every use. The key is the exact token string, so only a token
 * this verifier accepted before is remembered; past `maxKept`, the first remembered are dropped.
 */
export class Hs256Verifier {
  private readonly signed = new Map<string, Record<string, unknown>>();

  constructor(
    private readonly key: Uint8Array,
    private readonly maxKept = 1_000,
  ) {
    assertStrongKey(key);
  }

  verify(token: string, expected: Hs256Expectations): Record<string, unknown> | undefined {
    let claims = this.signed.get(token);
    if (!claims) {
      claims = signedClaims(token, this.key);
      if (!claims) return undefined;
      if (this.signed.size >= this.maxKept) this.signed.delete(this.signed.keys().next().value as string);
      this.signed.set(token, Object.freeze(claims));
    }
    if (validClaims(claims, expected)) return claims;
    // Expired (or not valid yet): nothing to keep it for.
    this.signed.delete(token);
    return undefined;
  }
}

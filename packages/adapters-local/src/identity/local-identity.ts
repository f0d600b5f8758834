import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type AuthTokens,
  authMessages,
  type Caller,
  type Clock,
  DEFAULT_LOCALE,
  type ExpertAccountAdmin,
  IdentityError,
  type IdentityProvider,
  type IdentityUser,
  isLocale,
  type Locale,
  type MailSender,
  normalizeEmail,
  passwordProblem,
  type SignUpInput,
  type SqlDatabase,
  UnauthorizedError,
} from '@kinwell/core';
import { type AccountCodePurpose, accountCodeMail } from '@kinwell/email-templates';
import { SignJWT } from 'jose';
import { Hs256Verifier } from './hs256';
import { hashPassword, verifyPassword } from './password-hash';

export interface LocalIdentityOptions {
  db: SqlDatabase;
  mail: MailSender;
  clock: Clock;
  /** The PreSignUp rule: whether this address may create an account. */
  isEligible(email: string): Promise<boolean>;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
}

interface UserRow {
  sub: string;
  email: string;
  password_hash: string;
  confirmed: boolean;
  attributes: Record<string, string>;
  /** The user pool groups the user is in (`experts`): JSON text through some drivers. */
  groups: string[] | string;
  tokens_valid_after: Date;
}

const groupsOf = (user: Pick<UserRow, 'groups'>): string[] =>
  typeof user.groups === 'string' ? JSON.parse(user.groups) : (user.groups ?? []);

/** Spec §9 and the issue: sign-up codes last 24 hours, reset codes 1 hour, each used once. */
const CODE_TTL_MS: Record<AccountCodePurpose, number> = { signup: 24 * 3_600_000, reset: 3_600_000 };
const ISSUER = 'kinwell-local';
const CLIENT_ID = 'kinwell-local-spa';
/** Users kept in memory by sub (see `userBySub`); past this many, the first kept are dropped. */
const KEPT_USERS = 10_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const fail = (code: ConstructorParameters<typeof IdentityError>[0], message: string) =>
  new IdentityError(code, message);

/**
 * The identity port on the local runtime, behaving as our Cognito user pool does: users in SQL with scrypt
 * hashes, 6-digit single-use codes that expire and arrive as mail, HS256-signed access and ID tokens shaped
 * like Cognito's, opaque refresh tokens that a global sign-out revokes.
 *
 * Every signed-in request verifies its token and reads its user (sign-out and reset revoke access tokens
 * here, unlike Cognito's offline verification). Both are kept cheap: the signature is checked synchronously
 * (hs256.ts, which remembers the tokens it checked) and users read by sub stay in memory until this provider changes any user. That is sound
 * because this provider is the only writer of its tables: one process owns a data dir (data-dir-lock).
 */
export class LocalIdentity implements IdentityProvider, ExpertAccountAdmin {
  private readonly accessTtl: number;
  private readonly refreshTtl: number;
  private key: Uint8Array | undefined;
  private verifier: Hs256Verifier | undefined;
  private dummy: Promise<string> | undefined;
  /**
   * Users read by sub. Every change to a user goes through `changingUsers`, which empties this; a sign-up
   * adds a user no one can have read (misses are not kept), so it changes nothing here.
   */
  private readonly users = new Map<string, UserRow>();
  /** Bumped by every change to a user: a read that overlapped one is not kept. */
  private userWrites = 0;
  /**
   * Access tokens verified since the last change to a user, until they expire. A signed-in request that checks its
   * token again (the group handler's caller, then a route's `getUser` without the verified caller) finds it here
   * instead of an HMAC and a user read. Emptied with `users`: a sign-out or a password reset counts at once.
   */
  private readonly verifiedTokens = new Map<string, { caller: Caller; expiresAtMs: number }>();

  constructor(private readonly options: LocalIdentityOptions) {
    this.accessTtl = options.accessTokenTtlSeconds ?? 15 * 60;
    this.refreshTtl = options.refreshTokenTtlSeconds ?? 30 * 24 * 3600;
  }

  private now(): Date {
    return this.options.clock.now();
  }

  async signUp(input: SignUpInput): Promise<{ userSub: string; userConfirmed: boolean }> {
    const email = normalizeEmail(input.email);
    const problem = passwordProblem(input.password);
    if (problem) throw fail('InvalidPasswordException', problem);
    if (!(await this.options.isEligible(email))) throw fail('UserLambdaValidationException', authMessages.notEligible);
    const sub = randomUUID();
    const inserted = await this.options.db.query(
      `INSERT INTO identity_users (sub, email, password_hash, attributes)
       VALUES (:sub, :email, :hash, :attributes)
       ON CONFLICT (email) DO NOTHING`,
      {
        sub,
        email,
        hash: await hashPassword(input.password),
        attributes: { json: customAttributes(input.attributes) },
      },
    );
    if (inserted.rowCount === 0) throw fail('UsernameExistsException', authMessages.accountExists);
    await this.sendCode(email, 'signup', localeOf(input.attributes));
    return { userSub: sub, userConfirmed: false };
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    const user = await this.userByEmail(email);
    if (!user) throw fail('CodeMismatchException', authMessages.invalidCode);
    if (user.confirmed) throw fail('NotAuthorizedException', authMessages.alreadyConfirmed);
    await this.useCode(user.email, 'signup', code);
    await this.changingUsers(() =>
      this.options.db.query('UPDATE identity_users SET confirmed = true WHERE sub = :sub', { sub: user.sub }),
    );
  }

  async resendConfirmationCode(email: string): Promise<void> {
    const user = await this.userByEmail(email);
    // As with PreventUserExistenceErrors: an unknown address looks like a sent code.
    if (!user) return;
    if (user.confirmed) throw fail('InvalidParameterException', authMessages.alreadyConfirmed);
    await this.sendCode(user.email, 'signup', localeOf(user.attributes));
  }

  async login(email: string, password: string): Promise<AuthTokens> {
    const user = await this.userByEmail(email);
    // An unknown address costs one hash too, so the answer time does not tell whether an account exists.
    const matches = await verifyPassword(password, user?.password_hash ?? (await this.dummyHash()));
    if (!user || !matches) throw fail('NotAuthorizedException', authMessages.wrongCredentials);
    if (!user.confirmed) throw fail('UserNotConfirmedException', authMessages.userNotConfirmed);
    const refreshToken = randomBytes(48).toString('base64url');
    await this.options.db.query(
      `INSERT INTO identity_refresh_tokens (token_hash, sub, expires_at) VALUES (:hash, :sub, :expires)`,
      { hash: sha256(refreshToken), sub: user.sub, expires: new Date(this.now().getTime() + this.refreshTtl * 1000) },
    );
    return { ...(await this.issueTokens(user)), RefreshToken: refreshToken };
  }

  async refresh(refreshToken: string): Promise<AuthTokens> {
    const { rows } = await this.options.db.query<UserRow & { revoked: boolean; expires_at: Date }>(
      `SELECT u.*, t.revoked, t.expires_at FROM identity_refresh_tokens t
       JOIN identity_users u ON u.sub = t.sub WHERE t.token_hash = :hash`,
      { hash: sha256(refreshToken) },
    );
    const row = rows[0];
    if (!row || row.revoked) throw fail('NotAuthorizedException', 'Refresh Token has been revoked');
    if (row.expires_at <= this.now()) throw fail('NotAuthorizedException', 'Refresh Token has expired');
    return this.issueTokens(row);
  }

  async getUser(accessToken: string, verified?: Caller): Promise<IdentityUser> {
    const caller = verified ?? (await this.verifyAccessToken(accessToken));
    const user = await this.userBySub(caller.sub);
    if (!user) throw new UnauthorizedError(authMessages.sessionExpired);
    return toIdentityUser(user);
  }

  async updateAttributes(email: string, attributes: Record<string, string>): Promise<void> {
    const { rowCount } = await this.changingUsers(() =>
      this.options.db.query(
        `UPDATE identity_users SET attributes = attributes || :attributes::jsonb WHERE email = :email`,
        { email: normalizeEmail(email), attributes: { json: customAttributes(attributes) } },
      ),
    );
    if (rowCount === 0) throw fail('UserNotFoundException', authMessages.emailNotFound);
  }

  async forgotPassword(email: string): Promise<void> {
    const user = await this.userByEmail(email);
    // No account, or one never verified: answer alike, send nothing (no account enumeration).
    if (!user?.confirmed) return;
    await this.sendCode(user.email, 'reset', localeOf(user.attributes));
  }

  async confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void> {
    const problem = passwordProblem(newPassword);
    if (problem) throw fail('InvalidPasswordException', problem);
    const user = await this.userByEmail(email);
    if (!user?.confirmed) throw fail('CodeMismatchException', authMessages.invalidCode);
    await this.useCode(user.email, 'reset', code);
    // A new password ends every other session, as a reset after a compromise should.
    const hash = await hashPassword(newPassword);
    await this.changingUsers(() =>
      this.options.db.transaction(async (tx) => {
        await tx.query('UPDATE identity_users SET password_hash = :hash, tokens_valid_after = :now WHERE sub = :sub', {
          hash,
          now: this.now(),
          sub: user.sub,
        });
        await tx.query('UPDATE identity_refresh_tokens SET revoked = true WHERE sub = :sub', { sub: user.sub });
      }),
    );
  }

  async signOut(accessToken: string): Promise<void> {
    const caller = await this.verifyAccessToken(accessToken);
    await this.changingUsers(() =>
      this.options.db.transaction(async (tx) => {
        await tx.query('UPDATE identity_refresh_tokens SET revoked = true WHERE sub = :sub', { sub: caller.sub });
        await tx.query('UPDATE identity_users SET tokens_valid_after = :now WHERE sub = :sub', {
          now: this.now(),
          sub: caller.sub,
        });
      }),
    );
  }

  async revokeRefreshToken(refreshToken: string): Promise<void> {
    await this.options.db.query('UPDATE identity_refresh_tokens SET revoked = true WHERE token_hash = :hash', {
      hash: sha256(refreshToken),
    });
  }

  async deleteUser(email: string): Promise<void> {
    const address = normalizeEmail(email);
    // Refresh tokens go with the user (ON DELETE CASCADE); codes are keyed by email, so they go by hand.
    await this.changingUsers(() =>
      this.options.db.transaction(async (tx) => {
        await tx.query('DELETE FROM identity_codes WHERE email = :email', { email: address });
        await tx.query('DELETE FROM identity_users WHERE email = :email', { email: address });
      }),
    );
  }

  async verifyAccessToken(accessToken: string): Promise<Caller> {
    const now = this.now();
    const kept = this.verifiedTokens.get(accessToken);
    if (kept && kept.expiresAtMs > now.getTime()) return kept.caller;
    const writes = this.userWrites;
    this.verifier ??= new Hs256Verifier(await this.signingKey());
    const payload = this.verifier.verify(accessToken, { issuer: ISSUER, now });
    if (payload?.token_use !== 'access' || payload.client_id !== CLIENT_ID || typeof payload.sub !== 'string') {
      throw new UnauthorizedError(authMessages.sessionExpired);
    }
    const user = await this.userBySub(payload.sub);
    // Tokens issued before a global sign-out or a password reset no longer count.
    // A token from the very millisecond of a sign-out or reset may predate it: refused too, as one without iat_ms.
    const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : Number.NaN;
    if (!user || !(issuedAtMs > user.tokens_valid_after.getTime())) {
      throw new UnauthorizedError(authMessages.sessionExpired);
    }
    const groups = payload['cognito:groups'];
    const caller: Caller = {
      sub: payload.sub,
      username: String(payload.username ?? payload.sub),
      ...(Array.isArray(groups) ? { groups: groups.map(String) } : {}),
    };
    if (writes === this.userWrites && typeof payload.exp === 'number') {
      if (this.verifiedTokens.size >= KEPT_USERS) this.verifiedTokens.clear();
      this.verifiedTokens.set(accessToken, { caller, expiresAtMs: payload.exp * 1000 });
    }
    return caller;
  }

  /**
   * As AdminCreateUser (no mail), AdminSetUserPassword (a random one no one knows, permanent) and
   * AdminAddUserToGroup: a confirmed account the expert takes over through the password reset. An address with an
   * account already is left alone.
   */
  async createExpertAccount(
    email: string,
    options: { attributes: Record<string, string>; group: string },
  ): Promise<{ sub: string; outcome: 'created' | 'already-in-group' | 'taken' }> {
    const address = normalizeEmail(email);
    const sub = randomUUID();
    const hash = await hashPassword(randomBytes(24).toString('base64url'));
    const inserted = await this.changingUsers(() =>
      this.options.db.query(
        `INSERT INTO identity_users (sub, email, password_hash, confirmed, attributes, groups)
         VALUES (:sub, :email, :hash, true, :attributes, :groups)
         ON CONFLICT (email) DO NOTHING`,
        {
          sub,
          email: address,
          hash,
          attributes: { json: customAttributes(options.attributes) },
          groups: { json: [options.group] },
        },
      ),
    );
    if (inserted.rowCount === 1) return { sub, outcome: 'created' };
    const existing = await this.userByEmail(address);
    return {
      sub: existing?.sub ?? '',
      outcome: existing && groupsOf(existing).includes(options.group) ? 'already-in-group' : 'taken',
    };
  }

  private async issueTokens(user: UserRow): Promise<AuthTokens> {
    const key = await this.signingKey();
    const issuedAtMs = this.now().getTime();
    const issuedAt = Math.floor(issuedAtMs / 1000);
    const expires = issuedAt + this.accessTtl;
    // `iat` has whole seconds; a sign-out and a new login can share one, so the exact time rides along.
    const access = await new SignJWT({
      token_use: 'access',
      client_id: CLIENT_ID,
      username: user.sub,
      scope: 'aws.cognito.signin.user.admin',
      iat_ms: issuedAtMs,
      // As Cognito: the claim only when the user is in a group.
      ...(groupsOf(user).length > 0 ? { 'cognito:groups': groupsOf(user) } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.sub)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expires)
      .setJti(randomUUID())
      .sign(key);
    const id = await new SignJWT({
      token_use: 'id',
      email: user.email,
      email_verified: user.confirmed,
      ...user.attributes,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.sub)
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expires)
      .sign(key);
    return { AccessToken: access, IdToken: id, ExpiresIn: this.accessTtl, TokenType: 'Bearer' };
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= hashPassword(randomBytes(16).toString('base64url'));
    return this.dummy;
  }

  /** The HS256 key, made once per data directory so tokens survive restarts. */
  private async signingKey(): Promise<Uint8Array> {
    if (this.key) return this.key;
    await this.options.db.query(
      `INSERT INTO identity_signing_keys (id, secret) VALUES ('tokens', :secret) ON CONFLICT (id) DO NOTHING`,
      { secret: randomBytes(32).toString('base64url') },
    );
    const { rows } = await this.options.db.query<{ secret: string }>(
      `SELECT secret FROM identity_signing_keys WHERE id = 'tokens'`,
    );
    const key = Buffer.from(rows[0]?.secret ?? '', 'base64url');
    // An empty or short key (a lost or hand-edited row) would let anyone sign tokens: refuse to work with it.
    if (key.length < 32)
      throw new Error('The local identity signing key is missing or too short (identity_signing_keys).');
    this.key = key;
    return this.key;
  }

  private async sendCode(email: string, purpose: AccountCodePurpose, locale: Locale): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.options.db.query(
      `INSERT INTO identity_codes (email, purpose, code_hash, expires_at) VALUES (:email, :purpose, :hash, :expires)
       ON CONFLICT (email, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at`,
      {
        email,
        purpose,
        hash: sha256(`${email}:${purpose}:${code}`),
        expires: new Date(this.now().getTime() + CODE_TTL_MS[purpose]),
      },
    );
    await this.options.mail.send({ to: email, ...accountCodeMail(purpose, code, { locale }) });
  }

  /** Checks a code and spends it: a code works once, and only until it expires. */
  private async useCode(email: string, purpose: AccountCodePurpose, code: string): Promise<void> {
    const { rows } = await this.options.db.query<{ code_hash: string; expires_at: Date }>(
      'SELECT code_hash, expires_at FROM identity_codes WHERE email = :email AND purpose = :purpose',
      { email, purpose },
    );
    const stored = rows[0];
    if (!stored || !sameHash(stored.code_hash, sha256(`${email}:${purpose}:${code.trim()}`))) {
      throw fail('CodeMismatchException', authMessages.invalidCode);
    }
    if (stored.expires_at <= this.now()) throw fail('ExpiredCodeException', authMessages.expiredCode);
    const spent = await this.options.db.query(
      'DELETE FROM identity_codes WHERE email = :email AND purpose = :purpose AND code_hash = :hash',
      { email, purpose, hash: stored.code_hash },
    );
    // Two requests racing with one code: only the one that deleted it succeeds.
    if (spent.rowCount === 0) throw fail('CodeMismatchException', authMessages.invalidCode);
  }

  private async userByEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await this.options.db.query<UserRow>('SELECT * FROM identity_users WHERE email = :email', {
      email: normalizeEmail(email),
    });
    return rows[0];
  }

  /** The user, from memory when read before and no user changed since; a missing one is not kept. */
  private async userBySub(sub: string): Promise<UserRow | undefined> {
    const kept = this.users.get(sub);
    if (kept) return kept;
    const writes = this.userWrites;
    const { rows } = await this.options.db.query<UserRow>('SELECT * FROM identity_users WHERE sub = :sub', { sub });
    const user = rows[0];
    if (user && writes === this.userWrites) {
      if (this.users.size >= KEPT_USERS) this.users.delete(this.users.keys().next().value as string);
      this.users.set(sub, user);
    }
    return user;
  }

  /**
   * Runs a write to identity_users, then forgets every kept user. A read that began before the write and ends
   * after it is not kept either (userWrites moved), so no user older than the last write stays in memory.
   */
  private async changingUsers<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.userWrites++;
      this.users.clear();
      this.verifiedTokens.clear();
    }
  }
}

/** Only custom attributes and the standard `locale` are set this way (email and sub are the pool's own). */
function customAttributes(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter(([name]) => name.startsWith('custom:') || name === 'locale'),
  );
}

/** The language a user's mail is written in: their `locale` attribute, English when unset. */
const localeOf = (attributes: Record<string, string> | undefined): Locale =>
  isLocale(attributes?.locale) ? attributes.locale : DEFAULT_LOCALE;

function toIdentityUser(user: UserRow): IdentityUser {
  return {
    sub: user.sub,
    email: user.email,
    confirmed: user.confirmed,
    attributes: [
      { Name: 'sub', Value: user.sub },
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: String(user.confirmed) },
      ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value: String(Value) })),
    ],
  };
}

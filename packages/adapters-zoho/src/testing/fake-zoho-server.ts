import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of Zoho CRM's REST API v8 and its accounts server, on 127.0.0.1, for the adapter's tests: the
 * OAuth token endpoint (counting refreshes), records of Leads, Contacts and Accounts (insert, upsert with
 * duplicate_check_fields, update, get, search by criteria, delete by ids, and COQL selects whose WHERE is `=`
 * conditions joined by `or`), Zoho's answer shapes (204 on an empty search,
 * `{ data: [{ code, details, message, status }] }`), and failures to inject (429, 5xx, 401, slowness).
 */
type Module = 'Leads' | 'Contacts' | 'Accounts';
type StoredRecord = Record<string, unknown> & { id: string };

export interface FakeZohoCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

interface Injected {
  status: number;
  code: string;
  remaining: number;
  path?: RegExp;
}

const MODULES: readonly Module[] = ['Leads', 'Contacts', 'Accounts'];
const LOOKUP_TARGET: Record<string, Module> = {
  Partner_Contact: 'Contacts',
  Parent: 'Contacts',
  Account_Name: 'Accounts',
};

const zohoError = (code: string, message: string, details: Record<string, unknown> = {}) => ({
  code,
  details,
  message,
  status: 'error',
});

/** Zoho's criteria `(F:equals:v)and(G:equals:w)`, values with \( \) \, escapes. Only `and` and `equals`. */
function parseCriteria(text: string): [string, string][] | undefined {
  const conditions: [string, string][] = [];
  let rest = text.trim();
  while (rest) {
    if (!rest.startsWith('(')) return undefined;
    let value = '';
    let i = 1;
    let body = '';
    for (; i < rest.length; i++) {
      const c = rest[i];
      if (c === '\\') {
        body += rest[i + 1] ?? '';
        i++;
        continue;
      }
      if (c === ')') break;
      body += c;
    }
    if (i >= rest.length) return undefined;
    const [field, operator, ...parts] = body.split(':');
    value = parts.join(':');
    if (!field || operator !== 'equals') return undefined;
    conditions.push([field, value]);
    rest = rest.slice(i + 1).trim();
    if (rest.toLowerCase().startsWith('and')) rest = rest.slice(3).trim();
    else if (rest) return undefined;
  }
  return conditions.length ? conditions : undefined;
}

/** A COQL select as the adapter writes it: `select A, B from Module where (F = 'v') or (G = 'w') limit n`. */
function parseCoql(query: string): { module: Module; conditions: [string, string][] } | undefined {
  const match = /^select\s+[\w\s,.]+\s+from\s+(Leads|Contacts|Accounts)\s+where\s+(.+?)(?:\s+limit\s+\d+)?\s*$/i.exec(
    query.trim(),
  );
  if (!match) return undefined;
  const conditions: [string, string][] = [];
  for (const part of (match[2] as string).split(/\s+or\s+/i)) {
    const condition = /^\(?\s*(\w+)\s*=\s*'((?:[^'\\]|\\.)*)'\s*\)?$/.exec(part.trim());
    if (!condition) return undefined;
    conditions.push([condition[1] as string, (condition[2] as string).replace(/\\(.)/g, '$1')]);
  }
  return { module: match[1] as Module, conditions };
}

export class FakeZohoServer {
  readonly credentials: FakeZohoCredentials = {
    clientId: '1000.FAKECLIENT',
    clientSecret: 'fake-secret',
    refreshToken: '1000.fake-refresh-token',
  };
  /** How many access tokens the token endpoint has issued. */
  tokenRefreshes = 0;
  /** Every API call (not token calls), in order: method and path with query. */
  readonly requests: { method: string; url: string }[] = [];
  /** Seconds a token lives (`expires_in`). */
  tokenLifetimeSeconds = 3600;
  /** Milliseconds the token endpoint waits before answering (to see that refreshes are shared). */
  tokenDelayMs = 0;

  private readonly records = new Map<Module, Map<string, StoredRecord>>(MODULES.map((m) => [m, new Map()]));
  private readonly validTokens = new Set<string>();
  private injected: Injected[] = [];
  private delays: { ms: number; remaining: number }[] = [];
  private nextId = 4_876_876_000_001_000_000n;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeZohoServer> {
    let fake: FakeZohoServer | undefined;
    const server = createServer((request, response) => {
      fake?.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify(zohoError('INTERNAL_ERROR', String(error))));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeZohoServer(server, `http://127.0.0.1:${port}`);
    return fake;
  }

  /** The adapter's configuration for this fake: API and accounts server on the same port. */
  get config() {
    return { apiDomain: this.url, accountsUrl: this.url, ...this.credentials };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    for (const records of this.records.values()) records.clear();
    this.injected = [];
    this.delays = [];
    this.requests.length = 0;
  }

  /** The next `times` API calls (matching `path`, when given) answer `status` with Zoho's error body. */
  failNext(status: number, times = 1, path?: RegExp): void {
    const code = status === 429 ? 'TOO_MANY_REQUESTS' : status === 401 ? 'INVALID_TOKEN' : 'INTERNAL_ERROR';
    this.injected.push({ status, code, remaining: times, ...(path ? { path } : {}) });
  }

  /** The next `times` API calls answer only after `ms`. */
  delayNext(ms: number, times = 1): void {
    this.delays.push({ ms, remaining: times });
  }

  /** Every access token issued so far stops working (as when Zoho revokes or expires them early). */
  expireAccessTokens(): void {
    this.validTokens.clear();
  }

  addAccount(id: string, name: string): void {
    this.records.get('Accounts')?.set(id, { id, Account_Name: name });
  }

  /** A stored record as Zoho holds it (lookups as ids). */
  record(module: Module, id: string): StoredRecord | undefined {
    return this.records.get(module)?.get(id);
  }

  all(module: Module): StoredRecord[] {
    return [...(this.records.get(module)?.values() ?? [])];
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const text = await new Promise<string>((resolve, reject) => {
      let data = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        data += chunk;
      });
      request.on('end', () => resolve(data));
      request.on('error', reject);
    });
    const send = (status: number, body?: unknown) => {
      if (response.destroyed) return;
      if (body === undefined) {
        response.writeHead(status);
        response.end();
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      response.end(JSON.stringify(body));
    };

    if (url.pathname === '/oauth/v2/token' && request.method === 'POST') {
      const form = new URLSearchParams(text || url.search);
      if (this.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, this.tokenDelayMs));
      const valid =
        form.get('grant_type') === 'refresh_token' &&
        form.get('client_id') === this.credentials.clientId &&
        form.get('client_secret') === this.credentials.clientSecret &&
        form.get('refresh_token') === this.credentials.refreshToken;
      // Zoho answers a refused refresh with 200 and an error field.
      if (!valid) return send(200, { error: 'invalid_code' });
      this.tokenRefreshes++;
      const token = `1000.fake-access-${this.tokenRefreshes}`;
      this.validTokens.add(token);
      return send(200, {
        access_token: token,
        scope: 'ZohoCRM.modules.ALL',
        api_domain: this.url,
        token_type: 'Bearer',
        expires_in: this.tokenLifetimeSeconds,
      });
    }

    if (url.pathname === '/crm/v8/coql' && request.method === 'POST') return this.coql(text, request, send);
    const match = /^\/crm\/v8\/(Leads|Contacts|Accounts)(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match)
      return send(404, zohoError('INVALID_URL_PATTERN', 'Please check if the URL trying to access is a correct one'));
    this.requests.push({ method: request.method ?? 'GET', url: url.pathname + url.search });

    const delay = this.delays.find((d) => d.remaining > 0);
    if (delay) {
      delay.remaining--;
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
    }
    const token = /^Zoho-oauthtoken (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !this.validTokens.has(token)) return send(401, zohoError('INVALID_TOKEN', 'invalid oauth token'));
    const failure = this.injected.find((f) => f.remaining > 0 && (!f.path || f.path.test(url.pathname)));
    if (failure) {
      failure.remaining--;
      const message = failure.status === 429 ? 'The API request limit has been exceeded' : 'Internal server error';
      return send(failure.status, zohoError(failure.code, message));
    }

    const module = match[1] as Module;
    const segment = match[2] ? decodeURIComponent(match[2]) : undefined;
    const records = this.records.get(module) as Map<string, StoredRecord>;
    const body = text
      ? (JSON.parse(text) as { data?: Record<string, unknown>[]; duplicate_check_fields?: string[] })
      : {};

    if (request.method === 'GET' && segment === 'search') {
      const conditions = parseCriteria(url.searchParams.get('criteria') ?? '');
      if (!conditions) return send(400, zohoError('INVALID_QUERY', 'invalid query formed', { reason: 'criteria' }));
      const found = [...records.values()].filter((record) =>
        conditions.every(([field, value]) => String(record[field] ?? '').toLowerCase() === value.toLowerCase()),
      );
      if (found.length === 0) return send(204);
      return send(200, {
        data: found.map((r) => this.present(module, r)),
        info: { per_page: 200, count: found.length, page: 1, more_records: false },
      });
    }
    if (request.method === 'DELETE' && !segment) {
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 100) {
        return send(400, zohoError('INVALID_DATA', 'invalid data', { api_name: 'ids' }));
      }
      const results = ids.map((id) =>
        records.delete(id)
          ? { ...this.success(id, 'record deleted'), details: { id } }
          : zohoError('INVALID_DATA', 'the id given seems to be invalid', { id }),
      );
      return send(results.some((result) => result.status === 'success') ? 200 : 400, { data: results });
    }
    if (request.method === 'GET' && segment) {
      const record = records.get(segment);
      if (!record) return send(204);
      return send(200, { data: [this.present(module, record)] });
    }
    const [input] = body.data ?? [];
    if (!input || typeof input !== 'object') {
      return send(
        400,
        zohoError('INVALID_DATA', 'invalid data', { expected_data_type: 'jsonarray', api_name: 'data' }),
      );
    }
    if (request.method === 'PUT' && segment) {
      const record = records.get(segment);
      if (!record) {
        return send(400, {
          data: [
            zohoError('INVALID_DATA', 'the id given seems to be invalid', {
              api_name: 'id',
              json_path: '$.data[0].id',
            }),
          ],
        });
      }
      Object.assign(record, this.stored(input));
      return send(200, { data: [this.success(record.id, 'record updated')] });
    }
    if (request.method === 'POST' && segment === 'upsert') {
      const checks = body.duplicate_check_fields ?? ['Email'];
      const stored = this.stored(input);
      const existing = [...records.values()].find((record) =>
        checks.some(
          (field) => stored[field] !== undefined && stored[field] !== null && record[field] === stored[field],
        ),
      );
      if (existing) {
        Object.assign(existing, stored);
        const field = checks.find((f) => existing[f] === stored[f]);
        return send(200, {
          data: [{ ...this.success(existing.id, 'record updated'), action: 'update', duplicate_field: field }],
        });
      }
      const record = this.insert(records, stored);
      return send(201, {
        data: [{ ...this.success(record.id, 'record added'), action: 'insert', duplicate_field: null }],
      });
    }
    if (request.method === 'POST' && !segment) {
      const record = this.insert(records, this.stored(input));
      return send(201, { data: [this.success(record.id, 'record added')] });
    }
    return send(405, zohoError('METHOD_NOT_ALLOWED', 'The requested method is not allowed'));
  }

  /** POST /coql: the record ids and fields of a select; lookups compared by id, as Zoho's COQL does. */
  private coql(text: string, request: IncomingMessage, send: (status: number, body?: unknown) => void): void {
    this.requests.push({ method: 'POST', url: '/crm/v8/coql' });
    const token = /^Zoho-oauthtoken (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !this.validTokens.has(token)) {
      send(401, zohoError('INVALID_TOKEN', 'invalid oauth token'));
      return;
    }
    const { select_query: query } = (text ? JSON.parse(text) : {}) as { select_query?: string };
    const parsed = parseCoql(query ?? '');
    if (!parsed) {
      send(400, zohoError('SYNTAX_ERROR', 'error occurred while parsing the query'));
      return;
    }
    const records = this.records.get(parsed.module) as Map<string, StoredRecord>;
    const found = [...records.values()].filter((record) =>
      parsed.conditions.some(([field, value]) => String(record[field] ?? '') === value),
    );
    if (found.length === 0) send(204);
    else {
      send(200, {
        data: found.map((record) => this.present(parsed.module, record)),
        info: { count: found.length, more_records: false },
      });
    }
  }

  private insert(records: Map<string, StoredRecord>, fields: Record<string, unknown>): StoredRecord {
    this.nextId++;
    const record: StoredRecord = { ...fields, id: this.nextId.toString() };
    records.set(record.id, record);
    return record;
  }

  /** Lookups are sent as `{ id }` and stored as the id; other fields as they come. */
  private stored(input: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(input)) {
      if (field === 'id') continue;
      const id =
        field in LOOKUP_TARGET && value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
      out[field] = id !== undefined ? String(id) : value;
    }
    return out;
  }

  /** A record as Zoho answers it: lookups as `{ name, id }`, with a few of Zoho's own fields. */
  private present(module: Module, record: StoredRecord): Record<string, unknown> {
    const out: Record<string, unknown> = {
      Owner: { name: 'Kinwell Integration', id: '4876876000000300001', email: 'crm@kinwell.example' },
      $approval_state: 'approved',
      Created_Time: '2026-01-01T10:00:00+00:00',
      ...record,
    };
    // An account's Account_Name is its name; a contact's is a lookup to the account.
    if (module === 'Accounts') return out;
    for (const [field, targetModule] of Object.entries(LOOKUP_TARGET)) {
      const id = record[field];
      if (typeof id !== 'string') continue;
      const target = this.records.get(targetModule)?.get(id);
      const name = target ? String(target.Account_Name ?? target.Full_Name ?? target.Last_Name ?? '') : null;
      out[field] = { name, id };
    }
    return out;
  }

  private success(id: string, message: string) {
    return {
      code: 'SUCCESS',
      details: {
        Modified_Time: '2026-01-01T10:00:00+00:00',
        Modified_By: { name: 'Kinwell Integration', id: '4876876000000300001' },
        Created_Time: '2026-01-01T10:00:00+00:00',
        id,
        Created_By: { name: 'Kinwell Integration', id: '4876876000000300001' },
      },
      message,
      status: 'success',
    };
  }
}

import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { apiRoutes, type EndpointGroup, localOnlyRoutes } from '@kinwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInvoke } from '../src/invoke/invoke-cli';
import { type LocalData, openLocalData } from '../src/local-data';
import { PASSWORD } from './support/accounts';
import { copyTemplate } from './support/data-dir';

const packageDir = resolve(import.meta.dirname, '..');
const selfCareLibraryDir = resolve(packageDir, '../../content/self-care');
const run = promisify(execFile);

let dataDir: string;
let data: LocalData;
const groupsInvoked = new Set<EndpointGroup>();

/** Runs the CLI's function as `npm run invoke -- …` does, on the test's data; answers what it printed. */
async function invoke(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runInvoke(args, {
    handlers: async () => data.handlers,
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    cwd: dataDir,
  });
  const status = Number(/^HTTP (\d+)$/.exec(out[0] ?? '')?.[1]);
  const blank = out.indexOf('');
  const text = blank >= 0 ? out.slice(blank + 1).join('\n') : '';
  const headers = out.slice(1, blank >= 0 ? blank : undefined);
  if (status) groupsInvoked.add(args[0] as EndpointGroup);
  return { code, status, headers, text, body: () => JSON.parse(text), out, err };
}

beforeAll(async () => {
  dataDir = await copyTemplate('kinwell-invoke-');
  data = await openLocalData({ dataDir, seedDemo: true, selfCareLibraryDir }, { publicUrl: () => 'http://localhost' });
});
afterAll(async () => {
  await data?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run invoke', () => {
  const email = 'jane@acme.example';
  let userSub: string;
  let accessToken: string;

  it('signs up, reads the code from the mailbox, verifies and logs in (auth, dev)', async () => {
    await writeFile(join(dataDir, 'sign-up.json'), JSON.stringify({ email, password: PASSWORD }));
    const signUp = await invoke('auth', 'sign-up', '--body', 'sign-up.json');
    expect(signUp.status, signUp.text).toBe(201);
    expect(signUp.code).toBe(0);
    userSub = signUp.body().userSub;

    const mail = await invoke('dev', 'listMail', '--query', `to=${email}`);
    const code = /\b(\d{6})\b/.exec(mail.body().messages[0].text)?.[1] as string;
    expect((await invoke('auth', 'verify', '--data', JSON.stringify({ email, code }))).status).toBe(200);

    const login = await invoke('auth', 'login', '--data', JSON.stringify({ email, password: PASSWORD }));
    expect(login.status).toBe(200);
    accessToken = login.body().AuthenticationResult.AccessToken;
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('calls signed-in routes with a bearer token or the session cookie (account, events, crm, mail)', async () => {
    const exported = await invoke('account', 'export-account', '--token', accessToken);
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body().account.email).toBe(email);

    const progress = await invoke('events', 'readProgress', '--cookie', `kinwell_session=${accessToken}`);
    expect(progress.status, progress.text).toBe(200);
    expect(progress.body().period).toBe('month');
    expect((await invoke('events', 'readProgress')).status).toBe(401);

    const leads = await invoke(
      'crm',
      'getLeads',
      '--token',
      accessToken,
      '--data',
      JSON.stringify({ email, userId: userSub }),
    );
    expect(leads.status, leads.text).toBe(200);
    expect(leads.body()).toEqual({ leads: [] });

    const welcome = await invoke(
      'mail',
      'sendWelcomeEmail',
      '--token',
      accessToken,
      '--data',
      JSON.stringify({ toEmail: email, firstName: 'Jane' }),
    );
    expect(welcome.status, welcome.text).toBe(200);

    // The coach's answer is a stream of events, printed whole once it ends (no model here: the guided coach).
    const coach = await invoke('coach', 'sendCoachMessage', '--token', accessToken, '--data', '{"text":"hello"}');
    expect(coach.status, coach.text).toBe(200);
    expect(coach.text).toContain('event: done');
  });

  it('calls the chat group: the experts a member can write to, and a conversation started with one (chat)', async () => {
    const chats = await invoke('chat', 'listChatConversations', '--token', accessToken);
    expect(chats.status, chats.text).toBe(200);
    expect(chats.body().experts.map((expert: { id: string }) => expert.id)).toContain('amelie-durand');
    const started = await invoke(
      'chat',
      'startChatConversation',
      '--token',
      accessToken,
      '--data',
      '{"expertId":"amelie-durand"}',
    );
    expect(started.status, started.text).toBe(200);
    expect(started.body().counterpart.name).toBe('Amélie Durand');
  });

  it('calls the booking groups: the seeded directory for a member, 403 on the expert console (booking, expert)', async () => {
    const experts = await invoke('booking', 'listExperts', '--token', accessToken, '--query', 'goal=anxiety');
    expect(experts.status, experts.text).toBe(200);
    expect(experts.body().experts.map((expert: { id: string }) => expert.id)).toContain('amelie-durand');
    const slots = await invoke(
      'booking',
      'listSlots',
      '--token',
      accessToken,
      '--param',
      'expertId=yuki-tanaka',
      '--query',
      'sessionMinutes=30',
    );
    expect(slots.status, slots.text).toBe(200);
    expect(slots.body().slots.length).toBeGreaterThan(0);
    const expertConsole = await invoke('expert', 'readMyExpertProfile', '--token', accessToken);
    expect(expertConsole.status).toBe(403);
    expect(expertConsole.body().code).toBe('booking.expertsOnly');
  });

  it('calls public routes with query and path parameters (company, content, contact, redirects)', async () => {
    const domain = await invoke('company', 'validate-domain', '--query', 'domain=acme.example');
    expect(domain.body()).toMatchObject({ valid: true, companyId: 'acme' });

    const logo = await invoke('company', 'companyLogo', '--param', 'companyId=acme');
    expect(logo.status).toBe(200);
    expect(logo.text).toMatch(/^\(\d+ bytes of image\//);

    const catalog = await invoke('content', 'getSelfCareCatalog', '--query', 'language=fr');
    const themeId = catalog.body().themes[0].id as string;
    const theme = await invoke(
      'content',
      'getSelfCareTheme',
      '--param',
      `themeId=${themeId}`,
      '--header',
      'accept-language:fr',
    );
    expect(theme.status, theme.text).toBe(200);
    expect(theme.body().id).toBe(themeId);

    const contact = await invoke(
      'contact',
      'send-contact-message',
      '--data',
      JSON.stringify({ name: 'Ana Silva', email: 'ana@example.com', topic: 'demo', message: 'We would like a demo.' }),
    );
    expect(contact.status, contact.text).toBe(202);

    const redirect = await invoke('redirects', 'lookupRedirect', '--query', 'path=/old-page');
    expect(redirect.body()).toEqual({ redirect: null });
  });

  it('answers errors as the API does, in the language asked, with exit code 1', async () => {
    const wrong = await invoke(
      'auth',
      'login',
      '--header',
      'Accept-Language: fr',
      '--data',
      JSON.stringify({ email, password: 'Wrong1!pass' }),
    );
    expect(wrong.code).toBe(1);
    expect(wrong.status).toBe(401);
    expect(wrong.body().code).toBe('auth.wrongCredentials');
    expect(wrong.body().message).not.toMatch(/incorrect username/i);
  });

  it('has invoked every endpoint group', () => {
    const groups = new Set([...Object.values(apiRoutes), ...Object.values(localOnlyRoutes)].map((r) => r.group));
    expect([...groupsInvoked].sort()).toEqual([...groups].sort());
  });

  it('prints the event it sent when asked, as API Gateway builds it', async () => {
    const shown = await invoke('company', 'checkInvite', '--query', 'email=bob@acme.example', '--event');
    expect(JSON.parse(shown.err.join('\n'))).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/s3/check-invite',
      rawPath: '/api/s3/check-invite',
      rawQueryString: 'email=bob%40acme.example',
      queryStringParameters: { email: 'bob@acme.example' },
      requestContext: { http: { method: 'GET', path: '/api/s3/check-invite' }, stage: '$default' },
    });
  });

  it('explains what it needs: groups, a group’s routes, a missing parameter, an unknown route', async () => {
    const usage = await invoke();
    expect(usage.code).toBe(2);
    expect(usage.out.join('\n')).toContain('Groups: account, auth, booking, chat, coach, company');
    const routes = await invoke('events');
    expect(routes.code).toBe(0);
    expect(routes.out).toContain('readProgress\tGET /api/progress\tsession');
    const missing = await invoke('content', 'getSelfCareTheme');
    expect(missing.err).toEqual(['GET /api/content/self-care/themes/{themeId} needs --param themeId=…']);
    expect((await invoke('auth', 'nope')).err[0]).toMatch(/^No route nope in auth\. Its routes: signUp, login/);
    expect((await invoke('auth', 'login', '--body', 'missing.json')).code).toBe(2);
  });
});

describe('npm run invoke, as a process', () => {
  it('opens the data directory, calls the handler, prints the answer and exits', async () => {
    const dir = await copyTemplate('kinwell-invoke-process-');
    try {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'src/invoke/invoke-main.ts', '--', 'redirects', 'lookup-redirect', '--query', 'path=/x'],
        {
          cwd: packageDir,
          env: { ...process.env, KINWELL_DATA_DIR: dir, KINWELL_SEED_DEMO: 'false', KINWELL_SELF_CARE_DIR: '' },
        },
      );
      expect(stdout).toMatch(/^HTTP 200\ncontent-type: application\/json/);
      expect(stdout).toContain('"redirect": null');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalIdentity, localIdentityMigrations, Mailbox, PgliteDatabase } from '@kinwell/adapters-local';
import { crmMemberProfiles } from '@kinwell/core';
import { migrate, migrations, SqlBookingStore, SqlCrm } from '@kinwell/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoExperts } from './demo-experts';
import { runExpertCli } from './expert-cli';
import { expertCliDeps } from './expert-cli-deps';
import { ExpertFile } from './expert-file';

let root: string;
let db: PgliteDatabase;
let store: SqlBookingStore;
let identity: LocalIdentity;
let mailbox: Mailbox;
let out: string[];
let err: string[];
const notices: string[] = [];
const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
const NOW = new Date('2027-03-01T10:00:00Z');

const cli = (...args: string[]) =>
  runExpertCli(
    args,
    expertCliDeps({
      store,
      accounts: identity,
      mail: mailbox,
      appUrl: 'https://app.kinwell.example',
      notifier: { send: async (notice) => void notices.push(`${notice.kind} ${notice.booking.id}`) },
      reminders: { plan: async () => undefined, drop: async (id) => void notices.push(`drop ${id}`) },
      members: crmMemberProfiles(new SqlCrm(db, {})),
      now: () => NOW,
    }),
    io,
  );

const fileOf = async (name: string, content: unknown) => {
  const path = join(root, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

const amelie = { ...demoExperts[0], id: 'amelie-test', email: 'Amelie.Test@Experts.example ' };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'kinwell-expert-cli-'));
  db = await PgliteDatabase.open();
  await migrate(db, [...migrations, ...localIdentityMigrations]);
  store = new SqlBookingStore(db);
  mailbox = new Mailbox(join(root, 'mail'), () => NOW);
  identity = new LocalIdentity({ db, mail: mailbox, clock: { now: () => NOW }, isEligible: async () => true });
}, 60_000);
afterAll(async () => {
  await db.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(() => {
  out = [];
  err = [];
});

describe('expert CLI', () => {
  it('adds an expert from a JSON file: their row, hours, an account in the expert role, and the invitation', async () => {
    expect(await cli('add', await fileOf('amelie.json', amelie))).toBe(0);
    expect(out.join('\n')).toMatch(/Added amelie-test .* amelie\.test@experts\.example/);
    expect(await store.expertByEmail('amelie.test@experts.example')).toMatchObject({ id: 'amelie-test' });
    expect((await store.getAvailability('amelie-test'))?.weekly.length).toBeGreaterThan(0);
    const mails = await mailbox.list({ to: 'amelie.test@experts.example' });
    // In French, her first language Kinwell speaks.
    expect(mails).toHaveLength(1);
    const invitation = mails.find((mail) => mail.subject === 'Votre compte expert Kinwell est prêt');
    expect(invitation?.text).toContain(
      'https://app.kinwell.example/reset-password?email=amelie.test%40experts.example',
    );
    expect(invitation?.text).toContain('amelie.test@experts.example');
    // Her account is the expert role's, confirmed, with onboarding done: the reset mails her a code.
    await identity.forgotPassword('amelie.test@experts.example');
    expect(await mailbox.list({ to: 'amelie.test@experts.example' })).toHaveLength(2);
  });

  it('lists experts, retired ones with --all', async () => {
    expect(await cli('list')).toBe(0);
    expect(out.join('\n')).toContain('amelie-test\tAmélie Durand\tamelie.test@experts.example\tEurope/Paris');
  });

  it('turns chat off and on (--no-chat, --chat), also when adding', async () => {
    expect((await store.getExpert('amelie-test'))?.takesChat).not.toBe(false);
    expect(await cli('chat', 'amelie-test', '--no-chat')).toBe(0);
    expect((await store.getExpert('amelie-test'))?.takesChat).toBe(false);
    expect(await cli('chat', 'amelie-test', '--chat')).toBe(0);
    expect((await store.getExpert('amelie-test'))?.takesChat).not.toBe(false);
    expect(await cli('chat', 'amelie-test')).toBe(2);
    expect(await cli('chat', 'nobody', '--chat')).toBe(1);
    const quiet = { ...amelie, id: 'quiet-test', email: 'quiet@experts.example' };
    expect(await cli('add', await fileOf('quiet.json', quiet), '--no-chat')).toBe(0);
    expect((await store.getExpert('quiet-test'))?.takesChat).toBe(false);
  });

  it('refuses a second expert with the same id or address, and a member’s address, with exit code 1', async () => {
    expect(await cli('add', await fileOf('again.json', amelie))).toBe(1);
    expect(err.join('\n')).toMatch(/id exists/);
    await identity.signUp({ email: 'member@acme.example', password: 'Kinwell1!', attributes: {} });
    const member = { ...amelie, id: 'member-expert', email: 'member@acme.example' };
    expect(await cli('add', await fileOf('member.json', member))).toBe(1);
    expect(err.join('\n')).toMatch(/member account/);
    expect(await store.getExpert('member-expert')).toBeUndefined();
  });

  it('refuses files that are not JSON or not an expert, naming the field, with exit code 2', async () => {
    expect(await cli('add', await fileOf('broken.json', '{"id":'))).toBe(2);
    expect(err.at(-1)).toMatch(/not JSON/);
    expect(await cli('add', await fileOf('bad.json', { ...amelie, id: 'x-y', timeZone: 'Mars/Olympus' }))).toBe(2);
    expect(err.at(-1)).toMatch(/timeZone/);
    expect(await cli('add', await fileOf('no-email.json', { ...amelie, id: 'x-z', email: undefined }))).toBe(2);
    expect(await cli('add')).toBe(2);
    expect(await cli('frobnicate')).toBe(2);
  });

  it('retires an expert and cancels their sessions still ahead (by the expert), keeping past ones', async () => {
    const file = ExpertFile.parse({ ...demoExperts[1], id: 'retiring', email: 'retiring@experts.example' });
    expect(await cli('add', await fileOf('retiring.json', file))).toBe(0);
    const at = (iso: string, minutes = 50) => ({
      startsAt: iso,
      endsAt: new Date(Date.parse(iso) + minutes * 60_000).toISOString(),
    });
    const ahead = {
      id: crypto.randomUUID(),
      expertId: 'retiring',
      memberId: 'jane',
      ...at('2027-03-10T15:00:00.000Z'),
    };
    const past = { id: crypto.randomUUID(), expertId: 'retiring', memberId: 'jane', ...at('2027-02-10T15:00:00.000Z') };
    await store.book(ahead, new Date('2027-01-01T00:00:00Z'));
    await store.book(past, new Date('2027-01-01T00:00:00Z'));

    expect(await cli('retire', 'retiring')).toBe(0);
    expect(out.at(-1)).toBe('Retired retiring; cancelled 1 session(s) still ahead');
    expect(await store.getBooking(ahead.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'expert' });
    expect(await store.getBooking(past.id)).toMatchObject({ status: 'booked' });
    expect(notices).toEqual([`drop ${ahead.id}`, `cancelled ${ahead.id}`]);
    expect(await store.expertByEmail('retiring@experts.example')).toBeUndefined();

    expect(await cli('retire', 'retiring')).toBe(1);
    expect(await cli('list')).toBe(0);
    expect(out.join('\n')).not.toContain('retiring\t');
    expect(await cli('list', '--all')).toBe(0);
    expect(out.at(-1)).toMatch(/^retiring\t.*\tretired 2027-03-01T10:00:00.000Z$/);
  });

  it('ships demo experts that are valid expert files in four zones', () => {
    const zones = new Set(demoExperts.map((expert) => ExpertFile.parse(expert).timeZone));
    expect(zones.size).toBe(4);
    expect(new Set(demoExperts.map((expert) => expert.gender)).size).toBe(2);
  });
});

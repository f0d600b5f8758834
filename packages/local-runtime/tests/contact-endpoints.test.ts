import type { ErrorResponse } from '@kinwell/contracts';
import { LOCAL_CONTACT_TO } from '@kinwell/functions/runtime/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

const send = (json: unknown, headers: Record<string, string> = {}) =>
  server.request('/api/contact', { method: 'POST', json, headers });
const teamMail = async () =>
  (await bodyOf<Answer<'listMail'>>(await server.request(`/api/dev/mail?to=${encodeURIComponent(LOCAL_CONTACT_TO)}`)))
    .messages;

const message = (email: string) => ({
  name: 'Priya Shah',
  email,
  company: 'Acme Corp',
  topic: 'demo',
  message: 'We have 400 employees across three sites. Could we see a demo next week?',
});

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.stop());

describe('POST /api/contact', () => {
  it('accepts a message (202) and mails it to the team', async () => {
    const response = await send(message('Priya@Acme.example'));
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('Thank you') });
    const [mail] = await teamMail();
    expect(mail?.to).toBe('team@kinwell.local');
    expect(mail?.subject).toBe('[Kinwell contact] Demo request from Priya Shah');
    expect(mail?.text).toContain('Email: priya@acme.example');
    expect(mail?.text).toContain('Company: Acme Corp');
    expect(mail?.text).toContain('Could we see a demo next week?');
  });

  it('accepts a message without a company', async () => {
    const { company: _, ...noCompany } = message('lee@example.org');
    expect((await send({ ...noCompany, topic: 'general' })).status).toBe(202);
    expect((await teamMail())[0]?.text).toContain('Company: (not given)');
  });

  it('refuses bad input with 400 and a message, and mails nothing', async () => {
    const before = (await teamMail()).length;
    for (const body of [
      { ...message('not-an-email') },
      { ...message('a@b.example'), topic: 'spam' },
      { ...message('a@b.example'), message: 'Hi' },
      { ...message('a@b.example'), name: 'A\nBcc: x@y.example' },
      { ...message('a@b.example'), extra: 'field' },
      {},
    ]) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await teamMail()).toHaveLength(before);
  });

  it('limits messages per sender address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(message('busy@acme.example'))).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await send(message('busy@acme.example'));
    expect(refused.status).toBe(429);
    expect((await bodyOf<ErrorResponse>(refused)).message).toMatch(/try again later/);
    // Another sender is not affected.
    expect((await send(message('calm@acme.example'))).status).toBe(202);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.stop());

describe('the local mailbox', () => {
  it('lists sent mail newest first, optionally for one recipient', async () => {
    await server.deps.mailbox.send({ to: 'Jane@Acme.example', subject: 'First', text: 'one', html: '<p>one</p>' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await server.deps.mailbox.send({ to: 'bob@acme.example', subject: 'Second', text: 'two', html: '<p>two</p>' });

    const all = await bodyOf<Answer<'listMail'>>(await server.request('/api/dev/mail'));
    expect(all.messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(all.messages[0]).toEqual({
      id: expect.any(String),
      to: 'bob@acme.example',
      from: expect.any(String),
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      sentAt: expect.any(String),
    });

    const jane = await bodyOf<Answer<'listMail'>>(await server.request('/api/dev/mail?to=JANE@acme.example'));
    expect(jane.messages.map((m) => m.subject)).toEqual(['First']);
  });

  it('shows the mail as a page, with mail HTML sandboxed and escaped', async () => {
    await server.deps.mailbox.send({
      to: 'eve@acme.example',
      subject: 'Your code <b>123456</b>',
      text: 'Code 123456',
      html: '<script>alert(1)</script><p>Code 123456</p>',
    });
    const response = await server.request('/dev/mail?to=eve@acme.example');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('Your code &lt;b&gt;123456&lt;/b&gt;');
    expect(page).toContain('<iframe sandbox');
    expect(page).not.toContain('<script>');
  });

  it('keeps the files sent with a mail: listed as sent, and downloadable from the page', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nUID:booking-1@kinwell\r\nEND:VCALENDAR\r\n';
    await server.deps.mailbox.send({
      to: 'cal@acme.example',
      subject: 'Session booked',
      text: 'Booked',
      html: '<p>Booked</p>',
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
    });
    const listed = await bodyOf<Answer<'listMail'>>(await server.request('/api/dev/mail?to=cal@acme.example'));
    expect(listed.messages[0]?.attachments).toEqual([
      { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    ]);
    const page = await (await server.request('/dev/mail?to=cal@acme.example')).text();
    expect(page).toContain('Attachment invite.ics (text/calendar; method=REQUEST)');
    expect(page).toContain(
      `download="invite.ics" href="data:text/calendar;base64,${Buffer.from(ics).toString('base64')}"`,
    );
  });
});

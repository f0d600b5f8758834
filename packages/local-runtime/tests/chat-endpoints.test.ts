import { randomUUID } from 'node:crypto';
import type { ChatSocketEvent } from '@kinwell/contracts';
import { CHAT_WAITING_MAIL_INTERVAL_MS, chatRateLimits, MAX_CHAT_MESSAGE_CHARS } from '@kinwell/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, controllableClock, PASSWORD } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { addTestExpert, expertNamed, onboardedMember, type SignedIn, signInAsExpert } from './support/booking-people';
import { startTestServer, type TestServer } from './support/test-server';

const clock = controllableClock();
let server: TestServer;
let amelie: SignedIn;
let sam: SignedIn;
let stranger: SignedIn;

const call = (who: SignedIn | undefined, path: string, init: RequestInit & { json?: unknown } = {}) =>
  server.request(path, { ...init, headers: { ...(who?.auth ?? {}), ...(init.headers as Record<string, string>) } });

async function start(member: SignedIn, expertId = 'amelie-chat') {
  const answer = await call(member, '/api/chat/conversations', { method: 'POST', json: { expertId } });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return bodyOf<Answer<'startChatConversation'>>(answer);
}

const send = (who: SignedIn, conversationId: string, text: string, clientMessageId = randomUUID(), language = 'en') =>
  call(who, `/api/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    json: { clientMessageId, text },
    headers: { 'accept-language': language },
  });

const page = async (who: SignedIn, conversationId: string, query = '') =>
  bodyOf<Answer<'getChatMessages'>>(await call(who, `/api/chat/conversations/${conversationId}/messages${query}`));

const mailTo = async (to: string) =>
  (await bodyOf<Answer<'listMail'>>(await server.request(`/api/dev/mail?to=${encodeURIComponent(to)}`))).messages;

/** A live socket of a signed-in party, and the events it received. */
async function socketOf(who: SignedIn) {
  const ticket = await bodyOf<Answer<'getChatSocketTicket'>>(
    await call(who, '/api/chat/socket-ticket', { method: 'POST' }),
  );
  const ws = new WebSocket(`${ticket.url}?ticket=${encodeURIComponent(ticket.ticket)}`);
  const events: ChatSocketEvent[] = [];
  ws.on('message', (data) => events.push(JSON.parse(String(data)) as ChatSocketEvent));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const waitFor = async (found: (events: ChatSocketEvent[]) => boolean) => {
    for (let i = 0; i < 100 && !found(events); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(found(events), JSON.stringify(events)).toBe(true);
  };
  return {
    ws,
    events,
    ticket,
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

beforeAll(async () => {
  server = await startTestServer({ clock });
  await addTestExpert(server, expertNamed('amelie-chat', { name: 'Amélie Chat' }));
  await addTestExpert(server, expertNamed('quiet-chat', { takesChat: false }));
  amelie = await signInAsExpert(server, 'amelie-chat@experts.example');
  sam = await onboardedMember(server, 'sam@acme.example', { firstName: 'Sam', goals: ['anxiety'] });
  stranger = await onboardedMember(server, 'stranger@acme.example', { firstName: 'Eve', goals: ['burnout'] });
}, 60_000);
afterAll(() => server.stop());

describe('chat between a member and an expert', () => {
  it('lists experts who take chat, opens one conversation per pair, and shows the member by first name only', async () => {
    expect((await server.request('/api/chat/conversations')).status).toBe(401);
    const listed = await bodyOf<Answer<'listChatConversations'>>(await call(sam, '/api/chat/conversations'));
    const ids = listed.experts.map((expert) => expert.id);
    expect(ids).toContain('amelie-chat');
    expect(ids).not.toContain('quiet-chat');
    const opened = await start(sam);
    expect(opened).toMatchObject({ counterpart: { id: 'amelie-chat', name: 'Amélie Chat' }, unread: 0 });
    expect((await start(sam)).id).toBe(opened.id);
    const refused = await call(sam, '/api/chat/conversations', { method: 'POST', json: { expertId: 'quiet-chat' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'chat.expertNotTakingChat' });
    const theirs = await bodyOf<Answer<'listChatConversations'>>(await call(amelie, '/api/chat/conversations'));
    expect(theirs.experts).toEqual([]);
    expect(theirs.conversations).toEqual([
      expect.objectContaining({ id: opened.id, counterpart: { id: sam.sub, name: 'Sam' } }),
    ]);
    expect(JSON.stringify(theirs)).not.toContain('sam@acme.example');
    // Experts answer; they do not start conversations.
    expect(
      (await call(amelie, '/api/chat/conversations', { method: 'POST', json: { expertId: 'amelie-chat' } })).status,
    ).toBe(403);
  });

  it('sends, resends without duplicating, delivers on fetch, and marks read', async () => {
    const { id } = await start(sam);
    const clientMessageId = randomUUID();
    const first = await send(sam, id, 'Hello, I would like some advice', clientMessageId);
    expect(first.status).toBe(201);
    const sent = await bodyOf<Answer<'sendChatMessage'>>(first);
    expect(sent.crisis).toBeUndefined();
    const again = await bodyOf<Answer<'sendChatMessage'>>(
      await send(sam, id, 'Hello, I would like some advice', clientMessageId),
    );
    expect(again.message).toEqual(sent.message);

    const theirs = await page(amelie, id);
    expect(theirs.messages.map((m) => [m.seq, m.from, m.text])).toEqual([
      [sent.message.seq, 'member', 'Hello, I would like some advice'],
    ]);
    expect(theirs.conversation.unread).toBe(1);
    // Fetching delivered it: Sam's page shows "delivered".
    expect((await page(sam, id)).conversation.receipt).toEqual({ deliveredSeq: sent.message.seq, readSeq: 0 });

    const read = await call(amelie, `/api/chat/conversations/${id}/read`, {
      method: 'POST',
      json: { seq: sent.message.seq },
    });
    expect(await bodyOf<Answer<'markChatRead'>>(read)).toEqual({
      deliveredSeq: sent.message.seq,
      readSeq: sent.message.seq,
    });
    expect((await page(sam, id)).conversation.receipt.readSeq).toBe(sent.message.seq);
    const reply = await bodyOf<Answer<'sendChatMessage'>>(await send(amelie, id, 'Of course, tell me more'));
    expect(reply.message).toMatchObject({ seq: sent.message.seq + 1, from: 'expert' });
    expect((await bodyOf<Answer<'listChatConversations'>>(await call(sam, '/api/chat/conversations'))).unread).toBe(1);
  });

  it('answers a stranger 404 for someone else’s conversation, and bad input 400 with the catalog’s words', async () => {
    const { id } = await start(sam);
    for (const answer of [
      await call(stranger, `/api/chat/conversations/${id}/messages`),
      await send(stranger, id, 'hi'),
      await call(stranger, `/api/chat/conversations/${id}/read`, { method: 'POST', json: { seq: 1 } }),
      await call(amelie, `/api/chat/conversations/${randomUUID()}/messages`),
    ]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'chat.conversationNotFound' });
    }
    const long = await send(sam, id, 'x'.repeat(MAX_CHAT_MESSAGE_CHARS + 1), randomUUID(), 'fr');
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      code: 'chat.messageTooLong',
      message: 'Ce message est trop long. Restez sous 4 000 caractères.',
    });
    const empty = await send(sam, id, '   ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'chat.emptyMessage' });
  });

  it('numbers 20 concurrent sends 1…20 without a gap, then refuses the flood with 429', async () => {
    const racer = await onboardedMember(server, 'racer@acme.example', { firstName: 'Rae', goals: ['anxiety'] });
    const { id } = await start(racer);
    const answers = await Promise.all(
      Array.from({ length: chatRateLimits.messagesPerMinute.limit }, (_, i) => send(racer, id, `message ${i}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const seqs = await Promise.all(
      answers.map(async (answer) => (await bodyOf<Answer<'sendChatMessage'>>(answer)).message.seq),
    );
    expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const flood = await send(racer, id, 'one too many');
    expect(flood.status).toBe(429);
    expect(await flood.json()).toMatchObject({ code: 'chat.tooManyMessages' });
  });

  it('pushes messages and receipts live over the socket, and `after=` returns exactly what a dropped socket missed', async () => {
    const member = await onboardedMember(server, 'live@acme.example', { firstName: 'Liv', goals: ['anxiety'] });
    const { id } = await start(member);
    const bad = new WebSocket(`${await socketOfTicketUrl(member)}?ticket=forged`);
    expect(await new Promise((resolve) => bad.once('unexpected-response', (_, res) => resolve(res.statusCode)))).toBe(
      401,
    );

    const expertSocket = await socketOf(amelie);
    const memberSocket = await socketOf(member);
    expect(expertSocket.ticket.url).toBe(`${server.url.replace('http:', 'ws:')}/api/chat/socket`);
    // A ticket opens one socket only.
    const reused = new WebSocket(`${expertSocket.ticket.url}?ticket=${encodeURIComponent(expertSocket.ticket.ticket)}`);
    expect(
      await new Promise((resolve) => reused.once('unexpected-response', (_, res) => resolve(res.statusCode))),
    ).toBe(401);

    const sent = await bodyOf<Answer<'sendChatMessage'>>(await send(member, id, 'Are you there?'));
    await expertSocket.waitFor((events) =>
      events.some((e) => e.type === 'message' && e.message.id === sent.message.id),
    );
    await expertSocket.waitFor((events) => events.some((e) => e.type === 'unread'));
    // Pushed to the expert's page: the member sees "delivered" at once.
    await memberSocket.waitFor((events) =>
      events.some((e) => e.type === 'receipt' && e.side === 'expert' && e.receipt.deliveredSeq === sent.message.seq),
    );
    await call(amelie, `/api/chat/conversations/${id}/read`, { method: 'POST', json: { seq: sent.message.seq } });
    await memberSocket.waitFor((events) =>
      events.some((e) => e.type === 'receipt' && e.receipt.readSeq === sent.message.seq),
    );
    const reply = await bodyOf<Answer<'sendChatMessage'>>(await send(amelie, id, 'Yes, I am here'));
    await memberSocket.waitFor((events) =>
      events.some((e) => e.type === 'message' && e.message.id === reply.message.id),
    );
    memberSocket.ws.send('ping');
    await memberSocket.waitFor((events) => events.some((e) => e.type === 'pong'));

    await expertSocket.close();
    const missed = [
      await bodyOf<Answer<'sendChatMessage'>>(await send(member, id, 'One more thing')),
      await bodyOf<Answer<'sendChatMessage'>>(await send(member, id, 'And another')),
    ];
    const caughtUp = await page(amelie, id, `?after=${reply.message.seq}`);
    expect(caughtUp.messages.map((m) => m.id)).toEqual(missed.map((m) => m.message.id));
    await memberSocket.close();
  });

  it('answers a risky member message with the crisis card, still delivers it, and flags on-call without the words', async () => {
    const member = await onboardedMember(server, 'risk@acme.example', { firstName: 'Ria', goals: ['anxiety'] });
    const { id } = await start(member);
    const onCallBefore = (await mailTo('on-call@kinwell.local')).length;
    const expertSocket = await socketOf(amelie);
    const answer = await send(member, id, 'I want to kill myself');
    expect(answer.status).toBe(201);
    const sent = await bodyOf<Answer<'sendChatMessage'>>(answer);
    expect(sent.crisis).toEqual({ categories: ['suicide_self_harm'] });
    // The expert's side (push and history) knows the member was shown urgent-help resources; the member's carries no mark.
    await expertSocket.waitFor((events) =>
      events.some((event) => event.type === 'message' && event.message.conversationId === id),
    );
    expect(expertSocket.events.find((event) => event.type === 'message')).toMatchObject({
      message: { text: 'I want to kill myself', riskFlagged: true },
    });
    await expertSocket.close();
    expect(sent.message).not.toHaveProperty('riskFlagged');
    await send(member, id, 'Work was long today');
    const expertPage = await page(amelie, id);
    expect(expertPage.messages.map((m) => [m.text, m.riskFlagged])).toEqual([
      ['I want to kill myself', true],
      ['Work was long today', false],
    ]);
    expect((await page(member, id)).messages.some((m) => 'riskFlagged' in m)).toBe(false);
    const flags = await mailTo('on-call@kinwell.local');
    expect(flags.length - onCallBefore).toBe(1);
    expect(flags[0]?.subject).toBe('Kinwell risk flag (chat): suicide_self_harm');
    expect(`${flags[0]?.text}${flags[0]?.html}`).not.toMatch(/kill|risk@acme|Ria/);
  });

  it('hands the member their chats in the export, and erases them with the account', async () => {
    const member = await onboardedMember(server, 'leaving@acme.example', { firstName: 'Lee', goals: ['anxiety'] });
    const { id } = await start(member);
    await send(member, id, 'My words to keep');
    const exported = await bodyOf<Answer<'exportAccount'>>(await call(member, '/api/account/export'));
    expect((exported.data as { expertChat: unknown }).expertChat).toEqual([
      expect.objectContaining({
        conversationId: id,
        expertId: 'amelie-chat',
        messages: [expect.objectContaining({ text: 'My words to keep', riskFlagged: false })],
      }),
    ]);
    const deleted = await call(member, '/api/account/delete', { method: 'POST', json: { password: PASSWORD } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const { rows } = await server.deps.db.query(
      'SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = :id',
      { id },
    );
    expect(rows[0]).toEqual({ n: 0 });
    expect((await call(amelie, `/api/chat/conversations/${id}/messages`)).status).toBe(404);
  });
  // Last: it moves the clock an hour on.
  it('mails an absent recipient once an hour per conversation, without the words', async () => {
    const member = await onboardedMember(server, 'mailed@acme.example', { firstName: 'Max', goals: ['anxiety'] });
    const { id } = await start(member);
    const before = (await mailTo('amelie-chat@experts.example')).length;
    await send(member, id, 'A private first message');
    await send(member, id, 'A private second message');
    let mails = await mailTo('amelie-chat@experts.example');
    expect(mails.length - before).toBe(1);
    expect(mails[0]?.subject).toBe('You have a new message from Max');
    expect(mails[0]?.text).toContain(`/expert/messages/${id}`);
    // An hour on, the access tokens have expired too: both sign in again.
    clock.advance(CHAT_WAITING_MAIL_INTERVAL_MS);
    const memberAgain = await signedInAgain(member);
    amelie = await signedInAgain(amelie);
    await send(memberAgain, id, 'A private third message');
    mails = await mailTo('amelie-chat@experts.example');
    expect(mails.length - before).toBe(2);
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toMatch(/private/);

    // The member's mail is in their language, to their conversation.
    await send(amelie, id, 'Une réponse privée');
    const theirs = (await mailTo('mailed@acme.example')).filter((mail) => mail.subject.includes('new message'));
    expect(theirs.map((mail) => mail.subject)).toEqual(['You have a new message from Amélie Chat']);
    expect(theirs[0]?.text).toContain(`/coaching/${id}`);
    expect(JSON.stringify(theirs)).not.toContain('privée');
  });
});

async function signedInAgain(who: SignedIn): Promise<SignedIn> {
  const login = await server.request('/api/auth/login', {
    method: 'POST',
    json: { email: who.email, password: PASSWORD },
  });
  expect(login.status).toBe(200);
  return { ...who, auth: bearer((await bodyOf<Answer<'login'>>(login)).AuthenticationResult.AccessToken) };
}

async function socketOfTicketUrl(who: SignedIn) {
  return (await bodyOf<Answer<'getChatSocketTicket'>>(await call(who, '/api/chat/socket-ticket', { method: 'POST' })))
    .url;
}

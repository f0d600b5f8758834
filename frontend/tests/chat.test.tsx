import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOutbox } from '../src/features/chat/chat-outbox-store';
import { type ApiCall, mockApi } from './mock-api';
import { onboardedUser, renderApp } from './render-app';

const CONVERSATION = '7b0c3c1e-4a8f-4d47-9d3a-7d1d2f0c6a01';
const LEA = { id: 'lea-martin', name: 'Léa Martin', photoUrl: '/experts/lea.jpg' };
const at = (minute: number) => new Date(Date.UTC(2037, 5, 8, 9, minute)).toISOString();
const message = (seq: number, from: 'member' | 'expert', text: string) => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  conversationId: CONVERSATION,
  seq,
  clientMessageId: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  from,
  text,
  createdAt: at(seq),
});
const summary = (overrides: Record<string, unknown> = {}) => ({
  id: CONVERSATION,
  counterpart: LEA,
  lastMessage: message(2, 'expert', 'How are you today?'),
  unread: 1,
  receipt: { deliveredSeq: 1, readSeq: 0 },
  updatedAt: at(2),
  ...overrides,
});
const conversations = {
  conversations: [summary()],
  experts: [
    { ...LEA, credentials: 'Clinical psychologist', languages: ['fr', 'en'], conversationId: CONVERSATION },
    { id: 'sam-lee', name: 'Sam Lee', photoUrl: '/experts/sam.jpg', credentials: 'Coach', languages: ['en'] },
  ],
  unread: 1,
};
const thread = {
  conversation: summary(),
  messages: [message(1, 'member', 'Hello Léa'), message(2, 'expert', 'How are you today?')],
  hasOlder: false,
};

afterEach(() => clearOutbox());

const sends = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === `/api/chat/conversations/${CONVERSATION}/messages`);

describe('chat with an expert', () => {
  it('shows a visitor what it is and the way in', async () => {
    mockApi({});
    renderApp('/coaching');
    expect(await screen.findByRole('link', { name: 'Sign in to chat with an expert' })).toBeTruthy();
  });

  it('lists a member’s conversations with the unread count, and the experts who take chat', async () => {
    mockApi({ 'GET /api/chat/conversations': { body: conversations } });
    renderApp('/coaching', { user: onboardedUser });
    const list = await screen.findByRole('region', { name: 'Your conversations' });
    expect(within(list).getByText('How are you today?')).toBeTruthy();
    expect(within(list).getByText('1 unread message')).toBeTruthy();
    // The navigation's badge says the same.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByText('1 unread message')).toBeTruthy();
    const experts = screen.getByRole('region', { name: 'Experts you can write to' });
    expect(within(experts).getByRole('link', { name: 'Message Léa Martin' }).getAttribute('href')).toBe(
      `/coaching/${CONVERSATION}`,
    );
    expect(within(experts).getByRole('button', { name: 'Message Sam Lee' })).toBeTruthy();
  });

  it('starts a conversation with an expert and opens it', async () => {
    const started = '7b0c3c1e-4a8f-4d47-9d3a-7d1d2f0c6a02';
    const calls = mockApi({
      'GET /api/chat/conversations': { body: conversations },
      'POST /api/chat/conversations': { status: 201, body: summary({ id: started, lastMessage: undefined }) },
    });
    const { router } = renderApp('/coaching', { user: onboardedUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Message Sam Lee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/coaching/${started}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expertId: 'sam-lee' });
  });

  it('shows a conversation with its receipts, marks it read, and keeps a failed message to retry with the same id', async () => {
    let failNext = true;
    const calls = mockApi({
      'GET /api/chat/conversations': { body: conversations },
      [`GET /api/chat/conversations/${CONVERSATION}/messages`]: { body: thread },
      [`POST /api/chat/conversations/${CONVERSATION}/read`]: { body: { deliveredSeq: 2, readSeq: 2 } },
      [`POST /api/chat/conversations/${CONVERSATION}/messages`]: (call) => {
        if (failNext) {
          failNext = false;
          return { status: 503, body: { message: 'Busy', code: 'common.unavailable' } };
        }
        const body = call.body as { clientMessageId: string; text: string };
        return {
          status: 201,
          body: { message: { ...message(3, 'member', body.text), clientMessageId: body.clientMessageId } },
        };
      },
    });
    renderApp(`/coaching/${CONVERSATION}`, { user: onboardedUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Léa Martin' })).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hello Léa')).toBeTruthy();
    expect(within(log).getByText('Delivered')).toBeTruthy();
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/read'))?.body).toEqual({ seq: 2 }));

    const box = screen.getByRole('textbox', { name: 'Message to Léa Martin' });
    fireEvent.change(box, { target: { value: 'I slept better' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(log).findByText('Not sent')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    expect(await within(log).findByText('Sent')).toBeTruthy();
    expect(within(log).getAllByText('I slept better')).toHaveLength(1);
    const [first, second] = sends(calls).map((call) => call.body as { clientMessageId: string });
    expect(second?.clientMessageId).toBe(first?.clientMessageId);
  });

  it('keeps a draft per conversation across a reload, and shows the crisis card when the answer says so', async () => {
    mockApi({
      'GET /api/chat/conversations': { body: conversations },
      [`GET /api/chat/conversations/${CONVERSATION}/messages`]: { body: thread },
      [`POST /api/chat/conversations/${CONVERSATION}/messages`]: (call) => {
        const body = call.body as { clientMessageId: string; text: string };
        return {
          status: 201,
          body: {
            message: { ...message(3, 'member', body.text), clientMessageId: body.clientMessageId },
            crisis: { categories: ['selfHarm'] },
          },
        };
      },
    });
    const first = renderApp(`/coaching/${CONVERSATION}`, { user: onboardedUser });
    const box = await screen.findByRole('textbox', { name: 'Message to Léa Martin' });
    fireEvent.change(box, { target: { value: 'I do not want to be here any more' } });
    first.unmount();

    renderApp(`/coaching/${CONVERSATION}`, { user: onboardedUser });
    const again = (await screen.findByRole('textbox', { name: 'Message to Léa Martin' })) as HTMLTextAreaElement;
    expect(again.value).toBe('I do not want to be here any more');
    fireEvent.submit(again.closest('form') as HTMLFormElement);
    expect(await screen.findByRole('region', { name: "You don't have to go through this alone" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a session now' })).toBeTruthy();
    expect(sessionStorage.getItem(`chat:draft:${CONVERSATION}`)).toBeNull();
  });

  it('sends an expert who opens /coaching to their inbox', async () => {
    mockApi({
      'GET /api/chat/conversations': {
        body: { conversations: [summary({ counterpart: { id: 'u1', name: 'Ana' } })], experts: [], unread: 1 },
      },
    });
    const { router } = renderApp('/coaching', { user: { email: 'lea@experts.example', sub: 'e1' }, role: 'expert' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert/messages'));
    const link = await screen.findByRole('link', { name: /Ana/ });
    expect(link.getAttribute('href')).toBe(`/expert/messages/${CONVERSATION}`);
  });
});

import type { RateLimiter } from '../accounts/rate-limits';
import { assessRisk } from '../crisis/assess-risk';
import type { RiskCategory } from '../crisis/crisis-language';
import type { Locale } from '../i18n/locales';
import type { Goal } from '../onboarding/onboarding-options';
import { TooManyRequestsError, ValidationError } from '../shared/errors';
import { COACH_HISTORY_MESSAGES, coachLimitKeys, MAX_COACH_MESSAGE_CHARS } from './coach-limits';
import { coachMessages } from './coach-messages';
import type { CoachChatMessage, CoachModel } from './coach-model';
import { buildCoachPrompt, type CoachProgressFacts } from './coach-prompt';
import type { CoachMessage, CoachStore } from './coach-store';
import type { LibraryIndex, SessionSuggestion } from './library-retrieval';
import type { OnCallNotifier } from './on-call-notifier';

/** What a turn answers, in order: the page renders each as it arrives (server-sent events on the wire). */
export type CoachEvent =
  | { type: 'delta'; text: string }
  | { type: 'crisis'; categories: RiskCategory[] }
  | { type: 'suggestions'; sessions: SessionSuggestion[] }
  | { type: 'done'; messageId: string }
  | { type: 'error'; message: string };

/** Where a member books a human expert: offered with every crisis card and whenever the coach is out of its depth. */
export const EXPERT_HREF = '/book-session';

export interface CoachTurnDeps {
  /** Absent when no model is configured: the coach answers as a guide (library sessions), never as an AI. */
  model?: CoachModel | undefined;
  store: CoachStore;
  limiter: RateLimiter;
  onCall: OnCallNotifier;
  /** The published library's index (cached by the caller: it changes only when content is published). */
  library(): Promise<LibraryIndex>;
  /** A few facts of the member's practice for the prompt; absent when they cannot be read. */
  progress(memberId: string, locale: Locale): Promise<CoachProgressFacts | undefined>;
  now(): Date;
  newId(): string;
  /** Failures that must not change the member's answer (an on-call flag that did not go): logged, not thrown. */
  reportError(error: unknown, context: string): void;
}

export interface CoachTurnInput {
  memberId: string;
  text: string;
  locale: Locale;
  goals: readonly Goal[];
  signal?: AbortSignal | undefined;
}

/**
 * One turn of the coach, in the order the crisis pathway asks for: the member's words pass the risk check before
 * anything else. On risk the model is never called, whatever the daily limit: the answer is the crisis card and the
 * offer of a human expert, and the on-call channel gets a flag (kinds and time, never the words). Otherwise the
 * daily limit is counted, and the model answers (or, with none configured, the guide does).
 *
 * Refusals (an empty or oversized message, the daily limit) throw before anything is answered, so the caller can
 * answer them as plain HTTP errors; what follows is a stream that always ends with `done` or `error`.
 */
export async function startCoachTurn(deps: CoachTurnDeps, input: CoachTurnInput): Promise<AsyncIterable<CoachEvent>> {
  const text = input.text.trim();
  if (text === '') throw new ValidationError(coachMessages.emptyMessage, 'coach.emptyMessage');
  if (text.length > MAX_COACH_MESSAGE_CHARS)
    throw new ValidationError(coachMessages.messageTooLong, 'coach.messageTooLong');

  const risk = assessRisk(text, input.locale);
  if (risk.level === 'risk') return crisisTurn(deps, input.memberId, text, risk.categories);

  await deps.limiter.consume(coachLimitKeys(input.memberId).daily);
  // The history is read before the new message is kept, so the model reads it once, last.
  const history = deps.model ? await deps.store.list(input.memberId, { limit: COACH_HISTORY_MESSAGES }) : [];
  await deps.store.append(input.memberId, memberMessage(deps, text));
  const index = await deps.library();
  if (!deps.model) return guidedTurn(deps, input, index.search(text, { goals: input.goals, locale: input.locale }));
  return modelTurn(deps, deps.model, input, text, history, index);
}

const memberMessage = (deps: CoachTurnDeps, text: string): CoachMessage => ({
  id: deps.newId(),
  role: 'member',
  kind: 'text',
  text,
  createdAt: deps.now(),
});

async function crisisTurn(
  deps: CoachTurnDeps,
  memberId: string,
  text: string,
  categories: RiskCategory[],
): Promise<AsyncIterable<CoachEvent>> {
  await deps.store.append(memberId, memberMessage(deps, text));
  const answer: CoachMessage = {
    id: deps.newId(),
    role: 'coach',
    kind: 'crisis',
    text: '',
    categories,
    createdAt: deps.now(),
  };
  await deps.store.append(memberId, answer);
  await flagOnCall(deps, memberId, categories);
  return (async function* () {
    yield { type: 'crisis', categories };
    yield { type: 'done', messageId: answer.id };
  })();
}

async function flagOnCall(deps: CoachTurnDeps, memberId: string, categories: RiskCategory[]) {
  try {
    await deps.limiter.consume(coachLimitKeys(memberId).riskFlag);
  } catch (error) {
    // Flagged within the hour already: the on-call person knows of this episode.
    if (error instanceof TooManyRequestsError) return;
    deps.reportError(error, 'coach.riskFlagLimit');
  }
  try {
    await deps.onCall.flag({ source: 'coach', categories, at: deps.now() });
  } catch (error) {
    deps.reportError(error, 'coach.riskFlag');
  }
}

async function guidedTurn(
  deps: CoachTurnDeps,
  input: CoachTurnInput,
  sessions: SessionSuggestion[],
): Promise<AsyncIterable<CoachEvent>> {
  const answer: CoachMessage = {
    id: deps.newId(),
    role: 'coach',
    kind: 'suggestions',
    text: '',
    sessions,
    createdAt: deps.now(),
  };
  await deps.store.append(input.memberId, answer);
  return (async function* () {
    yield { type: 'suggestions', sessions };
    yield { type: 'done', messageId: answer.id };
  })();
}

/** The kept messages as the model reads them: words only (a crisis card or a guided answer has none). */
function chatHistory(history: readonly CoachMessage[]): CoachChatMessage[] {
  return history
    .filter((message) => message.kind === 'text' && message.text !== '')
    .reverse()
    .map((message) => ({ role: message.role === 'member' ? 'user' : 'assistant', content: message.text }));
}

async function modelTurn(
  deps: CoachTurnDeps,
  model: CoachModel,
  input: CoachTurnInput,
  text: string,
  history: readonly CoachMessage[],
  index: LibraryIndex,
): Promise<AsyncIterable<CoachEvent>> {
  const system = buildCoachPrompt({
    locale: input.locale,
    goals: input.goals,
    progress: await deps.progress(input.memberId, input.locale).catch(() => undefined),
    sessions: index.search(text, { goals: input.goals, locale: input.locale, limit: 4 }),
    expertHref: EXPERT_HREF,
  });
  const messages: CoachChatMessage[] = [...chatHistory(history), { role: 'user', content: text }];
  return (async function* () {
    let answer = '';
    let failed = false;
    try {
      for await (const delta of model.stream({ system, messages, signal: input.signal })) {
        if (delta === '') continue;
        answer += delta;
        yield { type: 'delta', text: delta };
      }
    } catch (error) {
      // A member who left aborted the answer: no failure, and what they saw is kept below.
      if (!input.signal?.aborted) {
        deps.reportError(error, 'coach.model');
        failed = true;
      }
    }
    let kept: CoachMessage | undefined;
    if (answer !== '') {
      // What was written is kept, even when cut short: it is what the member saw.
      kept = { id: deps.newId(), role: 'coach', kind: 'text', text: answer, createdAt: deps.now() };
      await deps.store.append(input.memberId, kept);
    }
    if (failed || !kept) yield { type: 'error', message: coachMessages.modelFailed };
    else yield { type: 'done', messageId: kept.id };
  })();
}

import { accountMessages } from '../accounts/account-messages';
import { authMessages } from '../accounts/auth-messages';
import { bookingMessages } from '../booking/booking-messages';
import { chatMessages } from '../chat/chat-messages';
import { coachMessages } from '../coach/coach-messages';
import { contactMessages } from '../contact/contact-messages';
import { crmMessages } from '../crm/crm-messages';
import { invitationMessages } from '../invitations/invitation-rules';
import { onboardingMessages } from '../onboarding/onboarding-messages';
import { progressMessages } from '../progress/read-progress';
import { selfCareMessages } from '../self-care/self-care-messages';
import { commonMessages } from '../shared/common-messages';

type Texts<T> = { readonly [K in keyof T as T[K] extends string ? K : never]: T[K] };
const textsOf = <T extends object>(table: T) =>
  Object.fromEntries(Object.entries(table).filter(([, text]) => typeof text === 'string')) as Texts<T>;

/**
 * Every message an error answer may carry, by area: the areas' own tables (written once, in their features) under
 * one roof. A code is `<area>.<key>` (`auth.wrongCredentials`): stable, whatever the wording becomes.
 */
const areas = {
  auth: authMessages,
  account: accountMessages,
  onboarding: onboardingMessages,
  invitation: textsOf(invitationMessages),
  crm: crmMessages,
  contact: contactMessages,
  progress: progressMessages,
  selfCare: selfCareMessages,
  booking: bookingMessages,
  coach: coachMessages,
  chat: chatMessages,
  common: commonMessages,
} as const;

type Area = keyof typeof areas;
export type ErrorCode = { [A in Area]: `${A}.${keyof (typeof areas)[A] & string}` }[Area];

/** The English text of every code: the spec's words where it quotes them. */
export const ERROR_TEXTS: Readonly<Record<ErrorCode, string>> = Object.fromEntries(
  (Object.keys(areas) as Area[]).flatMap((area) =>
    Object.entries(areas[area]).map(([key, text]) => [`${area}.${key}`, text as string]),
  ),
) as Record<ErrorCode, string>;

export const ERROR_CODES = Object.keys(ERROR_TEXTS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}

// English text → code. Where two areas share words ('Invalid email format'), the first area listed wins.
const byText = new Map<string, ErrorCode>();
for (const code of ERROR_CODES) if (!byText.has(ERROR_TEXTS[code])) byText.set(ERROR_TEXTS[code], code);

/** The code of a message written in one of the tables; undefined for any other wording. */
export const errorCodeOfText = (message: string): ErrorCode | undefined => byText.get(message);

/** The answer for a status whose message is not one of ours (a zod issue, an adapter's words). */
const BY_STATUS: Record<number, ErrorCode> = {
  400: 'common.invalidRequest',
  401: 'common.unauthorized',
  403: 'common.forbidden',
  404: 'common.notFound',
  409: 'common.conflict',
  412: 'common.conflict',
  413: 'common.bodyTooLarge',
  415: 'common.unsupportedType',
  429: 'common.tooManyRequests',
  502: 'common.upstreamFailed',
  503: 'common.unavailable',
  504: 'common.timeout',
};

export function errorCodeOfStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'common.internal' : 'common.invalidRequest');
}

/** The code an error answer carries: its message's own, else its status's. */
export const errorCodeOf = (error: { status: number; message: string }): ErrorCode =>
  errorCodeOfText(error.message) ?? errorCodeOfStatus(error.status);

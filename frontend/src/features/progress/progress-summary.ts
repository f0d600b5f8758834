import type { ProgressSummaryResponse } from '@kinwell/contracts';
import type { ContractOutput } from '../../lib/contract-types';

/** The periods My Progress can show (the API's). */
export const PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type Period = (typeof PERIODS)[number];

/**
 * A member's progress as the server summarises it from their events (GET /api/progress; @kinwell/contracts).
 * Days are ISO days in the member's time zone.
 */
export type ProgressSummary = ContractOutput<typeof ProgressSummaryResponse>;

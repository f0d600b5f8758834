import type { ProgressSummaryResponse } from '@kinwell/contracts';
import type { ContractOutput } from '../../lib/contract-types';

/** The periods My Progress can show: core's, which the API takes. */
export { PROGRESS_PERIODS as PERIODS, type ProgressPeriod as Period } from '@kinwell/core';

/**
 * A member's progress as the server summarises it from their events (GET /api/progress; @kinwell/contracts).
 * Days are ISO days in the member's time zone.
 */
export type ProgressSummary = ContractOutput<typeof ProgressSummaryResponse>;

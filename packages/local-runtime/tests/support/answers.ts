import type { apiRoutes, localOnlyRoutes } from '@kinwell/contracts';
import type { z } from 'zod';

type Routes = typeof apiRoutes & typeof localOnlyRoutes;

/** What a route answers on success: the output of its contract's response schema (`Answer<'login'>`). */
export type Answer<Route extends keyof Routes> = z.output<Routes[Route]['response']>;

/**
 * The JSON body of an answer, typed as the test expects it: `Answer<…>` for a success, `ErrorResponse` for a
 * refusal. Nothing is parsed: the test's own assertions check the body.
 */
export const bodyOf = <T>(response: Response): Promise<T> => response.json() as Promise<T>;

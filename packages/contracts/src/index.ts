import { authRoutes } from './auth';
import { companyRoutes } from './company';
import { devRoutes } from './dev';
import { eventsRoutes } from './events';
import type { RouteContract } from './http';

export * from './auth';
export * from './company';
export * from './dev';
export * from './events';
export * from './http';

/** Every route of the public API, by name: the local runtime, the Lambdas and CDK all read this list. */
export const apiRoutes = { ...authRoutes, ...companyRoutes, ...eventsRoutes } satisfies Record<string, RouteContract>;
export const localOnlyRoutes = devRoutes satisfies Record<string, RouteContract>;

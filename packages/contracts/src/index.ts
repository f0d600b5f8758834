import { authRoutes } from './auth';
import { companyRoutes } from './company';
import { crmRoutes } from './crm';
import { devRoutes } from './dev';
import { eventsRoutes } from './events';
import type { RouteContract } from './http';
import { mailRoutes } from './mail';

export * from './auth';
export * from './company';
export * from './crm';
export * from './dev';
export * from './events';
export * from './http';
export * from './mail';
export * from './security-headers';

/** Every route of the public API, by name: the local runtime, the Lambdas and CDK all read this list. */
export const apiRoutes = {
  ...authRoutes,
  ...companyRoutes,
  ...crmRoutes,
  ...eventsRoutes,
  ...mailRoutes,
} satisfies Record<string, RouteContract>;
export const localOnlyRoutes = devRoutes satisfies Record<string, RouteContract>;

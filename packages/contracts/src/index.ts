import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { bookingRoutes } from './booking';
import { chatRoutes } from './chat';
import { coachRoutes } from './coach';
import { companyRoutes } from './company';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { crmRoutes } from './crm';
import { devRoutes } from './dev';
import { eventsRoutes } from './events';
import type { RouteContract } from './http';
import { mailRoutes } from './mail';
import { redirectsRoutes } from './redirects';

export * from './account';
export * from './app-start-script';
export * from './auth';
export * from './booking';
export * from './chat';
export * from './coach';
export * from './color-mode-script';
export * from './company';
export * from './contact';
export * from './content';
export * from './crm';
export * from './dev';
export * from './events';
export * from './http';
export * from './mail';
export * from './origin-secret';
export * from './redirects';
export * from './security-headers';
export * from './self-care';

/** Every route of the public API, by name: the local runtime, the Lambdas and CDK all read this list. */
export const apiRoutes = {
  ...accountRoutes,
  ...authRoutes,
  ...bookingRoutes,
  ...chatRoutes,
  ...coachRoutes,
  ...companyRoutes,
  ...contentRoutes,
  ...contactRoutes,
  ...crmRoutes,
  ...eventsRoutes,
  ...mailRoutes,
  ...redirectsRoutes,
} satisfies Record<string, RouteContract>;
export const localOnlyRoutes = devRoutes satisfies Record<string, RouteContract>;

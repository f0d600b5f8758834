import type { ApiEvent } from '../http';

/** The caller's address as API Gateway saw it (the local runtime fills it from the socket). */
export const clientAddress = (event: ApiEvent) => event.requestContext.http.sourceIp || 'unknown';

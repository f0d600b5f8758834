import type { ApiEvent } from './types';

/**
 * The header CloudFront sets to the viewer's `ip:port` (the web stack's origin request policy forwards it to the
 * API). A viewer may send a header of that name too: it counts only on an event the origin check vouched for.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** Events that came through CloudFront: only the AWS origin check (runtime/aws/origin-check.ts) adds to it. */
const throughCloudFront = new WeakSet<ApiEvent>();

/** Marks an event whose origin-secret header matched: its CloudFront-Viewer-Address is CloudFront's own. */
export function trustViewerAddress(event: ApiEvent): void {
  throughCloudFront.add(event);
}

/**
 * The ip of CloudFront's `ip:port`: `203.0.113.7:443`, `2001:db8::1:443` (IPv6 unbracketed, the port after the
 * last colon), or bracketed `[2001:db8::1]:443`. Undefined when the value has no such shape.
 */
export function viewerIp(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const bracketed = /^\[([0-9a-fA-F:.]+)\]:\d+$/.exec(trimmed);
  if (bracketed) return bracketed[1];
  const colon = trimmed.lastIndexOf(':');
  if (colon <= 0 || !/^\d+$/.test(trimmed.slice(colon + 1))) return undefined;
  const ip = trimmed.slice(0, colon);
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : undefined;
}

/**
 * The caller's address for per-address limits: the viewer's, from CloudFront, when the request provably came
 * through it; else the one API Gateway saw (which behind CloudFront is an edge server's, shared by many viewers).
 * The local runtime has no CloudFront and fills `sourceIp` from the socket.
 */
export const clientAddress = (event: ApiEvent) =>
  (throughCloudFront.has(event) ? viewerIp(event.headers?.[VIEWER_ADDRESS_HEADER]) : undefined) ||
  event.requestContext.http.sourceIp ||
  'unknown';

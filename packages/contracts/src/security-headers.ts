import { APP_START_SCRIPT_HASH } from './app-start-script';
import { COLOR_MODE_SCRIPT_HASH } from './color-mode-script';

/**
 * The Content-Security-Policy of the web app, in one place: CloudFront's response headers policy
 * (infra/lib/stacks/web-stack.ts) and the local runtime (packages/local-runtime/src/security-headers.ts) both send
 * it, so the app meets the same policy locally as in production. The only inline scripts allowed are the colour-mode
 * script and the prerendered pages' app start, by their hashes; the embedded
 * (mobile webview) mode loads the app top level, so no other site may frame it.
 */
export const contentSecurityPolicy = ({ connectSources = [] }: { connectSources?: readonly string[] } = {}) =>
  [
    "default-src 'self'",
    `script-src 'self' ${COLOR_MODE_SCRIPT_HASH} ${APP_START_SCRIPT_HASH}`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/**
 * The local runtime's policy: its chat socket is on the app's own origin, which 'self' covers. In AWS the web stack
 * adds the chat's WebSocket API origin (`wss://…`) to connect-src through `contentSecurityPolicy`.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

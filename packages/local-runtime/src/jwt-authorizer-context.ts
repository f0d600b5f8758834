/**
 * What API Gateway's JWT authorizer adds to the event of a route it guards (`requestContext.authorizer.jwt`): the
 * token's claims, every value as a string (an array as `[a b]`), and `scopes` null (our routes require none).
 * The token is read, not verified: API Gateway refuses a bad one with 401 before the Lambda runs, and our handlers
 * verify it again in every runtime (functions/src/http/group-handler.ts). Undefined without a readable bearer token.
 */
export function jwtAuthorizerContext(
  authorization: string | undefined,
): { claims: Record<string, string>; scopes: null } | undefined {
  const token = authorization && /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) return undefined;
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(decoded)) {
    claims[name] = Array.isArray(value)
      ? `[${value.join(' ')}]`
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value);
  }
  return { claims, scopes: null };
}

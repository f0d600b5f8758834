/**
 * The header CloudFront adds to every request it forwards to the API (infra's web stack, a custom origin header),
 * its value the origin secret. The API Lambdas refuse a request without it (functions/src/runtime/aws/origin-check.ts).
 */
export const ORIGIN_SECRET_HEADER = 'x-kinwell-origin-secret';

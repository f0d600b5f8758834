import type { ApiResult } from './types';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

export function binaryResponse(body: Uint8Array, contentType: string, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode: 200,
    headers: { 'content-type': contentType, ...headers },
    body: Buffer.from(body).toString('base64'),
    isBase64Encoded: true,
  };
}

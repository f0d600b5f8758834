import { describe, expect, it } from 'vitest';
import { readableLine } from './readable-line';

describe('readableLine', () => {
  it('puts time, level, group and message first, then the key fields, on one line', () => {
    const line = readableLine({
      level: 'ERROR',
      message: 'Unhandled error',
      timestamp: '2026-11-25T14:03:07.412Z',
      service: 'auth',
      cold_start: true,
      function_name: 'auth',
      function_request_id: 'c0ffee',
      requestId: 'abc123',
      routeKey: 'GET /api/auth/user',
      error: { name: 'TypeError', location: 'file.ts:1', message: 'x is undefined', stack: 'TypeError: x\n  at y' },
    });
    expect(line).toBe(
      '14:03:07.412 ERROR auth Unhandled error requestId=abc123 routeKey="GET /api/auth/user" ' +
        'error.name=TypeError error.location=file.ts:1 error.message="x is undefined"',
    );
    expect(line).not.toContain('\n');
  });
});

import { describe, expect, it } from 'vitest';
import { ReadableLogger } from './readable-logger';

describe('ReadableLogger (the local runtime)', () => {
  it('prints the Lambdas’ lines readably, with the same personal data removed', () => {
    const lines: { line: string; level: string }[] = [];
    const logger = new ReadableLogger({ serviceName: 'mail' }, (line, level) => lines.push({ line, level }));
    logger.appendKeys({ requestId: 'r-1' });
    logger.error('Invitation failed', { to: 'kid@acme.example', error: new Error('refused for kid@acme.example') });
    logger.debug('not shown at INFO');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('ERROR');
    expect(lines[0]?.line).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} ERROR mail Invitation failed requestId=r-1 to=\[redacted\] error\.name=Error error\.location=\S+ error\.message="refused for \[email\]"$/,
    );
  });

  it("puts the request's keys on each line until they are reset, the line's own fields first to count", () => {
    const lines: string[] = [];
    const logger = new ReadableLogger({ serviceName: 'auth' }, (line) => lines.push(line));
    logger.appendKeys({ requestId: 'r-1' });
    logger.appendKeys({ routeKey: 'GET /api/auth/user' });
    logger.info('first', { requestId: 'own' });
    logger.resetKeys();
    logger.info('second');
    expect(lines[0]).toMatch(/ INFO {2}auth first requestId=own routeKey="GET \/api\/auth\/user"$/);
    expect(lines[1]).toMatch(/ INFO {2}auth second$/);
  });
});

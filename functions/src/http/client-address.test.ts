import { describe, expect, it } from 'vitest';
import { clientAddress, trustViewerAddress, viewerIp } from './client-address';
import type { ApiEvent } from './types';

const eventWith = (viewerAddress?: string) =>
  ({
    headers: viewerAddress ? { 'cloudfront-viewer-address': viewerAddress } : {},
    requestContext: { http: { sourceIp: '130.176.1.1' } },
  }) as unknown as ApiEvent;

describe('viewerIp', () => {
  it('takes the ip of an IPv4 ip:port', () => {
    expect(viewerIp('203.0.113.7:50112')).toBe('203.0.113.7');
  });

  it('takes the ip of an IPv6 ip:port, unbracketed (as CloudFront sends it) or bracketed', () => {
    expect(viewerIp('2001:db8:85a3::8a2e:370:7334:443')).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(viewerIp('[2001:db8::1]:443')).toBe('2001:db8::1');
  });

  it('refuses values without that shape', () => {
    for (const value of [undefined, '', '203.0.113.7', 'evil:443', ':443', '1.2.3.4:port']) {
      expect(viewerIp(value), String(value)).toBeUndefined();
    }
  });
});

describe('clientAddress', () => {
  it("is the viewer's address on an event the origin check trusted", () => {
    const event = eventWith('2001:db8::7:61234');
    trustViewerAddress(event);
    expect(clientAddress(event)).toBe('2001:db8::7');
  });

  it('ignores the header on any other event (a viewer could send it: the local runtime, a direct call)', () => {
    expect(clientAddress(eventWith('198.51.100.9:443'))).toBe('130.176.1.1');
  });

  it("falls back to API Gateway's address when the trusted header is missing or malformed", () => {
    const missing = eventWith();
    const malformed = eventWith('nonsense');
    trustViewerAddress(missing);
    trustViewerAddress(malformed);
    expect(clientAddress(missing)).toBe('130.176.1.1');
    expect(clientAddress(malformed)).toBe('130.176.1.1');
  });
});

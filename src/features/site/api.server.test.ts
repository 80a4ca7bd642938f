import { describe, expect, it } from 'vitest';
import { forwardingHeaders } from './api.server';

describe('headers the server adds when it calls the API for a visitor', () => {
  it('appends the visitor to any incoming chain and passes host and scheme', () => {
    expect(
      forwardingHeaders(
        {
          clientAddress: '203.0.113.9',
          forwardedFor: '198.51.100.1',
          host: 'hotel.example',
          proto: 'https',
        },
        true,
      ),
    ).toEqual({
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      'x-forwarded-host': 'hotel.example',
      'x-forwarded-proto': 'https',
    });
  });
  it('sends only the chain to an external backend, which would build its asset URLs on our host', () => {
    const forwarded = { clientAddress: '203.0.113.9', forwardedFor: null, host: 'hotel.example', proto: 'https' };
    expect(forwardingHeaders(forwarded, false)).toEqual({ 'x-forwarded-for': '203.0.113.9' });
  });
  it('omits the chain when nothing is known', () => {
    expect(forwardingHeaders({ clientAddress: undefined, forwardedFor: null, host: 'h', proto: 'http' }, true)).toEqual(
      {
        'x-forwarded-host': 'h',
        'x-forwarded-proto': 'http',
      },
    );
  });
});

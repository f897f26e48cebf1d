import { describe, expect, it } from 'vitest';
import { publicConfigFrom } from '@/services/config/public-config';
import { analyticsOrigins } from './analytics-origins';

describe('analyticsOrigins', () => {
  it('lists nothing when analytics has no key and no tag manager is set', () => {
    expect(analyticsOrigins(publicConfigFrom({}))).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] });
  });

  it("names Amplitude's server, the remote config and the tag manager's origin from the deployment settings", () => {
    const config = publicConfigFrom(
      {
        AMPLITUDE_API_KEY: 'k',
        AMPLITUDE_SERVER_URL: 'https://collector.example.net/2/httpapi',
        AMPLITUDE_REMOTE_CONFIG_URL: 'https://cfg.example.net/config',
      },
      { 'gtm-js-url': 'https://tags.example.org/gtm.js?id=GTM-1' },
    );
    expect(analyticsOrigins(config)).toEqual({
      scriptSrc: ['https://tags.example.org'],
      connectSrc: ['https://collector.example.net', 'https://cfg.example.net', 'https://tags.example.org'],
      imgSrc: ['https://tags.example.org'],
    });
  });

  it("defaults to Amplitude's own endpoint and ignores relative or unusable URLs", () => {
    expect(analyticsOrigins(publicConfigFrom({ AMPLITUDE_API_KEY: 'k' })).connectSrc).toEqual([
      'https://api2.amplitude.com',
    ]);
    expect(
      analyticsOrigins(
        publicConfigFrom(
          { AMPLITUDE_API_KEY: 'k', AMPLITUDE_SERVER_URL: '/collect' },
          { 'gtm-js-url': 'javascript:alert(1)' },
        ),
      ),
    ).toEqual({
      scriptSrc: [],
      connectSrc: [],
      imgSrc: [],
    });
  });
});

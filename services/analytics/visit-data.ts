/**
 * What every event carries: the common data, the page data and the
 * user properties, computed from the browser. Pure functions of what they are
 * given, so they test without a browser.
 */
import type { VisitIdentifiers } from '@/services/tracking/identifiers';
import type { EventProps } from './wrapper';

export type WebPlatform = 'Mobile Web' | 'Desktop Web' | 'Android Webview';

/** Narrower than 600 px (the sm breakpoint) is mobile; Android's webview marks its user agent with "; wv)". */
export function webPlatform(innerWidth: number, userAgent: string): WebPlatform {
  if (/Android/.test(userAgent) && /;\s*wv\)/.test(userAgent)) return 'Android Webview';
  return innerWidth < 600 ? 'Mobile Web' : 'Desktop Web';
}

export interface BrowserFacts {
  innerWidth: number;
  innerHeight: number;
  screenWidth: number;
  screenHeight: number;
  userAgent: string;
  language: string;
  referrer: string;
  href: string;
}

export function browserFacts(): BrowserFacts {
  return {
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    userAgent: navigator.userAgent,
    language: navigator.language,
    referrer: document.referrer,
    href: window.location.href,
  };
}

export function commonData(facts: BrowserFacts, ids: VisitIdentifiers, environment: string): EventProps {
  return {
    czen_session_id: ids.sessionId,
    environment,
    language: facts.language,
    referer: facts.referrer,
    rendered_by: 'homepay-web',
    userAgent: facts.userAgent,
    visitor_id: ids.visitorId,
  };
}

export function pageData(facts: BrowserFacts): EventProps {
  return {
    screen_resolution: `${facts.screenWidth}x${facts.screenHeight}`,
    viewport_resolution: `${facts.innerWidth}x${facts.innerHeight}`,
    url: facts.href,
    web_platform: webPlatform(facts.innerWidth, facts.userAgent),
  };
}

export interface AppRelease {
  appName: string;
  appBuild: string;
  appVersion: string;
}

export function userProperties(facts: BrowserFacts, release: AppRelease): EventProps {
  return {
    web_platform: webPlatform(facts.innerWidth, facts.userAgent),
    app_name: release.appName,
    app_build: release.appBuild,
    app_version: release.appVersion,
  };
}

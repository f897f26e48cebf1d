import { beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject } from '@/services/logging/json';
import { addBreadcrumb, resetBreadcrumbsForTests } from './breadcrumbs';
import { createErrorReporter } from './error-reporter';

function reporter(traceSampleRate = 1, random = () => 0.5) {
  const sent: Array<{ level: string; message: string; extra: JsonObject }> = [];
  return {
    sent,
    reporter: createErrorReporter({
      log: (level, message, extra = {}) => sent.push({ level, message, extra }),
      traceSampleRate,
      random,
    }),
  };
}

describe('error reports', () => {
  beforeEach(() => resetBreadcrumbsForTests());

  it('carry the error, its source and the breadcrumbs that led to it', () => {
    addBreadcrumb('navigation', '/caregivers');
    addBreadcrumb('graphql', 'query Member');
    const { sent, reporter: errors } = reporter();
    errors.reportError(new TypeError('x is undefined'), { source: 'window.onerror' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      level: 'error',
      message: 'x is undefined',
      extra: { event: 'ErrorReport', errorName: 'TypeError', source: 'window.onerror' },
    });
    expect(sent[0]?.extra.breadcrumbs).toEqual([
      expect.objectContaining({ category: 'navigation', message: '/caregivers' }),
      expect.objectContaining({ category: 'graphql', message: 'query Member' }),
    ]);
  });

  it('describe values that are not errors', () => {
    const { sent, reporter: errors } = reporter();
    errors.reportError('plain string');
    errors.reportError({ odd: true });
    expect(sent.map((entry) => [entry.message, entry.extra.errorName])).toEqual([
      ['plain string', 'NonError'],
      ['a value that is not an Error was thrown', 'NonError'],
    ]);
  });
});

describe('transactions', () => {
  it('are traced with their name and duration', () => {
    const { sent, reporter: traces } = reporter();
    traces.traceTransaction('/caregivers', 812.4);
    expect(sent).toEqual([
      {
        level: 'info',
        message: 'Transaction /caregivers',
        extra: { event: 'Transaction', transaction: '/caregivers', durationMs: 812 },
      },
    ]);
  });

  it('named /404 are never traced', () => {
    const { sent, reporter: traces } = reporter();
    traces.traceTransaction('/404', 100);
    expect(sent).toEqual([]);
  });

  it('are sampled at the configured rate', () => {
    const { sent, reporter: traces } = reporter(0.1, () => 0.2);
    traces.traceTransaction('/', 100);
    expect(sent).toEqual([]);
  });
});

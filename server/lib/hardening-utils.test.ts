import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-depth-utils.ts';
import { redactUrl } from './redact-utils.ts';
import { inlineScriptHashes, siteCspDirectives } from './csp-utils.ts';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['[[],[[]]]', 3],
    ['{"a":{"b":[1,{"c":2}]}}', 4],
    ['{"s":"[[[[{{{{"}', 1],
    ['{"s":"\\"[[["}', 1],
    ['['.repeat(10_000) + ']'.repeat(10_000), 10_000],
  ])('measures %s as depth %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it('stops counting just past the limit', () => {
    expect(jsonDepth('['.repeat(10_000), 64)).toBe(65);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/outbox?key=local-private-key', '/outbox?key=[redacted]'],
    ['/x?a=1&key=s3cret&b=2', '/x?a=1&key=[redacted]&b=2'],
    ['/x?token=t&accessToken=u', '/x?token=[redacted]&accessToken=[redacted]'],
    ['/outbox/calls/1/answer-1.wav', '/outbox/calls/1/answer-1.wav'],
    ['/x?monkey=1', '/x?monkey=1'],
  ])('redacts %s', (url, out) => {
    expect(redactUrl(url)).toBe(out);
  });
});

describe('siteCspDirectives', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ HOST: '0.0.0.0' }, false],
  ])('allows loopback websockets on other ports only in local mode (%o → %s)', (env, allowed) => {
    expect(siteCspDirectives([], env).connectSrc.includes('ws://127.0.0.1:*')).toBe(allowed);
  });

  it('hashes classic inline scripts only, not JSON-LD or external ones', () => {
    const html =
      '<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});

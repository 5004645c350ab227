import { describe, expect, it } from 'vitest';
import { cspDirectives, escapeMarkup, hstsWhenHttps, jsonTooDeep, MAX_JSON_DEPTH, redactUrl } from './index.mjs';

describe('redactUrl', () => {
  it('hides the values of sensitive query parameters, whatever their case or encoding, drops the fragment and keeps the rest as it was', () => {
    expect(redactUrl('/oidc/callback?code=abc&state=def&iss=http%3A%2F%2Fop')).toBe('/oidc/callback?code=[REDACTED]&state=[REDACTED]&iss=http%3A%2F%2Fop');
    expect(redactUrl('/saml/acs?SAMLResponse=PHg%2B&RelayState=xyz')).toBe('/saml/acs?SAMLResponse=[REDACTED]&RelayState=[REDACTED]');
    expect(redactUrl('/api/pessoas/20240001/recuperar-senha?recaptcha_token=eyJ&cod_pessoa=3')).toBe('/api/pessoas/20240001/recuperar-senha?recaptcha_token=[REDACTED]&cod_pessoa=3');
    expect(redactUrl('/oauth-response?NONCE=n1&Access_Token=t&refresh_token&x=1#frag')).toBe('/oauth-response?NONCE=[REDACTED]&Access_Token=[REDACTED]&refresh_token=[REDACTED]&x=1');
    expect(redactUrl('/x?pass%77ord=p&senha=s&codigo=123456&client_secret=c&saml=r&id_token=j')).toBe(
      '/x?pass%77ord=[REDACTED]&senha=[REDACTED]&codigo=[REDACTED]&client_secret=[REDACTED]&saml=[REDACTED]&id_token=[REDACTED]',
    );
    expect(redactUrl('/api/consulta?termo_pesquisa=jazz&page=2')).toBe('/api/consulta?termo_pesquisa=jazz&page=2');
    expect(redactUrl('/health')).toBe('/health');
  });

});

describe('hstsWhenHttps', () => {
  it('sends HSTS over https only', async () => {
    const sent = [];
    const reply = { header: (name, value) => sent.push([name, value]) };
    await hstsWhenHttps({ protocol: 'http' }, reply);
    expect(sent).toEqual([]);
    await hstsWhenHttps({ protocol: 'https' }, reply);
    expect(sent).toEqual([['strict-transport-security', 'max-age=31536000']]);
  });
});

describe('cspDirectives', () => {
  it('splits a policy into its directives', () => {
    expect(cspDirectives("default-src 'self'; script-src 'self' https://a.example ;")).toEqual({ 'default-src': ["'self'"], 'script-src': ["'self'", 'https://a.example'] });
  });
});

describe('jsonTooDeep', () => {
  it('counts the nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonTooDeep('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonTooDeep('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ s: '[[[[{{{{\\"[[[[' }), 1)).toBe(false);
    expect(jsonTooDeep('"no nesting"')).toBe(false);
  });

  it('a hundred thousand nested arrays: too deep, answered without exhausting the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(jsonTooDeep(deep)).toBe(true);
    expect(jsonTooDeep('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });
});

describe('escapeMarkup', () => {
  it('writes &, <, >, " and \' as entities, in that one pass (no entity escaped twice)', () => {
    expect(escapeMarkup(`a&b<c>d"e'f &amp;`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f &amp;amp;');
  });
});

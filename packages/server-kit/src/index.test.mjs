import { describe, expect, it } from 'vitest';
import { cspDirectives, hstsWhenHttps, redactUrl } from './index.mjs';

describe('redactUrl', () => {
  it('hides the values of sensitive parameters, whatever their case or encoding, and drops the fragment', () => {
    expect(redactUrl('/oidc/callback?code=abc&state=def&iss=http%3A%2F%2Fop')).toBe('/oidc/callback?code=[REDACTED]&state=[REDACTED]&iss=http%3A%2F%2Fop');
    expect(redactUrl('/saml/acs?SAMLResponse=PHg%2B&RelayState=xyz#f')).toBe('/saml/acs?SAMLResponse=[REDACTED]&RelayState=[REDACTED]');
    expect(redactUrl('/x?pass%77ord=p&refresh_token&q=jazz')).toBe('/x?pass%77ord=[REDACTED]&refresh_token=[REDACTED]&q=jazz');
    expect(redactUrl('/api/consulta?termo_pesquisa=jazz&page=2')).toBe('/api/consulta?termo_pesquisa=jazz&page=2');
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

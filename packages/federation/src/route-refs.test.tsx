import { renderToString } from 'react-dom/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createExternalRouteRef, createRouteRef, linkTo, paramsOf, resolveRouteRef, RouteRefError, type RouteBindings } from './route-refs';
import { RouteBindingsProvider, useRouteRef } from './router';

const titleRoute = createRouteRef({ id: 'title-detail.title', path: '/acervo/:codAcervo' });
const homeRoute = createRouteRef({ id: 'catalogue.home', path: '/' });
const titleLink = createExternalRouteRef({ id: 'title-detail.title', params: ['codAcervo'] });
const loginLink = createExternalRouteRef({ id: 'auth.login' });
const extraLink = createExternalRouteRef({ id: 'patron-area.extra', optional: true });
const bindings: RouteBindings = { 'title-detail.title': '/acervo/:codAcervo', 'auth.login': '/login' };

describe('route refs a remote owns', () => {
  it('reads the params from the path and fills them, each encoded as one segment', () => {
    expect(titleRoute.params).toEqual(['codAcervo']);
    expect(paramsOf('/autoridade/:codAutoridade/marc')).toEqual(['codAutoridade']);
    expect(linkTo(titleRoute, { codAcervo: 42 })).toBe('/acervo/42');
    expect(linkTo(titleRoute, { codAcervo: 'a/b' })).toBe('/acervo/a%2Fb');
    expect(linkTo(titleRoute)({ codAcervo: 7 })).toBe('/acervo/7');
  });
  it('adds a query, leaving out empty values', () => {
    expect(linkTo(homeRoute, {}, { q: 'machado de assis', for: 'WORDS', indice: undefined, page: null, x: '' })).toBe('/?q=machado+de+assis&for=WORDS');
    expect(linkTo(homeRoute)()).toBe('/');
  });
  it('types its params: a missing or unknown param does not compile, and throws if forced', () => {
    // @ts-expect-error codAcervo is required
    expect(() => linkTo(titleRoute, {})).toThrow(/missing the param "codAcervo"/);
    // @ts-expect-error no such param
    linkTo(titleRoute, { codAcervo: 1, view: 'marc' });
    expectTypeOf(titleRoute.params).toEqualTypeOf<readonly 'codAcervo'[]>();
  });
  it('refuses an id that does not name its remote, and a relative path', () => {
    expect(() => createRouteRef({ id: 'title', path: '/x' })).toThrow(RouteRefError);
    expect(() => createRouteRef({ id: 'catalogue.home', path: 'x' })).toThrow(/must start with "\/"/);
    expect(() => createExternalRouteRef({ id: 'no id' })).toThrow(RouteRefError);
  });
});

describe('external route refs, bound by the shell', () => {
  it('resolve to the path the shell binds their id to', () => {
    expect(resolveRouteRef(titleLink, bindings)({ codAcervo: 42 })).toBe('/acervo/42');
    expect(resolveRouteRef(loginLink, bindings)({}, { redirect: '/meupergamum' })).toBe('/login?redirect=%2Fmeupergamum');
    expect(resolveRouteRef(loginLink, bindings)()).toBe('/login');
  });
  it('an unbound required ref throws, naming the id and where to bind it', () => {
    expect(() => resolveRouteRef(titleLink, {})).toThrow(RouteRefError);
    expect(() => resolveRouteRef(titleLink, undefined)).toThrow(/no route is bound to "title-detail.title".*apps\/shell\/src\/route-bindings\.ts/);
  });
  it('an unbound optional ref answers undefined (its link is left out)', () => {
    const link = resolveRouteRef(extraLink, bindings);
    expect(link).toBeUndefined();
    expectTypeOf(link).toEqualTypeOf<((params?: Readonly<Record<string, never>>, query?: Readonly<Record<string, string | number | undefined | null>>) => string) | undefined>();
    expect(resolveRouteRef(extraLink, { 'patron-area.extra': '/meupergamum/extra' })?.()).toBe('/meupergamum/extra');
  });
  it('refuses a binding whose params differ from those the remote gives', () => {
    expect(() => resolveRouteRef(titleLink, { 'title-detail.title': '/acervo/:cod' })).toThrow(/bound to \/acervo\/:cod \(params: cod\).*gives codAcervo/);
    expect(() => resolveRouteRef(loginLink, { 'auth.login': '/login/:x' })).toThrow(RouteRefError);
  });
  it('does not take an inherited property for a binding', () => {
    expect(() => resolveRouteRef(createExternalRouteRef({ id: 'catalogue.toString' }), {})).toThrow(RouteRefError);
  });
});

function Links() {
  const title = useRouteRef(titleLink);
  const home = useRouteRef(homeRoute);
  const extra = useRouteRef(extraLink);
  return (
    <>
      <a href={title({ codAcervo: 3 })}>t</a>
      <a href={home({}, { q: 'x' })}>h</a>
      {extra ? <a href={extra()}>e</a> : null}
    </>
  );
}

describe('useRouteRef', () => {
  it('resolves through the bindings the shell provides', () => {
    const html = renderToString(
      <RouteBindingsProvider bindings={bindings}>
        <Links />
      </RouteBindingsProvider>,
    );
    expect(html).toContain('href="/acervo/3"');
    expect(html).toContain('href="/?q=x"');
    expect(html).not.toContain('>e<');
  });
  it('throws for a required ref without a provider', () => {
    expect(() => renderToString(<Links />)).toThrow(/no route is bound to "title-detail.title"/);
  });
  it('a standalone remote gets a placeholder for what the shell would bind', () => {
    const html = renderToString(
      <RouteBindingsProvider bindings={{}} unbound={(ref) => `#${ref.id}`}>
        <Links />
      </RouteBindingsProvider>,
    );
    expect(html).toContain('href="#title-detail.title"');
    expect(html).not.toContain('>e<');
  });
});

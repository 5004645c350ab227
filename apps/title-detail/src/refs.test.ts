import { describe, expect, it } from 'vitest';
import { matchPath } from '@estante/federation/router';
import { remotePrefixes } from '@estante/federation';
import { titlePath, titleRoute } from './refs';
import { titleRoutes } from './routes';
import { titleViews } from './views';

const prefix = remotePrefixes.find((p) => p.remote === 'title-detail')!.path;

describe('the routes this remote declares', () => {
  it('the title is under the prefix the shell gives this remote', () => {
    expect(titlePath(42)).toBe('/acervo/42');
    expect(matchPath(prefix, titlePath(42))).not.toBeNull();
    expect(titleRoute.params).toEqual(['codAcervo']);
  });
  it('every sub-view is a route of its table, at its exact path under the title', () => {
    expect(titleRoutes.map((r) => r.path)).toEqual(['', ...titleViews]);
    for (const view of titleViews) {
      expect(titlePath(7, view)).toBe(`/acervo/7/${view}`);
      expect(matchPath(prefix, titlePath(7, view))?.params['*']).toBe(view);
    }
    expect(titlePath(7, 'exemplares', { biblioteca: 3 })).toBe('/acervo/7/exemplares?biblioteca=3');
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@estante/api-client/react';
import { answersScript } from '../fragments.mjs';
import { seedServerAnswers } from './serverAnswers';

const record = { cod_acervo: 7, obra: 'Dom Casmurro </script><script>alert(1)</script>' };
const page = { idioma_desc: 'Português', visoes: [] };

/** A document whose head is what the shell's server writes (the same function). */
function documentWith(script: string): Document {
  document.head.innerHTML = script;
  return document;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the first HTML’s answers in the page’s query cache', () => {
  it('takes the answers the server wrote, as fresh answers under their keys, and removes the script', () => {
    const client = new QueryClient();
    const doc = documentWith(answersScript([{ queryKey: ['title', 7], data: record }, { queryKey: ['title', 7, 'page'], data: page }]));
    expect(seedServerAnswers(client, doc, 'pt')).toBe(2);
    expect(client.getQueryData(['title', 7])).toEqual(record);
    expect(client.getQueryData(['title', 7, 'page'])).toEqual(page);
    // fresh: a page whose staleTime is 60 s does not ask again on mount
    expect(client.getQueryState(['title', 7])?.isInvalidated).toBe(false);
    expect(Date.now() - (client.getQueryState(['title', 7])?.dataUpdatedAt ?? 0)).toBeLessThan(1000);
    expect(doc.getElementById('estante-answers')).toBeNull();
  });

  it('ignores Portuguese answers on a page read in English or Spanish', () => {
    for (const language of ['en', 'es']) {
      const client = new QueryClient();
      expect(seedServerAnswers(client, documentWith(answersScript([{ queryKey: ['title', 7, 'page'], data: page }])), language)).toBe(0);
      expect(client.getQueryData(['title', 7, 'page'])).toBeUndefined();
    }
  });

  it('ignores what is malformed (the page asks the API, as without answers)', () => {
    for (const text of ['{', 'null', '{"lang":"pt"}', '{"lang":"pt","answers":[{"queryKey":[],"data":1}]}', '{"lang":"pt","answers":[{"queryKey":["title",7]}]}']) {
      const client = new QueryClient();
      expect(seedServerAnswers(client, documentWith(`<script type="application/json" id="estante-answers">${text}</script>`), 'pt'), text).toBe(0);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
    expect(seedServerAnswers(new QueryClient(), documentWith(''), 'pt')).toBe(0);
  });
});

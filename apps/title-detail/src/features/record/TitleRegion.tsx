/**
 * The title page as the server fragment renders it into the first HTML (src/server.ts `body`): what
 * a visitor without script, a crawler and a phone still loading the page's script read. Plain
 * semantic HTML, in the site's first language (Portuguese, the HTML is the same for every visitor):
 * the title, its details, availability per library, links to its sub-views, on the copies view its
 * copies, and a way back to the catalogue's search. No providers, router, hooks, styles or scripts:
 * it renders with `renderToStaticMarkup` in the shell's server, and the browser app replaces it as
 * soon as the remote has rendered the same page. Every text is escaped by React; the same rules as
 * the page choose what is shown (pageFields, tabsOf, copiesOf) and the labels are the page's own
 * strings (src/locales/pt.json, features/copies/locales/pt.json). The pragma above: the fragment's
 * build may compile JSX for the classic runtime (`React.createElement`, with no React in scope).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import type { AcervoBiblioteca, AcervoResponse, Exemplar, TituloPagina } from '@estante/api-contract';
import pt from '../../locales/pt.json';
import copiesPt from '../copies/locales/pt.json';
import { copiesOf, countsByLibrary, libraryOf } from '../copies/rules';
import { copyColumns } from '../copies/columns';
import type { TitleView } from '../../views';
import { pageFields, type Heading } from './fields';
import { bcp47, languageLabel } from './language';
import { tabsOf } from './views';

/** What the region shows of one request. */
export interface TitleRegionProps {
  readonly record: AcervoResponse;
  /** The page's frame (language, sub-views that apply); null when the API gave none. */
  readonly page: TituloPagina | null;
  /** Copies per library; null when the API gave none (the section is left out). */
  readonly libraries: readonly AcervoBiblioteca[] | null;
  /** The sub-view asked for; null for the title itself. */
  readonly view: TitleView | null;
  /** The copies (asked on the copies view only); null when not asked or not answered. */
  readonly copies: readonly Exemplar[] | null;
  /** The request's query string (`?biblioteca=3`), with its `?`, or ''. */
  readonly search: string;
}

type Vars = Readonly<Record<string, string | number>>;

/** A text of one language's file by its key (`titleDetail.views.marc`), `{{name}}` replaced as i18next does; the key itself when missing. */
function translator(root: unknown) {
  const at = (key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), root);
  return (key: string, vars: Vars = {}): string => {
    const text = at(key);
    return typeof text === 'string' ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? '')) : key;
  };
}

const LOCALE = 'pt-BR';
const t = translator(pt);
const tc = translator(copiesPt);

/** The address of the title or one of its sub-views (refs.ts titlePath, written out: no router here). */
const titleHref = (cod: number, view: TitleView | null): string => (view ? `/acervo/${cod}/${view}` : `/acervo/${cod}`);

/** The region of a title page, as HTML. */
export function titleRegionHtml(props: TitleRegionProps): string {
  return renderToStaticMarkup(<TitleRegion {...props} />);
}

/** The title page without script: heading, sub-view links, details, availability or copies, search. */
export function TitleRegion({ record, page, libraries, view, copies, search }: TitleRegionProps) {
  const cod = record.cod_acervo;
  const language = bcp47(page?.idioma);
  const tabs: readonly (TitleView | null)[] = [null, ...tabsOf(page?.visoes ?? [], view)];
  const copiesShown = view === 'exemplares' && copies !== null;
  return (
    <article aria-labelledby="title-ssr-heading">
      <p>
        <a href="/">
          <span aria-hidden="true">← </span>
          {t('titleDetail.backToSearch')}
        </a>
      </p>
      <h1 id="title-ssr-heading" lang={language && language !== 'pt' && !language.startsWith('pt-') ? language : undefined}>
        {record.obra}
      </h1>
      <p>
        <span>{record.desc_tipo_obra}</span>
        {record.ano_publicacao ? <> · <span>{t('titleDetail.year')}: {record.ano_publicacao}</span></> : null}
      </p>
      <nav aria-label={t('titleDetail.tabsLabel')}>
        <ul>
          {tabs.map((v) => (
            <li key={v ?? 'default'}>
              <a href={titleHref(cod, v)} aria-current={v === view ? 'page' : undefined}>
                {t(`titleDetail.views.${v ?? 'default'}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Details record={record} page={page} />
      {copiesShown ? <Copies copies={copies} search={search} /> : libraries ? <Availability libraries={libraries} /> : null}
      <form method="get" action="/" role="search">
        <label htmlFor="title-ssr-q">{t('titleDetail.ssr.searchLabel')}</label>{' '}
        <input type="search" name="q" id="title-ssr-q" />{' '}
        <button type="submit">{t('titleDetail.ssr.searchSubmit')}</button>
      </form>
    </article>
  );
}

/** Responsibility and the labelled details, as the title's main view shows them (RecordFields). */
function Details({ record, page }: { readonly record: AcervoResponse; readonly page: TituloPagina | null }) {
  const fields = pageFields(record);
  const language = page ? languageLabel(page.idioma, page.idioma_desc, LOCALE) : null;
  const details = fields.details.filter((d) => !d.key.startsWith('note-'));
  const notes = fields.details.filter((d) => d.key.startsWith('note-'));
  return (
    <>
      {fields.responsibility ? <p>{fields.responsibility}</p> : null}
      <dl>
        {fields.authors.length ? <Row label={t('titleDetail.authors')}><Headings items={fields.authors} /></Row> : null}
        {details.map((d) => <Row key={d.key} label={t(d.labelKey, { tag: d.key })} values={d.values} />)}
        {language ? <Row label={t('titleDetail.tags.041')} values={[language]} /> : null}
        {fields.subjects.length ? <Row label={t('titleDetail.subjects')}><Headings items={fields.subjects} /></Row> : null}
        {notes.map((d) => <Row key={d.key} label={t(d.labelKey, { tag: d.key.slice(5) })} values={d.values} />)}
      </dl>
    </>
  );
}

function Row({ label, values, children }: { readonly label: string; readonly values?: readonly string[]; readonly children?: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children ?? (values && values.length > 1 ? <ul>{values.map((v, i) => <li key={i}>{v}</li>)}</ul> : values?.[0])}</dd>
    </div>
  );
}

/** Authors or subjects, each linking to its authority page when the record links one (the page's Headings, without its search links). */
function Headings({ items }: { readonly items: readonly Heading[] }) {
  return (
    <ul>
      {items.map((h) => (
        <li key={h.label}>{h.cod !== null ? <a href={`/autoridade/${h.cod}`}>{h.label}</a> : h.label}</li>
      ))}
    </ul>
  );
}

/** Copies and available copies per library (the page's Availability). */
function Availability({ libraries }: { readonly libraries: readonly AcervoBiblioteca[] }) {
  return (
    <section aria-labelledby="title-ssr-availability">
      <h2 id="title-ssr-availability">{t('titleDetail.availability.heading')}</h2>
      {libraries.length === 0 ? (
        <p>{t('titleDetail.availability.none')}</p>
      ) : (
        <table>
          <caption>{t('titleDetail.availability.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('titleDetail.availability.library')}</th>
              <th scope="col">{t('titleDetail.availability.copies')}</th>
              <th scope="col">{t('titleDetail.availability.available')}</th>
            </tr>
          </thead>
          <tbody>
            {libraries.map((l) => (
              <tr key={l.cod_biblioteca}>
                <th scope="row">
                  {l.desc_biblioteca}
                  {l.nome_campus ? <span> ({l.nome_campus})</span> : null}
                </th>
                <td>{l.total}</td>
                <td>{l.disponiveis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The copies view's list (CopiesView): the copies of every library, or of the one `?biblioteca=` names. */
function Copies({ copies, search }: { readonly copies: readonly Exemplar[]; readonly search: string }) {
  const libraries = countsByLibrary(copies);
  const biblioteca = libraryOf(new URLSearchParams(search).get('biblioteca'), libraries);
  const chosen = libraries.find((l) => l.cod_biblioteca === biblioteca);
  const rows = copiesOf(copies, biblioteca);
  const columns = copyColumns({ rows, oneLibrary: Boolean(chosen), t: tc, language: 'pt' });
  const caption = chosen ? tc('captionLibrary', { biblioteca: chosen.desc_biblioteca }) : tc('captionAll');
  return (
    <section aria-labelledby="title-ssr-copies">
      <h2 id="title-ssr-copies">{tc('heading')}</h2>
      {copies.length === 0 ? (
        <p>{tc('none')}</p>
      ) : (
        // Wider than a phone: it scrolls sideways in its own region, reachable by keyboard.
        <div className="estante-ssr-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                  {columns.map((c) => <th key={c.key} scope="col">{c.header}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((copy) => (
                <tr key={copy.cod_exemplar}>
                  {columns.map((c, i) => (c.rowHeader ? <th key={c.key} scope="row">{c.cell(copy, i)}</th> : <td key={c.key}>{c.cell(copy, i)}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

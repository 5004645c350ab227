import { Suspense, useMemo, type ReactNode } from 'react';
import { availabilityByLibraryQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useSiteOrigin, lazyComponent } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { localeOf } from '@estante/i18n/format';
import { NS } from '../../strings';
import { Availability } from '../availability/Availability';
import { BasketActions } from '../basket-actions/BasketActions';
import { JsonLd } from '../jsonld/JsonLd';
import { titleJsonLd } from '../jsonld/jsonLd';
import { ElectronicLinks } from '../links/ElectronicLinks';
import { Permalink, permalinkOf } from '../permalink/Permalink';
import { Cover } from './Cover';
import { pageFields } from './fields';
import { Headings } from './Headings';
import { bcp47, languageLabel } from './language';
import { useTitle, useTitlePage } from './useTitle';

const HoldSummary = lazyComponent('title-detail/hold-summary', () => import('../hold/HoldSummary'));
const SimilarTitles = lazyComponent('title-detail/similar-titles', () => import('../similar/SimilarTitles'));
const Comments = lazyComponent('title-detail/comments', () => import('../comments/Comments'));

/** `/acervo/{codAcervo}`: the title page — cover, details, authors and subjects, links, availability, basket, hold, permalink, similar titles, comments. */
export function RecordFields() {
  const { t, i18n } = useTranslation(NS);
  const origin = useSiteOrigin();
  const record = useTitle().query.data;
  const page = useTitlePage().data;
  const fields = useMemo(() => (record ? pageFields(record) : null), [record]);
  const libraries = useQuery({ ...availabilityByLibraryQuery(record?.cod_acervo ?? 0), enabled: record !== undefined }).data;
  if (!record || !fields) return null;
  const cod = record.cod_acervo;
  const language = page ? languageLabel(page.idioma, page.idioma_desc, localeOf(i18n.language)) : null;
  // What is transcribed from the item is in its language: a screen reader reads it with that voice.
  const itemLang = bcp47(page?.idioma) ?? undefined;
  const url = permalinkOf(origin, cod);
  const ld = titleJsonLd({
    record,
    fields,
    codTipoObra: page?.cod_tipo_obra ?? null,
    language: bcp47(page?.idioma),
    url,
    image: page ? new URL(page.capa.url ?? page.capa.padrao, origin).href : null,
    libraries,
  });
  const details = fields.details.filter((d) => !d.key.startsWith('note-'));
  const notes = fields.details.filter((d) => d.key.startsWith('note-'));

  return (
    <>
      <div className="title-record">
        <Cover capa={page?.capa} kind={record.desc_tipo_obra} alt={t('titleDetail.coverOf', { title: record.obra })} />
        <div className="title-record__main">
          {fields.responsibility ? <p className="title-responsibility" lang={itemLang}>{fields.responsibility}</p> : null}
          <dl className="title-details">
            {fields.authors.length ? (
              <Row label={t('titleDetail.authors')}><Headings items={fields.authors} of="author" /></Row>
            ) : null}
            {details.map((d) => <Row key={d.key} label={t(d.labelKey, { tag: d.key })} values={d.values} lang={d.transcribed ? itemLang : undefined} />)}
            {language ? <Row label={t('titleDetail.tags.041')} values={[language]} /> : null}
            {fields.subjects.length ? (
              <Row label={t('titleDetail.subjects')}><Headings items={fields.subjects} of="subject" /></Row>
            ) : null}
            {notes.map((d) => <Row key={d.key} label={t(d.labelKey, { tag: d.key.slice(5) })} values={d.values} lang={d.transcribed ? itemLang : undefined} />)}
          </dl>
          <BasketActions cod={cod} obra={record.obra} />
        </div>
      </div>
      <ElectronicLinks cod={cod} />
      <section className="title-section" aria-labelledby="title-availability">
        <h2 id="title-availability" className="title-section__heading">{t('titleDetail.availability.heading')}</h2>
        <Availability cod={cod} />
        <Suspense fallback={null}><HoldSummary /></Suspense>
      </section>
      <Permalink cod={cod} obra={record.obra} />
      <Suspense fallback={null}><SimilarTitles cod={cod} /></Suspense>
      <Suspense fallback={null}><Comments /></Suspense>
      <JsonLd data={ld} />
    </>
  );
}

function Row({ label, values, lang, children }: { readonly label: string; readonly values?: readonly string[]; readonly lang?: string | undefined; readonly children?: ReactNode }) {
  return (
    <div className="title-details__row">
      <dt>{label}</dt>
      <dd lang={lang}>{children ?? (values && values.length > 1 ? <ul className="title-values">{values.map((v, i) => <li key={i}>{v}</li>)}</ul> : values?.[0])}</dd>
    </div>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { searchQuery } from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Field } from '@estante/ui/form';
import { Input } from '@estante/ui/input';
import { BIBLIOGRAFIA_MAX } from '@estante/api-contract/plano-ensino-regras';
import { addRef, pickerProblem, type RefValues, type TipoBibliografia } from './rules';
import { NS_TEACHING_PLAN } from './strings';

const PER_PAGE = 10;

/**
 * Picks titles from the catalogue for the bibliography: searches it (the catalogue's own search,
 * `GET /api/consulta`) and adds a result to the basic or the complementary list. It sits inside the
 * plan's form, so Enter in its field searches rather than saving the plan.
 */
export function TitlePicker({ refs, onAdd }: { readonly refs: readonly RefValues[]; readonly onAdd: (next: RefValues[]) => void }) {
  const { t } = useTranslation(NS_TEACHING_PLAN);
  const { t: tc } = useTranslation();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({ ...searchQuery({ termo_pesquisa: term, perPage: PER_PAGE }), enabled: term !== '' });
  const full = refs.length >= BIBLIOGRAFIA_MAX;
  const search = () => {
    const p = pickerProblem(typed);
    setProblem(p);
    if (!p) setTerm(typed.trim());
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    search();
  };
  const found = results.data?.data ?? [];
  const has = new Set(refs.map((r) => r.cod_acervo));

  return (
    <section className="tplan-picker" aria-labelledby="tplan-picker-heading">
      <h3 id="tplan-picker-heading">{t('picker.heading')}</h3>
      <div className="tplan-picker-row" role="search" aria-label={t('picker.heading')}>
        <Field name="tplan-search" label={t('picker.label')} hint={t('picker.hint')} error={problem ? { type: 'validate', message: problem } : undefined}>
          {(props) => <Input {...props} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} onKeyDown={onKey} autoComplete="off" />}
        </Field>
        <Button onClick={search} loading={results.fetching && { delay: 200 }}>{t('picker.search')}</Button>
      </div>
      {full ? <p role="status">{t('picker.full', { max: BIBLIOGRAFIA_MAX })}</p> : null}
      {results.isError ? (
        <p role="alert">
          {t('picker.failed')} <Button size="small" onClick={() => void results.refetch()}>{tc('common.retry')}</Button>
        </p>
      ) : null}
      <p role="status" className="tplan-picker-status">
        {term && results.data ? t('picker.found', { count: results.data.total, term }) : ''}
      </p>
      {found.length > 0 ? (
        <ul className="tplan-results" aria-label={t('picker.results')}>
          {found.map((r) => {
            const added = has.has(r.cod_acervo);
            const add = (tipo: TipoBibliografia) => onAdd(addRef(refs, r, tipo));
            return (
              <li key={r.cod_acervo} className="tplan-result">
                <span className="tplan-result-title">{r.obra}</span>
                <span className="tplan-ref-desc">{r.descricao}</span>
                {added ? (
                  <span className="tplan-result-added">{t('picker.added')}</span>
                ) : (
                  <span className="tplan-result-actions">
                    <Button size="small" onClick={() => add('B')} disabled={full} aria-label={t('picker.addBasicFor', { title: r.obra })}>{t('picker.addBasic')}</Button>
                    <Button size="small" onClick={() => add('C')} disabled={full} aria-label={t('picker.addComplementaryFor', { title: r.obra })}>{t('picker.addComplementary')}</Button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

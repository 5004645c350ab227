import { Link, useRouteRef } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { FormRow, TextField, useFormState, type Control, type FieldError, type Path } from '@estante/ui/form';
import { CAPITULO_MAX, NOTA_MAX } from '@estante/api-contract/plano-ensino-regras';
import { titleLink } from '../../refs';
import { byKind, moveRef, removeRef, type PlanValues, type RefValues, type TipoBibliografia } from './rules';
import { NS_TEACHING_PLAN } from './strings';

interface Props {
  readonly control: Control<PlanValues>;
  readonly refs: readonly RefValues[];
  readonly onChange: (next: RefValues[]) => void;
}

/** The basic and the complementary bibliography: each title (to its page) with chapter, pages and note; move up or down, remove. */
export function BibliographyEditor({ control, refs, onChange }: Props) {
  const { t } = useTranslation(NS_TEACHING_PLAN);
  const title = useRouteRef(titleLink);
  const { errors } = useFormState({ control, name: 'bibliografia' });
  const field = (index: number, name: 'capitulo' | 'pagina_inicial' | 'pagina_final' | 'nota') => `bibliografia.${index}.${name}` as Path<PlanValues>;
  const titleError = (index: number) => (errors.bibliografia as { cod_acervo?: FieldError }[] | undefined)?.[index]?.cod_acervo?.message;

  const list = (tipo: TipoBibliografia) => {
    const items = byKind(refs, tipo);
    const headingId = `tplan-bib-${tipo}`;
    return (
      <section className="tplan-bib" aria-labelledby={headingId}>
        <h3 id={headingId}>{t(`bib.${tipo}`)}</h3>
        {items.length === 0 ? <p className="tplan-hint">{t('bib.empty')}</p> : null}
        <ol className="tplan-refs">
          {items.map(({ ref, index }, at) => {
            const error = titleError(index);
            return (
              <li key={ref.cod_acervo} className="tplan-ref">
                <Link className="patron-link tplan-ref-title" to={title({ codAcervo: ref.cod_acervo })}>{ref.obra}</Link>
                <p className="tplan-ref-desc">{ref.descricao}</p>
                {error ? <p className="estante-form__error" role="alert">{t(error, { defaultValue: error })}</p> : null}
                <TextField control={control} name={field(index, 'capitulo')} label={t('bib.chapter')} maxLength={CAPITULO_MAX} />
                <FormRow>
                  <TextField control={control} name={field(index, 'pagina_inicial')} label={t('bib.startPage')} inputProps={{ inputMode: 'numeric' }} />
                  <TextField control={control} name={field(index, 'pagina_final')} label={t('bib.endPage')} inputProps={{ inputMode: 'numeric' }} />
                </FormRow>
                <TextField control={control} name={field(index, 'nota')} label={t('bib.note')} maxLength={NOTA_MAX} />
                <div className="tplan-ref-actions">
                  <Button size="small" onClick={() => onChange(moveRef(refs, index, -1))} disabled={at === 0} aria-label={t('bib.upFor', { title: ref.obra })}>{t('bib.up')}</Button>
                  <Button size="small" onClick={() => onChange(moveRef(refs, index, 1))} disabled={at === items.length - 1} aria-label={t('bib.downFor', { title: ref.obra })}>{t('bib.down')}</Button>
                  <Button size="small" danger onClick={() => onChange(removeRef(refs, index))} aria-label={t('bib.removeFor', { title: ref.obra })}>{t('bib.remove')}</Button>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    );
  };

  return (
    <fieldset className="tplan-bibliography">
      <legend>{t('bib.legend')}</legend>
      {list('B')}
      {list('C')}
    </fieldset>
  );
}

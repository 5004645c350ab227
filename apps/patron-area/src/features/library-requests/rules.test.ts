import { describe, expect, it } from 'vitest';
import { EMPTY_EXCHANGE, EMPTY_SURVEY, exchangeProblems, localDay, problemsResolver, surveyProblems, toExchangeRequest, toSurveyRequest, type ExchangeValues, type SurveyValues } from './rules';

const TODAY = '2026-03-10';
const filled: SurveyValues = { assunto: ' Acesso aberto ', ano_inicio: '2000', ano_fim: '2020', idiomas: ['por'], tipos_obra: ['1', '2'], finalidade: 'tcc', prazo: '2026-03-10', observacoes: '' };

describe('the survey form rules (the server\'s own)', () => {
  it('an empty form names every required field', () => {
    expect(surveyProblems(EMPTY_SURVEY, TODAY).map((p) => `${p.campo}:${p.regra}`)).toEqual([
      'assunto:obrigatorio',
      'ano_inicio:obrigatorio',
      'ano_fim:obrigatorio',
      'idiomas:idiomaObrigatorio',
      'tipos_obra:tipoObrigatorio',
      'finalidade:obrigatorio',
      'prazo:obrigatorio',
    ]);
  });
  it('a start year after the end year (SPEC.md §5), a past deadline, a year to come, a type the catalogue has not', () => {
    expect(surveyProblems({ ...filled, ano_inicio: '2021' }, TODAY)).toEqual([{ campo: 'ano_inicio', regra: 'inicioAposFim' }]);
    expect(surveyProblems({ ...filled, prazo: '2026-03-09' }, TODAY)).toEqual([{ campo: 'prazo', regra: 'prazoPassado' }]);
    expect(surveyProblems({ ...filled, ano_fim: '2027' }, TODAY)).toEqual([{ campo: 'ano_fim', regra: 'anoFuturo', max: 2026 }]);
    expect(surveyProblems({ ...filled, tipos_obra: ['1', '40'] }, TODAY, [1, 2, 3])).toEqual([{ campo: 'tipos_obra', regra: 'tipoInvalido' }]);
    expect(surveyProblems(filled, TODAY, [1, 2])).toEqual([]);
  });
  it('sends trimmed text and the types as numbers', () => {
    expect(toSurveyRequest(filled)).toMatchObject({ assunto: 'Acesso aberto', tipos_obra: [1, 2], idiomas: ['por'] });
  });
});

describe('the exchange form rules', () => {
  const item = { titulo: 'Revista', autor: '', ano: '', quantidade: '2', notas: '' };
  it('names each publication\'s field by its place', () => {
    const v: ExchangeValues = { ...EMPTY_EXCHANGE, itens: [item, { ...item, titulo: ' ', quantidade: '0', ano: '3000' }] };
    expect(exchangeProblems(v, TODAY).map((p) => p.campo)).toEqual(['itens.1.titulo', 'itens.1.ano', 'itens.1.quantidade']);
    expect(exchangeProblems({ ...EMPTY_EXCHANGE, itens: [] }, TODAY)).toEqual([{ campo: 'itens', regra: 'itemObrigatorio' }]);
    expect(toExchangeRequest({ ...EMPTY_EXCHANGE, itens: [item] }).itens).toEqual([{ titulo: 'Revista', autor: '', ano: '', quantidade: '2', notas: '' }]);
  });
  it('the resolver puts each message key under the nested field', async () => {
    const resolve = problemsResolver<ExchangeValues>((v) => exchangeProblems(v, TODAY));
    const out = await resolve({ ...EMPTY_EXCHANGE, itens: [item, { ...item, quantidade: '' }] }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(out.errors).toEqual({ itens: [undefined, { quantidade: { type: 'validate', message: 'rules.obrigatorio' } }] });
  });
});

describe('localDay', () => {
  it('is the calendar day of the browser, not of UTC', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

import { intIn, prng } from '../../lib/random';
import { addDays } from '../date';
import { DEMO } from '../people';
import { at, weightedPick, type Plan, type Stock } from './model';

/** Acquisition suggestions: [author, title, edition, publisher, periodical, other info, status (situacoes_sugestao)]. */
const SUGGESTIONS: [string | null, string, string | null, string, boolean, string | null, number][] = [
  ['Mey, Eliane Serrão Alves; Silveira, Naira Christofoletti', 'Catalogação no plural', null, 'Briquet de Lemos', false, 'Bibliografia básica de Representação Descritiva.', 5],
  ['Sommerville, Ian', 'Engenharia de software', '10. ed.', 'Pearson', false, null, 1],
  ['Tanenbaum, Andrew S.; Bos, Herbert', 'Sistemas operacionais modernos', '4. ed.', 'Pearson', false, null, 2],
  ['Reale, Miguel', 'Lições preliminares de direito', '27. ed.', 'Saraiva', false, 'Edição mais recente, por favor.', 11],
  ['Di Pietro, Maria Sylvia Zanella', 'Direito administrativo', '36. ed.', 'Forense', false, null, 12],
  ['Bechara, Evanildo', 'Moderna gramática portuguesa', '39. ed.', 'Nova Fronteira', false, null, 7],
  ['Hobsbawm, Eric J.', 'A era das revoluções: 1789-1848', null, 'Paz e Terra', false, null, 9],
  ['Soboul, Albert', 'A Revolução Francesa', null, 'Difel', false, 'Obra esgotada na editora; aceito exemplar usado.', 6],
  ['Berendt, Joachim-Ernst', 'O livro do jazz: de Nova Orleans ao século XXI', null, 'Perspectiva', false, null, 10],
  ['Guyton, Arthur C.; Hall, John E.', 'Tratado de fisiologia médica', '14. ed.', 'GEN Guanabara Koogan', false, null, 3],
  ['Lakatos, Eva Maria; Marconi, Marina de Andrade', 'Fundamentos de metodologia científica', '9. ed.', 'Atlas', false, null, 8],
  ['Sommerville, Ian', 'Engenharia de software', '10. ed.', 'Pearson', false, 'Para a turma de Engenharia de Software.', 4],
  [null, 'Perspectivas em Ciência da Informação', null, 'Escola de Ciência da Informação da UFMG', true, 'Assinatura dos fascículos impressos.', 13],
  ['Freire, Paulo', 'Pedagogia do oprimido', null, 'Paz e Terra', false, null, 14],
  ['Candido, Antonio', 'Formação da literatura brasileira: momentos decisivos', null, 'Ouro sobre Azul', false, null, 14],
  ['Kurose, James F.; Ross, Keith W.', 'Redes de computadores e a internet: uma abordagem top-down', '8. ed.', 'Pearson', false, null, 5],
  ['Silberschatz, Abraham; Korth, Henry F.; Sudarshan, S.', 'Sistema de banco de dados', '7. ed.', 'GEN LTC', false, null, 2],
  ['Tinhorão, José Ramos', 'História social da música popular brasileira', null, 'Editora 34', false, null, 1],
  ['Sachs, Ignacy', 'Caminhos para o desenvolvimento sustentável', null, 'Garamond', false, null, 13],
  [null, 'Cadernos de Saúde Pública', null, 'Fiocruz', true, null, 9],
  ['Bauman, Zygmunt', 'Modernidade líquida', null, 'Zahar', false, null, 2],
  ['Montenegro, Carlos Antonio Barbosa; Rezende Filho, Jorge de', 'Rezende obstetrícia fundamental', '14. ed.', 'Guanabara Koogan', false, null, 14],
];

const LIBRARY_CAMPUS: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 3 };

/** Acquisition suggestions in several statuses (the first is the demo patron's). */
export function suggestions(plan: Plan, { active, ana }: Stock): void {
  const { ref } = plan;
  const rs = prng(0x5e9);
  SUGGESTIONS.forEach(([autor, titulo, edicao, editor, periodico, outras_inf, cod_situacao], i) => {
    const person = i === 0 && ana ? ana : weightedPick(rs, active.filter((p) => p.cod_pessoa !== DEMO.ana));
    if (!person) return;
    const lib = person.cod_categoria === '12' ? 2 : intIn(rs, 1, 4);
    const date = cod_situacao === 14 || cod_situacao === 13 ? addDays(ref, -intIn(rs, 1, 20)) : addDays(ref, -intIn(rs, 30, 300));
    const changed = addDays(date, intIn(rs, 2, 25));
    plan.suggestions.push({
      cod_pessoa: person.cod_pessoa,
      cod_campus: LIBRARY_CAMPUS[lib] ?? 1,
      cod_biblioteca: lib,
      autor,
      titulo,
      edicao,
      editor,
      isbn_issn: null,
      periodico,
      outras_inf,
      professor: person.cod_categoria === '04',
      data_sugestao: at(date, rs),
      cod_situacao,
      data_situacao: cod_situacao === 14 || cod_situacao === 13 ? null : changed < ref ? changed : ref,
    });
  });
}

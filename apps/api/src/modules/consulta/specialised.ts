import type { OpcaoConsulta } from '@estante/api-contract';
import { say, type Lang, type Text } from '../../plugins/lang';

/**
 * The specialised searches of SPEC.md §7 besides periodicals, each a kind (`tipo`) of
 * titulo_especializada (migration 32: what each record's leader, 008 and fields say), with the
 * label of every value it may hold. An option is offered only when at least one title holds it;
 * its `codigo` (`tipo:valor`) is what `/api/consulta?especializada=` narrows a search to.
 */
export const SPECIALISED: Readonly<Record<string, Readonly<Record<string, Text>>>> = {
  'atos-normativos': {
    legislacao: { pt: 'Legislação (leis, decretos, estatutos)', en: 'Legislation (laws, decrees, statutes)', es: 'Legislación (leyes, decretos, estatutos)' },
    leis: { pt: 'Coletâneas de leis de uma jurisdição', en: "Collections of a jurisdiction's laws", es: 'Colecciones de leyes de una jurisdicción' },
    'sobre-legislacao': { pt: 'Obras sobre legislação', en: 'Works on legislation', es: 'Obras sobre legislación' },
  },
  jurisprudencia: {
    casos: { pt: 'Casos e decisões judiciais', en: 'Legal cases and decisions', es: 'Casos y decisiones judiciales' },
    repertorios: { pt: 'Repertórios e ementários de jurisprudência', en: 'Law reports and digests', es: 'Repertorios de jurisprudencia' },
  },
  arquivo: {
    'controle-arquivistico': { pt: 'Documentos sob controle arquivístico', en: 'Materials under archival control', es: 'Documentos bajo control archivístico' },
    manuscritos: { pt: 'Manuscritos', en: 'Manuscripts', es: 'Manuscritos' },
    'materiais-mistos': { pt: 'Materiais mistos (coleções, fundos)', en: 'Mixed materials (collections, fonds)', es: 'Materiales mixtos (colecciones, fondos)' },
  },
  'titulos-adicionais': {
    teses: { pt: 'Teses, dissertações e trabalhos acadêmicos', en: 'Theses and dissertations', es: 'Tesis y disertaciones' },
    bibliografias: { pt: 'Bibliografias', en: 'Bibliographies', es: 'Bibliografías' },
    catalogos: { pt: 'Catálogos', en: 'Catalogues', es: 'Catálogos' },
    dicionarios: { pt: 'Dicionários', en: 'Dictionaries', es: 'Diccionarios' },
    enciclopedias: { pt: 'Enciclopédias', en: 'Encyclopaedias', es: 'Enciclopedias' },
    manuais: { pt: 'Manuais', en: 'Handbooks', es: 'Manuales' },
    indices: { pt: 'Índices', en: 'Indexes', es: 'Índices' },
    resenhas: { pt: 'Resenhas', en: 'Reviews', es: 'Reseñas' },
    diretorios: { pt: 'Diretórios', en: 'Directories', es: 'Directorios' },
    estatisticas: { pt: 'Estatísticas', en: 'Statistics', es: 'Estadísticas' },
    'relatorios-tecnicos': { pt: 'Relatórios técnicos', en: 'Technical reports', es: 'Informes técnicos' },
    anuarios: { pt: 'Anuários', en: 'Yearbooks', es: 'Anuarios' },
    calendarios: { pt: 'Calendários', en: 'Calendars', es: 'Calendarios' },
    quadrinhos: { pt: 'Histórias em quadrinhos', en: 'Comics and graphic novels', es: 'Historietas' },
  },
  'produtos-target': {
    normas: { pt: 'Normas técnicas', en: 'Technical standards', es: 'Normas técnicas' },
    patentes: { pt: 'Patentes', en: 'Patents', es: 'Patentes' },
  },
};

export type SpecialisedKind = keyof typeof SPECIALISED;

/** The options of one kind the catalogue holds titles of, in the order the table names them (the first is the default). */
export function specialisedOptions(tipo: string, held: ReadonlySet<string>, lang: Lang): OpcaoConsulta[] {
  const labels = SPECIALISED[tipo] ?? {};
  return Object.entries(labels)
    .filter(([valor]) => held.has(valor))
    .map(([valor, label], i) => ({ codigo: `${tipo}:${valor}`, descricao: say(label, lang), padrao: i === 0 }));
}

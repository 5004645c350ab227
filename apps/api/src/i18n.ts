export type Lang = 'pt' | 'es' | 'en';

/** `lang` header: 1 Portuguese (default), 3 Spanish, 5 English. Anything else falls back to Portuguese. */
export function langOf(header: string | string[] | undefined): Lang {
  const v = (Array.isArray(header) ? header[0] : header)?.trim();
  return v === '3' ? 'es' : v === '5' ? 'en' : 'pt';
}

const MESSAGES = {
  termoObrigatorio: { pt: 'Informe um termo de pesquisa.', en: 'Enter a search term.', es: 'Introduzca un término de búsqueda.' },
  tituloNaoEncontrado: { pt: 'Título não encontrado.', en: 'Title not found.', es: 'Título no encontrado.' },
  idInvalido: { pt: 'Código de título inválido.', en: 'Invalid title code.', es: 'Código de título no válido.' },
  tokenAusente: { pt: 'Autenticação necessária.', en: 'Authentication required.', es: 'Autenticación requerida.' },
  tokenInvalido: {
    pt: 'Token de acesso inválido ou expirado.',
    en: 'Invalid or expired access token.',
    es: 'Token de acceso no válido o caducado.',
  },
  clienteInvalido: { pt: 'Cliente não autorizado.', en: 'Unauthorised client.', es: 'Cliente no autorizado.' },
  grantNaoSuportado: {
    pt: 'Tipo de concessão não suportado.',
    en: 'Unsupported grant type.',
    es: 'Tipo de concesión no admitido.',
  },
  naoEncontrado: { pt: 'Recurso não encontrado.', en: 'Resource not found.', es: 'Recurso no encontrado.' },
  corpoInvalido: { pt: 'Corpo da requisição inválido.', en: 'Invalid request body.', es: 'Cuerpo de la solicitud no válido.' },
  tipoConteudo: { pt: 'Tipo de conteúdo não suportado.', en: 'Unsupported content type.', es: 'Tipo de contenido no admitido.' },
  requisicaoInvalida: { pt: 'Requisição inválida.', en: 'Invalid request.', es: 'Solicitud no válida.' },
  erroInesperado: {
    pt: 'Erro inesperado. Tente novamente mais tarde.',
    en: 'Unexpected error. Please try again later.',
    es: 'Error inesperado. Inténtelo de nuevo más tarde.',
  },
  emailIndisponivel: {
    pt: 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.',
    en: 'The e-mail could not be sent right now. Please try again later.',
    es: 'No fue posible enviar el correo electrónico ahora. Inténtelo de nuevo más tarde.',
  },
  campusInvalido: { pt: 'Código de campus inválido.', en: 'Invalid campus code.', es: 'Código de campus no válido.' },
  campusNaoEncontrado: { pt: 'Campus não encontrado.', en: 'Campus not found.', es: 'Campus no encontrado.' },
  autoridadeInvalida: { pt: 'Código de autoridade inválido.', en: 'Invalid authority code.', es: 'Código de autoridad no válido.' },
  autoridadeNaoEncontrada: { pt: 'Autoridade não encontrada.', en: 'Authority not found.', es: 'Autoridad no encontrada.' },
  autoridadeSemMarc: {
    pt: 'Esta autoridade não tem registro MARC.',
    en: 'This authority has no MARC record.',
    es: 'Esta autoridad no tiene registro MARC.',
  },
  atividadeInvalida: { pt: 'Código de atividade inválido.', en: 'Invalid activity code.', es: 'Código de actividad no válido.' },
  atividadeNaoEncontrada: { pt: 'Atividade não encontrada.', en: 'Activity not found.', es: 'Actividad no encontrada.' },
  termoCurto: {
    pt: 'Informe ao menos 3 caracteres.',
    en: 'Enter at least 3 characters.',
    es: 'Introduzca al menos 3 caracteres.',
  },
  filtroInvalido: {
    pt: 'Filtro inválido: use CÓDIGO:valor separados por vírgula (por exemplo A:12,T:1,R:cr).',
    en: 'Invalid filter: use CODE:value pairs separated by commas (e.g. A:12,T:1,R:cr).',
    es: 'Filtro no válido: use pares CÓDIGO:valor separados por comas (por ejemplo A:12,T:1,R:cr).',
  },
  bibliotecaInvalida: { pt: 'Código de biblioteca inválido.', en: 'Invalid library code.', es: 'Código de biblioteca no válido.' },
  bibliotecaNaoEncontrada: { pt: 'Biblioteca não encontrada.', en: 'Library not found.', es: 'Biblioteca no encontrada.' },
  cursoInvalido: { pt: 'Código de curso inválido.', en: 'Invalid course code.', es: 'Código de curso no válido.' },
  cursoNaoEncontrado: { pt: 'Curso não encontrado.', en: 'Course not found.', es: 'Curso no encontrado.' },
  disciplinaInvalida: { pt: 'Código de disciplina inválido.', en: 'Invalid discipline code.', es: 'Código de asignatura no válido.' },
  disciplinaNaoEncontrada: { pt: 'Disciplina não encontrada.', en: 'Discipline not found.', es: 'Asignatura no encontrada.' },
  professorInvalido: { pt: 'Código de professor inválido.', en: 'Invalid professor code.', es: 'Código de profesor no válido.' },
  professorNaoEncontrado: { pt: 'Professor não encontrado.', en: 'Professor not found.', es: 'Profesor no encontrado.' },
  configuracaoAusente: {
    pt: 'Configuração da instituição ausente.',
    en: 'Institution settings are missing.',
    es: 'Falta la configuración de la institución.',
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export const t = (key: MessageKey, lang: Lang): string => MESSAGES[key][lang];

/** Readable, translated text for a schema validation error (first error only). */
export function validationMessage(
  lang: Lang,
  e: { keyword: string; instancePath: string; params: Record<string, unknown> },
  context: string | undefined,
): string {
  const field =
    (typeof e.params.missingProperty === 'string' ? e.params.missingProperty : e.instancePath.replace(/^\//, '').replace(/\//g, '.')) ||
    (context === 'body' ? { pt: 'corpo', en: 'body', es: 'cuerpo' }[lang] : context ?? '');
  const n = e.params.limit;
  switch (e.keyword) {
    case 'required':
      return { pt: `Parâmetro obrigatório ausente: ${field}.`, en: `Missing required parameter: ${field}.`, es: `Falta el parámetro obligatorio: ${field}.` }[lang];
    case 'minimum':
      return { pt: `${field} deve ser no mínimo ${n}.`, en: `${field} must be at least ${n}.`, es: `${field} debe ser como mínimo ${n}.` }[lang];
    case 'maximum':
      return { pt: `${field} deve ser no máximo ${n}.`, en: `${field} must be at most ${n}.`, es: `${field} debe ser como máximo ${n}.` }[lang];
    case 'maxLength':
      return { pt: `${field} deve ter no máximo ${n} caracteres.`, en: `${field} must have at most ${n} characters.`, es: `${field} debe tener como máximo ${n} caracteres.` }[lang];
    case 'minLength':
      return { pt: `${field} deve ter no mínimo ${n} caracteres.`, en: `${field} must have at least ${n} characters.`, es: `${field} debe tener como mínimo ${n} caracteres.` }[lang];
    default:
      return { pt: `Valor inválido para ${field}.`, en: `Invalid value for ${field}.`, es: `Valor no válido para ${field}.` }[lang];
  }
}

/** MARC language codes (008/35-37) of the seed data and the usual ones, in pt / en / es. */
const LANGUAGES: Record<string, [string, string, string]> = {
  por: ['Português', 'Portuguese', 'Portugués'],
  eng: ['Inglês', 'English', 'Inglés'],
  spa: ['Espanhol', 'Spanish', 'Español'],
  fre: ['Francês', 'French', 'Francés'],
  ger: ['Alemão', 'German', 'Alemán'],
  ita: ['Italiano', 'Italian', 'Italiano'],
  lat: ['Latim', 'Latin', 'Latín'],
  rus: ['Russo', 'Russian', 'Ruso'],
  arm: ['Armênio', 'Armenian', 'Armenio'],
  heb: ['Hebraico', 'Hebrew', 'Hebreo'],
  nep: ['Nepalês', 'Nepali', 'Nepalí'],
  chi: ['Chinês', 'Chinese', 'Chino'],
  jpn: ['Japonês', 'Japanese', 'Japonés'],
  kor: ['Coreano', 'Korean', 'Coreano'],
  cze: ['Tcheco', 'Czech', 'Checo'],
  pol: ['Polonês', 'Polish', 'Polaco'],
  dut: ['Holandês', 'Dutch', 'Neerlandés'],
  ara: ['Árabe', 'Arabic', 'Árabe'],
  gre: ['Grego', 'Greek', 'Griego'],
  grc: ['Grego antigo', 'Ancient Greek', 'Griego antiguo'],
  hin: ['Híndi', 'Hindi', 'Hindi'],
  san: ['Sânscrito', 'Sanskrit', 'Sánscrito'],
  yid: ['Iídiche', 'Yiddish', 'Ídish'],
  swe: ['Sueco', 'Swedish', 'Sueco'],
  dan: ['Dinamarquês', 'Danish', 'Danés'],
  nor: ['Norueguês', 'Norwegian', 'Noruego'],
  fin: ['Finlandês', 'Finnish', 'Finés'],
  hun: ['Húngaro', 'Hungarian', 'Húngaro'],
  cat: ['Catalão', 'Catalan', 'Catalán'],
  glg: ['Galego', 'Galician', 'Gallego'],
  ukr: ['Ucraniano', 'Ukrainian', 'Ucraniano'],
  tur: ['Turco', 'Turkish', 'Turco'],
  per: ['Persa', 'Persian', 'Persa'],
  mul: ['Vários idiomas', 'Multiple languages', 'Varios idiomas'],
  zxx: ['Sem conteúdo linguístico', 'No linguistic content', 'Sin contenido lingüístico'],
  und: ['Indeterminado', 'Undetermined', 'Indeterminado'],
};

export function languageName(code: string | null, lang: Lang): string | null {
  if (!code) return null;
  const names = LANGUAGES[code];
  if (!names) return code;
  return names[lang === 'pt' ? 0 : lang === 'en' ? 1 : 2];
}

import { defineMessages } from '../../plugins/lang';

/** Messages of /api/perfil-interesse (SPEC.md §5, §8) and of its e-mail; `{name}` is a parameter. */
export const MESSAGES = defineMessages({
  tipoObrigatorio: {
    pt: 'Escolha se é um autor, um assunto ou uma área.',
    en: 'Choose whether it is an author, a subject or an area.',
    es: 'Elija si es un autor, un tema o un área.',
  },
  autoridadeObrigatoria: { pt: 'Escolha um item do índice do acervo.', en: 'Pick an entry of the catalogue’s index.', es: 'Elija una entrada del índice del acervo.' },
  autorNaoEncontrado: {
    pt: 'Autor não encontrado no índice de autores do acervo.',
    en: 'Author not found in the catalogue’s author index.',
    es: 'Autor no encontrado en el índice de autores del acervo.',
  },
  assuntoNaoEncontrado: {
    pt: 'Assunto não encontrado no índice de assuntos do acervo.',
    en: 'Subject not found in the catalogue’s subject index.',
    es: 'Tema no encontrado en el índice de temas del acervo.',
  },
  areaNaoEncontrada: {
    pt: 'Nenhum título do acervo está nesta área (classe de número de chamada).',
    en: 'No title of the catalogue is filed under this area (call-number class).',
    es: 'Ningún título del acervo está en esta área (clase de número de llamada).',
  },
  periodicoObrigatorio: { pt: 'Escolha um periódico do acervo.', en: 'Pick a serial of the catalogue.', es: 'Elija una publicación periódica del acervo.' },
  periodicoNaoEncontrado: {
    pt: 'Periódico não encontrado: escolha um título do acervo do tipo periódico.',
    en: 'Serial not found: pick a title of the catalogue whose type is serial.',
    es: 'Publicación periódica no encontrada: elija un título del acervo de ese tipo.',
  },
  tiposPeriodicoObrigatorio: {
    pt: 'Escolha pelo menos um tipo de aviso do periódico para salvar.',
    en: 'Choose at least one kind of periodical notice to save.',
    es: 'Elija al menos un tipo de aviso de la publicación periódica para guardar.',
  },
  tiposPeriodicoInvalido: {
    pt: 'Tipo de aviso de periódico inválido.',
    en: 'Invalid kind of periodical notice.',
    es: 'Tipo de aviso de publicación periódica no válido.',
  },
  tipoObraObrigatorio: { pt: 'Escolha um tipo de obra.', en: 'Choose a type of work.', es: 'Elija un tipo de obra.' },
  tipoObraNaoEncontrado: { pt: 'Tipo de obra não encontrado.', en: 'Type of work not found.', es: 'Tipo de obra no encontrado.' },
  palavrasObrigatorias: {
    pt: 'Informe as palavras do título a acompanhar.',
    en: 'Enter the title words to follow.',
    es: 'Indique las palabras del título a seguir.',
  },
  palavrasCurtas: {
    pt: 'Informe ao menos uma palavra de 3 letras ou mais.',
    en: 'Enter at least one word of 3 letters or more.',
    es: 'Indique al menos una palabra de 3 letras o más.',
  },
  palavrasLongas: { pt: 'No máximo 200 caracteres.', en: 'At most 200 characters.', es: 'Como máximo 200 caracteres.' },
  termoCurto: {
    pt: 'Digite ao menos 3 caracteres para buscar.',
    en: 'Type at least 3 characters to search.',
    es: 'Escriba al menos 3 caracteres para buscar.',
  },
  termoCurtoArea: { pt: 'Digite o início da classe (ex.: QA ou 981).', en: 'Type the start of the class (e.g. QA or 981).', es: 'Escriba el inicio de la clase (p. ej. QA o 981).' },
  itemInvalido: { pt: 'Código de item inválido.', en: 'Invalid entry code.', es: 'Código de entrada no válido.' },
  itemNaoEncontrado: { pt: 'Item do perfil não encontrado.', en: 'Profile entry not found.', es: 'Entrada del perfil no encontrada.' },
  duplicado: {
    pt: 'Este item já está no seu perfil de interesse.',
    en: 'This entry is already in your interest profile.',
    es: 'Esta entrada ya está en su perfil de interés.',
  },
  adicionado: { pt: 'Item adicionado ao perfil de interesse.', en: 'Entry added to the interest profile.', es: 'Entrada añadida al perfil de interés.' },
  alterado: { pt: 'Item do perfil alterado.', en: 'Profile entry changed.', es: 'Entrada del perfil modificada.' },
  removido: { pt: 'Item removido do perfil de interesse.', en: 'Entry removed from the interest profile.', es: 'Entrada eliminada del perfil de interés.' },
  // What a match is, in "new for you".
  motivoAutor: { pt: 'Autor: {d}', en: 'Author: {d}', es: 'Autor: {d}' },
  motivoAssunto: { pt: 'Assunto: {d}', en: 'Subject: {d}', es: 'Tema: {d}' },
  motivoArea: { pt: 'Área: {d}', en: 'Area: {d}', es: 'Área: {d}' },
  motivoPeriodico: { pt: 'Periódico: {d}', en: 'Serial: {d}', es: 'Publicación periódica: {d}' },
  motivoTipoObra: { pt: 'Tipo de obra: {d}', en: 'Type of work: {d}', es: 'Tipo de obra: {d}' },
  motivoTitulo: { pt: 'Palavras do título: {d}', en: 'Title words: {d}', es: 'Palabras del título: {d}' },
  // The e-mail an import sends.
  emailAssunto: {
    pt: 'Novidades para você no acervo da biblioteca',
    en: 'New for you in the library’s catalogue',
    es: 'Novedades para usted en el acervo de la biblioteca',
  },
  emailAbertura: {
    pt: 'Olá, {nome}.\n\nChegaram ao acervo da biblioteca {n} título(s) que combinam com o seu perfil de interesse:',
    en: 'Hello, {nome}.\n\n{n} title(s) matching your interest profile arrived in the library’s catalogue:',
    es: 'Hola, {nome}.\n\nLlegaron al acervo de la biblioteca {n} título(s) que coinciden con su perfil de interés:',
  },
  emailFecho: {
    pt: 'Veja-os em Meu Pergamum, "Novidades para você". Você recebe este e-mail porque aceita receber e-mails da biblioteca (Dados pessoais).',
    en: 'See them in the personal area, "New for you". You get this e-mail because you accept e-mails from the library (Personal data).',
    es: 'Véalos en Mi Pergamum, "Novedades para usted". Recibe este correo porque acepta recibir correos de la biblioteca (Datos personales).',
  },
});

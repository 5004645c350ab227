import type { FiltroSolicitacao, SituacaoSolicitacao, TipoSolicitacao } from '@estante/api-contract';
import { defineMessages, type Text } from '../../plugins/lang';
import { SITUACAO } from '../acervo/messages';

/** Messages of /api/solicitacoes and /api/solicitacao-emprestimo (SPEC.md §5 request rules, §8); `{name}` is a parameter. */
export const MESSAGES = defineMessages({
  acervoInvalido: { pt: 'Código de título inválido.', en: 'Invalid title code.', es: 'Código de título no válido.' },
  acervoObrigatorio: { pt: 'Informe o título a solicitar.', en: 'Say which title to request.', es: 'Indique el título que desea solicitar.' },
  acervoNaoEncontrado: { pt: 'Título não encontrado.', en: 'Title not found.', es: 'Título no encontrado.' },
  chaveInvalida: {
    pt: 'Cabeçalho Idempotency-Key inválido: de 1 a 200 caracteres.',
    en: 'Invalid Idempotency-Key header: 1 to 200 characters.',
    es: 'Encabezado Idempotency-Key no válido: de 1 a 200 caracteres.',
  },
  chaveReutilizada: {
    pt: 'Esta chave de envio (Idempotency-Key) já foi usada para outro título.',
    en: 'This Idempotency-Key was already used for another title.',
    es: 'Esta clave de envío (Idempotency-Key) ya se usó para otro título.',
  },
  solicitacaoInvalida: { pt: 'Código de solicitação inválido.', en: 'Invalid request code.', es: 'Código de solicitud no válido.' },
  solicitacaoNaoEncontrada: { pt: 'Solicitação não encontrada.', en: 'Request not found.', es: 'Solicitud no encontrada.' },
  tipoObrigatorio: {
    pt: 'Escolha a forma de recebimento.',
    en: 'Choose how you will receive it.',
    es: 'Elija la forma de recepción.',
  },
  tipoInvalido: {
    pt: 'Forma de recebimento inválida.',
    en: 'Invalid way of receiving it.',
    es: 'Forma de recepción no válida.',
  },
  volumeObrigatorio: { pt: 'Escolha o volume.', en: 'Choose the volume.', es: 'Elija el volumen.' },
  tomoObrigatorio: { pt: 'Escolha o tomo.', en: 'Choose the tome.', es: 'Elija el tomo.' },
  parteObrigatoria: { pt: 'Escolha a parte.', en: 'Choose the part.', es: 'Elija la parte.' },
  materialObrigatorio: { pt: 'Escolha o material.', en: 'Choose the material.', es: 'Elija el material.' },
  escolhaInexistente: {
    pt: 'Não há exemplar deste título com este volume, tomo, parte e material para solicitar.',
    en: 'No copy of this title with this volume, tome, part and material can be requested.',
    es: 'No hay ejemplar de este título con este volumen, tomo, parte y material para solicitar.',
  },
  semExemplares: {
    pt: 'Este título não tem exemplares que possam ser solicitados para empréstimo.',
    en: 'This title has no copies that can be requested for loan.',
    es: 'Este título no tiene ejemplares que puedan solicitarse en préstamo.',
  },
  localObrigatorio: {
    pt: 'Escolha o local de recebimento.',
    en: 'Choose the receiving location.',
    es: 'Elija el lugar de recepción.',
  },
  bibliotecaInvalida: { pt: 'Biblioteca não encontrada.', en: 'Library not found.', es: 'Biblioteca no encontrada.' },
  origemObrigatoria: {
    pt: 'Escolha a biblioteca de origem do exemplar.',
    en: 'Choose the library the copy comes from.',
    es: 'Elija la biblioteca de origen del ejemplar.',
  },
  origemSemExemplar: {
    pt: 'A biblioteca de origem não tem exemplar deste título com a escolha feita.',
    en: 'The origin library has no copy of this title matching your choice.',
    es: 'La biblioteca de origen no tiene ejemplar de este título con la elección hecha.',
  },
  origemIgualDestino: {
    pt: 'A biblioteca de origem deve ser diferente do local de recebimento.',
    en: 'The origin library must differ from the receiving location.',
    es: 'La biblioteca de origen debe ser distinta del lugar de recepción.',
  },
  enderecoObrigatorio: {
    pt: 'Informe o endereço de entrega.',
    en: 'Enter the delivery address.',
    es: 'Indique la dirección de entrega.',
  },
  enderecoLongo: {
    pt: 'O endereço deve ter no máximo {max} caracteres.',
    en: 'The address must have at most {max} characters.',
    es: 'La dirección debe tener como máximo {max} caracteres.',
  },
  telefoneObrigatorio: { pt: 'Informe o telefone.', en: 'Enter your phone number.', es: 'Indique el teléfono.' },
  telefoneInvalido: {
    pt: 'Telefone inválido: informe ao menos {min} dígitos, usando só números, hífens, parênteses e espaços (no máximo {max} caracteres).',
    en: 'Invalid phone number: enter at least {min} digits, using only digits, hyphens, parentheses and spaces (at most {max} characters).',
    es: 'Teléfono no válido: indique al menos {min} dígitos, usando solo números, guiones, paréntesis y espacios (como máximo {max} caracteres).',
  },
  emailObrigatorio: { pt: 'Informe o e-mail.', en: 'Enter your e-mail.', es: 'Indique el correo electrónico.' },
  emailInvalido: {
    pt: 'E-mail inválido: {email}. Separe vários e-mails com ";".',
    en: 'Invalid e-mail: {email}. Separate several e-mails with ";".',
    es: 'Correo electrónico no válido: {email}. Separe varios correos con ";".',
  },
  emailsDemais: {
    pt: 'Informe no máximo {max} e-mails.',
    en: 'Enter at most {max} e-mails.',
    es: 'Indique como máximo {max} correos electrónicos.',
  },
  exemplarObrigatorio: { pt: 'Escolha o exemplar.', en: 'Choose the copy.', es: 'Elija el ejemplar.' },
  exemplarNaoFechado: {
    pt: 'Este exemplar não está no acervo fechado.',
    en: 'This copy is not kept in the closed stacks.',
    es: 'Este ejemplar no está en el acervo cerrado.',
  },
  exemplarIndisponivel: {
    pt: 'Este exemplar não está no acervo agora (emprestado ou em trânsito). Escolha outro ou tente mais tarde.',
    en: 'This copy is not in the stacks now (on loan or in transit). Choose another or try later.',
    es: 'Este ejemplar no está en el acervo ahora (prestado o en tránsito). Elija otro o inténtelo más tarde.',
  },
  balcaoObrigatorio: { pt: 'Escolha o balcão de atendimento.', en: 'Choose the service desk.', es: 'Elija el mostrador de atención.' },
  balcaoInvalido: {
    pt: 'O exemplar só pode ser levado a um balcão de biblioteca do mesmo campus.',
    en: 'The copy can only be brought to the desk of a library on its campus.',
    es: 'El ejemplar solo puede llevarse al mostrador de una biblioteca del mismo campus.',
  },
  limiteSolicitacoes: {
    pt: 'Limite de solicitações excedido: sua categoria permite {n} solicitação(ões) em aberto.',
    en: 'Request limit exceeded: your category allows {n} open request(s).',
    es: 'Límite de solicitudes excedido: su categoría permite {n} solicitud(es) abierta(s).',
  },
  solicitacaoDuplicada: {
    pt: 'Solicitação duplicada: você já tem uma solicitação em aberto deste título.',
    en: 'Duplicate request: you already have an open request for this title.',
    es: 'Solicitud duplicada: ya tiene una solicitud abierta de este título.',
  },
  naoCancelavel: {
    pt: 'Só é possível cancelar uma solicitação que ainda está aguardando atendimento.',
    en: 'Only a request still waiting to be handled can be cancelled.',
    es: 'Solo se puede cancelar una solicitud que aún está en espera de atención.',
  },
  solicitacaoEnviada: {
    pt: 'Solicitação registrada. A biblioteca avisará por e-mail quando houver novidades.',
    en: 'Request registered. The library will e-mail you when there is news.',
    es: 'Solicitud registrada. La biblioteca le avisará por correo electrónico cuando haya novedades.',
  },
  solicitacaoCancelada: { pt: 'Solicitação cancelada.', en: 'Request cancelled.', es: 'Solicitud cancelada.' },
  nenhumVolume: { pt: 'Volume único', en: 'Single volume', es: 'Volumen único' },
  nenhumTomo: { pt: 'Sem tomo', en: 'No tome', es: 'Sin tomo' },
  nenhumaParte: { pt: 'Sem parte', en: 'No part', es: 'Sin parte' },
  nenhumMaterial: { pt: 'Sem material', en: 'No material', es: 'Sin material' },
});

/** Each type's name and what it means. */
export const TIPOS: Readonly<Record<TipoSolicitacao, { rotulo: Text; descricao: Text }>> = {
  domicilio: {
    rotulo: { pt: 'Empréstimo domiciliar (entrega no endereço)', en: 'Home loan (delivered to your address)', es: 'Préstamo a domicilio (entrega en la dirección)' },
    descricao: {
      pt: 'A biblioteca envia o exemplar ao endereço informado.',
      en: 'The library sends the copy to the address you give.',
      es: 'La biblioteca envía el ejemplar a la dirección indicada.',
    },
  },
  retirada: {
    rotulo: { pt: 'Retirada na biblioteca', en: 'Pick up at a library', es: 'Retiro en la biblioteca' },
    descricao: {
      pt: 'O exemplar fica separado no local de recebimento escolhido.',
      en: 'The copy is set aside at the receiving location you choose.',
      es: 'El ejemplar queda reservado en el lugar de recepción elegido.',
    },
  },
  inter_bibliotecas: {
    rotulo: { pt: 'Empréstimo entre bibliotecas', en: 'Interlibrary loan', es: 'Préstamo entre bibliotecas' },
    descricao: {
      pt: 'Um exemplar de outra biblioteca ou campus é enviado ao local de recebimento.',
      en: 'A copy from another library or campus is sent to the receiving location.',
      es: 'Un ejemplar de otra biblioteca o campus se envía al lugar de recepción.',
    },
  },
  acervo_fechado: {
    rotulo: { pt: 'Acervo fechado (exemplar levado ao balcão)', en: 'Closed stacks (copy brought to the desk)', es: 'Acervo cerrado (ejemplar llevado al mostrador)' },
    descricao: {
      pt: 'Um exemplar guardado no acervo fechado é levado ao balcão de atendimento.',
      en: 'A copy kept in the closed stacks is brought to the service desk.',
      es: 'Un ejemplar guardado en el acervo cerrado se lleva al mostrador de atención.',
    },
  },
};

export const SITUACOES: Readonly<Record<SituacaoSolicitacao, Text>> = {
  aguardando: { pt: 'Aguardando atendimento', en: 'Waiting', es: 'En espera' },
  em_transito: { pt: 'Em trânsito', en: 'In transit', es: 'En tránsito' },
  disponivel: { pt: 'Disponível para retirada', en: 'Available', es: 'Disponible para retiro' },
  finalizada: { pt: 'Finalizada', en: 'Finished', es: 'Finalizada' },
  cancelada: { pt: 'Cancelada', en: 'Cancelled', es: 'Cancelada' },
};

export const FILTROS: Readonly<Record<FiltroSolicitacao, Text>> = {
  todas: { pt: 'Todas', en: 'All', es: 'Todas' },
  aguardando: { pt: 'Aguardando', en: 'Waiting', es: 'En espera' },
  finalizada: { pt: 'Finalizadas', en: 'Finished', es: 'Finalizadas' },
  cancelada: { pt: 'Não finalizadas (canceladas)', en: 'Not finished (cancelled)', es: 'No finalizadas (canceladas)' },
  disponivel: { pt: 'Disponíveis', en: 'Available', es: 'Disponibles' },
  em_transito: { pt: 'Em trânsito', en: 'In transit', es: 'En tránsito' },
};

/** A copy's status as a patron reads it (exemplares.situacao): the copies view's own labels. */
export const SITUACOES_EXEMPLAR: Readonly<Record<string, Text>> = SITUACAO;

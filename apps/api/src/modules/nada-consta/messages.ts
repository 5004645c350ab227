import { defineMessages } from '../../plugins/lang';

/** The clearance declaration's answers (SPEC.md §8: the status and message; `codigo` for a client's own words). */
export const MESSAGES = defineMessages({
  liberado: {
    pt: 'Nada consta: você não tem pendências com a biblioteca e pode emitir a declaração.',
    en: 'Nothing on record: you have nothing pending with the library and may issue the declaration.',
    es: 'Nada consta: usted no tiene pendientes con la biblioteca y puede emitir la declaración.',
  },
  pendente: {
    pt: 'A declaração de nada consta ainda não pode ser emitida: resolva as pendências abaixo.',
    en: 'The clearance declaration cannot be issued yet: settle what is listed below.',
    es: 'La declaración de nada consta aún no puede emitirse: resuelva los pendientes indicados abajo.',
  },
  emprestimos: {
    pt: 'Empréstimos em aberto ({n}): devolva os exemplares à biblioteca.',
    en: 'Open loans ({n}): return the copies to the library.',
    es: 'Préstamos abiertos ({n}): devuelva los ejemplares a la biblioteca.',
  },
  emprestimoItem: { pt: '{titulo} — devolução prevista em {data}', en: '{titulo} — due {data}', es: '{titulo} — devolución prevista el {data}' },
  emprestimoItemAtrasado: {
    pt: '{titulo} — devolução prevista em {data} (em atraso)',
    en: '{titulo} — due {data} (overdue)',
    es: '{titulo} — devolución prevista el {data} (atrasado)',
  },
  debitos: {
    pt: 'Débitos em aberto ({n}), total de R$ {total}: quite-os na biblioteca ou pela guia de pagamento.',
    en: 'Unpaid debts ({n}), R$ {total} in all: pay them at the library or with the payment slip.',
    es: 'Débitos pendientes ({n}), total de R$ {total}: páguelos en la biblioteca o con la guía de pago.',
  },
  debitoItem: { pt: '{motivo} — R$ {saldo} ({biblioteca})', en: '{motivo} — R$ {saldo} ({biblioteca})', es: '{motivo} — R$ {saldo} ({biblioteca})' },
  reservas: {
    pt: 'Reservas à sua espera ({n}): retire os exemplares ou cancele as reservas.',
    en: 'Holds waiting to be collected ({n}): collect the copies or cancel the holds.',
    es: 'Reservas a retirar ({n}): retire los ejemplares o cancele las reservas.',
  },
  reservaItem: {
    pt: '{titulo} — retirar até {data} ({biblioteca})',
    en: '{titulo} — collect by {data} ({biblioteca})',
    es: '{titulo} — retirar hasta el {data} ({biblioteca})',
  },
  solicitacoes: {
    pt: 'Solicitações de empréstimo em andamento ({n}): aguarde a conclusão ou cancele-as.',
    en: 'Loan requests in progress ({n}): wait for them to finish or cancel them.',
    es: 'Solicitudes de préstamo en curso ({n}): espere a que concluyan o cancélelas.',
  },
  bloqueio: {
    pt: 'Seu cadastro está bloqueado pela biblioteca: procure o balcão de atendimento.',
    en: 'Your account is blocked by the library: please contact the service desk.',
    es: 'Su registro está bloqueado por la biblioteca: acuda al mostrador de atención.',
  },
  bloqueioSemMotivo: { pt: 'Bloqueio sem motivo informado.', en: 'Block with no reason given.', es: 'Bloqueo sin motivo informado.' },
  naoEmitida: {
    pt: 'Não é possível emitir a declaração de nada consta: há pendências com a biblioteca.',
    en: 'The clearance declaration cannot be issued: there is something pending with the library.',
    es: 'No es posible emitir la declaración de nada consta: hay pendientes con la biblioteca.',
  },
  naoEncontrada: {
    pt: 'Código de verificação desconhecido: nenhuma declaração de nada consta tem este código. Confira o código ou desconfie do documento.',
    en: 'Unknown verification code: no clearance declaration has this code. Check the code, or distrust the document.',
    es: 'Código de verificación desconocido: ninguna declaración de nada consta tiene este código. Revise el código o desconfíe del documento.',
  },
  semDeclaracao: {
    pt: 'Declaração não encontrada entre as suas.',
    en: 'No such declaration among yours.',
    es: 'Declaración no encontrada entre las suyas.',
  },
  codigoInvalido: {
    pt: 'Código de verificação inválido: são 28 letras e números (em 7 grupos de 4).',
    en: 'Invalid verification code: it has 28 letters and digits (in 7 groups of 4).',
    es: 'Código de verificación no válido: tiene 28 letras y números (en 7 grupos de 4).',
  },
  valida: {
    pt: 'Declaração válida: emitida pela biblioteca para {nome} em {data}.',
    en: 'Valid declaration: issued by the library to {nome} on {data}.',
    es: 'Declaración válida: emitida por la biblioteca a {nome} el {data}.',
  },
  emailsObrigatorios: {
    pt: 'Informe ao menos um e-mail.',
    en: 'Enter at least one e-mail address.',
    es: 'Introduzca al menos un correo electrónico.',
  },
  emailInvalido: {
    pt: 'E-mail inválido: {email}.',
    en: 'Invalid e-mail address: {email}.',
    es: 'Correo electrónico no válido: {email}.',
  },
  emailsDemais: {
    pt: 'Informe no máximo {max} e-mails, separados por ponto e vírgula.',
    en: 'Enter at most {max} e-mail addresses, separated by semicolons.',
    es: 'Introduzca como máximo {max} correos electrónicos, separados por punto y coma.',
  },
  multipart: {
    pt: 'Envie o formulário como multipart/form-data.',
    en: 'Send the form as multipart/form-data.',
    es: 'Envíe el formulario como multipart/form-data.',
  },
  enviada: {
    pt: 'Declaração enviada para {emails}.',
    en: 'Declaration sent to {emails}.',
    es: 'Declaración enviada a {emails}.',
  },
  assunto: {
    pt: 'Declaração de nada consta — {instituicao}',
    en: 'Clearance declaration — {instituicao}',
    es: 'Declaración de nada consta — {instituicao}',
  },
  corpoEmail: {
    pt: 'Segue em anexo a declaração de nada consta da biblioteca da {instituicao} emitida para {nome} (matrícula {matricula}) em {data}.\n\nCódigo de verificação: {codigo}\nConfira a autenticidade em: {url}\n',
    en: 'Attached is the clearance declaration of the {instituicao} library issued to {nome} (registration {matricula}) on {data}.\n\nVerification code: {codigo}\nCheck it at: {url}\n',
    es: 'Se adjunta la declaración de nada consta de la biblioteca de la {instituicao} emitida a {nome} (matrícula {matricula}) el {data}.\n\nCódigo de verificación: {codigo}\nVerifique su autenticidad en: {url}\n',
  },
});

/** The PDF's words (its data are the declaration's, stored as issued). */
export const PDF = defineMessages({
  titulo: { pt: 'DECLARAÇÃO DE NADA CONSTA', en: 'CLEARANCE DECLARATION', es: 'DECLARACIÓN DE NADA CONSTA' },
  biblioteca: { pt: 'Sistema de Bibliotecas', en: 'Library System', es: 'Sistema de Bibliotecas' },
  corpo: {
    pt: 'Declaramos, para os devidos fins, que {nome}, matrícula {matricula}, não possui pendências com as bibliotecas da {instituicao} — empréstimos em aberto, débitos, reservas a retirar, solicitações em andamento ou bloqueio — na data de {data}.',
    en: 'We hereby declare that {nome}, registration {matricula}, has nothing pending with the libraries of {instituicao} — open loans, debts, holds to collect, loan requests in progress or a block — on {data}.',
    es: 'Declaramos, para los fines que correspondan, que {nome}, matrícula {matricula}, no tiene pendientes con las bibliotecas de la {instituicao} — préstamos abiertos, débitos, reservas a retirar, solicitudes en curso o bloqueo — en la fecha {data}.',
  },
  emitida: { pt: 'Emitida em {data}.', en: 'Issued on {data}.', es: 'Emitida el {data}.' },
  codigo: { pt: 'Código de verificação', en: 'Verification code', es: 'Código de verificación' },
  verificar: {
    pt: 'Confira a autenticidade desta declaração lendo o código QR ou em:',
    en: 'Check that this declaration is authentic by scanning the QR code or at:',
    es: 'Verifique la autenticidad de esta declaración leyendo el código QR o en:',
  },
  rodape: {
    pt: 'Documento emitido eletronicamente pelo Meu Pergamum. Dispensa assinatura: sua validade é confirmada pelo código de verificação.',
    en: 'Document issued electronically by Meu Pergamum. No signature needed: the verification code confirms it.',
    es: 'Documento emitido electrónicamente por Mi Pergamum. No requiere firma: su validez se confirma con el código de verificación.',
  },
});

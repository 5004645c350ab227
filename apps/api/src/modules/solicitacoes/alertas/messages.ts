import type { TipoAlerta } from '@estante/api-contract';
import { defineMessages, type Text } from '../../../plugins/lang';

/** Messages of /api/solicitacoes/alertas (SPEC.md §5, §8); `{name}` is a parameter. */
export const MESSAGES = defineMessages({
  dataInicioObrigatoria: {
    pt: 'Informe a data inicial: o filtro de alertas precisa das duas datas.',
    en: 'Enter the start date: the alert filter needs both dates.',
    es: 'Indique la fecha inicial: el filtro de alertas necesita las dos fechas.',
  },
  dataFimObrigatoria: {
    pt: 'Informe a data final: o filtro de alertas precisa das duas datas.',
    en: 'Enter the end date: the alert filter needs both dates.',
    es: 'Indique la fecha final: el filtro de alertas necesita las dos fechas.',
  },
  dataInvalida: { pt: 'Data inválida (use dd/mm/aaaa).', en: 'Invalid date (use dd/mm/yyyy).', es: 'Fecha no válida (use dd/mm/aaaa).' },
  periodoInvalido: {
    pt: 'A data inicial não pode ser posterior à data final.',
    en: 'The start date cannot be after the end date.',
    es: 'La fecha inicial no puede ser posterior a la fecha final.',
  },
  acervoObrigatorio: { pt: 'Informe o título.', en: 'Say which title.', es: 'Indique el título.' },
  acervoInvalido: { pt: 'Código de título inválido.', en: 'Invalid title code.', es: 'Código de título no válido.' },
  acervoNaoEncontrado: { pt: 'Título não encontrado.', en: 'Title not found.', es: 'Título no encontrado.' },
  alertaInvalido: { pt: 'Código de alerta inválido.', en: 'Invalid alert code.', es: 'Código de alerta no válido.' },
  alertaNaoEncontrado: { pt: 'Alerta não encontrado.', en: 'Alert not found.', es: 'Alerta no encontrada.' },
  alertaDuplicado: {
    pt: 'Você já tem um alerta de disponibilidade deste título.',
    en: 'You already have an availability alert on this title.',
    es: 'Ya tiene una alerta de disponibilidad de este título.',
  },
  exemplarDisponivel: {
    pt: 'Há exemplar disponível deste título agora: não é preciso alerta. Retire-o no balcão de empréstimo ou faça uma solicitação.',
    en: 'A copy of this title is available now: no alert is needed. Borrow it at the loan desk or send a request.',
    es: 'Hay un ejemplar disponible de este título ahora: no hace falta una alerta. Retírelo en el mostrador de préstamo o haga una solicitud.',
  },
  alertaCriado: {
    pt: 'Alerta registrado: você será avisado quando houver exemplar disponível.',
    en: 'Alert set: you will be told when a copy is available.',
    es: 'Alerta registrada: se le avisará cuando haya un ejemplar disponible.',
  },
  alertaRemovido: { pt: 'Alerta removido.', en: 'Alert removed.', es: 'Alerta eliminada.' },
  alertasLidos: {
    pt: '{n} alerta(s) marcado(s) como lido(s).',
    en: '{n} alert(s) marked as read.',
    es: '{n} alerta(s) marcada(s) como leída(s).',
  },
});

/** The kind of each alert as a patron reads it. */
export const TIPOS: Readonly<Record<TipoAlerta, Text>> = {
  reserva_liberada: { pt: 'Reserva disponível', en: 'Hold ready', es: 'Reserva disponible' },
  devolucao_proxima: { pt: 'Devolução próxima', en: 'Due soon', es: 'Devolución próxima' },
  emprestimo_atrasado: { pt: 'Empréstimo em atraso', en: 'Overdue loan', es: 'Préstamo atrasado' },
  solicitacao_disponivel: { pt: 'Solicitação disponível', en: 'Request ready', es: 'Solicitud disponible' },
  disponibilidade: { pt: 'Alerta de disponibilidade', en: 'Availability alert', es: 'Alerta de disponibilidad' },
  perfil_interesse: { pt: 'Novidades para você', en: 'New for you', es: 'Novedades para usted' },
};

/** What each alert says; {titulo}, {data}, {biblioteca} come from its data. */
export const TEXTOS = defineMessages({
  perfil_interesse: {
    pt: 'Chegaram ao acervo {n} título(s) do seu perfil de interesse: {titulos}.',
    en: '{n} title(s) matching your interest profile arrived in the catalogue: {titulos}.',
    es: 'Llegaron al acervo {n} título(s) de su perfil de interés: {titulos}.',
  },
  reserva_liberada: {
    pt: 'Sua reserva de "{titulo}" está disponível para retirada em {biblioteca} até {data}.',
    en: 'Your hold on "{titulo}" is ready to collect at {biblioteca} until {data}.',
    es: 'Su reserva de "{titulo}" está disponible para retirar en {biblioteca} hasta el {data}.',
  },
  devolucao_proxima: {
    pt: 'O empréstimo de "{titulo}" vence em {data}. Renove ou devolva até lá.',
    en: 'Your loan of "{titulo}" is due on {data}. Renew or return it by then.',
    es: 'El préstamo de "{titulo}" vence el {data}. Renuévelo o devuélvalo antes.',
  },
  emprestimo_atrasado: {
    pt: 'O empréstimo de "{titulo}" está em atraso desde {data}. Devolva-o o quanto antes.',
    en: 'Your loan of "{titulo}" has been overdue since {data}. Please return it as soon as possible.',
    es: 'El préstamo de "{titulo}" está atrasado desde el {data}. Devuélvalo cuanto antes.',
  },
  solicitacao_disponivel: {
    pt: 'Sua solicitação de "{titulo}" está disponível para retirada em {biblioteca}.',
    en: 'Your request for "{titulo}" is ready to collect at {biblioteca}.',
    es: 'Su solicitud de "{titulo}" está disponible para retirar en {biblioteca}.',
  },
  disponibilidade: {
    pt: 'Você será avisado quando houver exemplar disponível de "{titulo}".',
    en: 'You will be told when a copy of "{titulo}" is available.',
    es: 'Se le avisará cuando haya un ejemplar disponible de "{titulo}".',
  },
  disponivelAgora: {
    pt: 'Há exemplar disponível de "{titulo}" agora.',
    en: 'A copy of "{titulo}" is available now.',
    es: 'Hay un ejemplar disponible de "{titulo}" ahora.',
  },
  semBiblioteca: { pt: 'sua biblioteca', en: 'your library', es: 'su biblioteca' },
});

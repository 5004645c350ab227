import type { TipoAlerta } from '@estante/api-contract';
import { defineMessages, type Text } from '../plugins/lang';

/** What a courtesy notice is about: the four circulation alerts (migration 0019) that also go by e-mail. */
export type TipoAviso = Extract<TipoAlerta, 'devolucao_proxima' | 'emprestimo_atrasado' | 'reserva_liberada' | 'solicitacao_disponivel'>;

/** The e-mail's subject per kind; {titulo} is the title. The body's main line is the alert's own text (alertas/messages.ts TEXTOS). */
export const ASSUNTOS: Readonly<Record<TipoAviso, Text>> = {
  devolucao_proxima: { pt: 'Devolução próxima: {titulo}', en: 'Due soon: {titulo}', es: 'Devolución próxima: {titulo}' },
  emprestimo_atrasado: { pt: 'Empréstimo em atraso: {titulo}', en: 'Overdue loan: {titulo}', es: 'Préstamo atrasado: {titulo}' },
  reserva_liberada: { pt: 'Reserva disponível para retirada: {titulo}', en: 'Hold ready to collect: {titulo}', es: 'Reserva disponible para retirar: {titulo}' },
  solicitacao_disponivel: { pt: 'Solicitação disponível: {titulo}', en: 'Request ready: {titulo}', es: 'Solicitud disponible: {titulo}' },
};

/** The rest of the e-mail. */
export const EMAIL = defineMessages({
  saudacao: { pt: 'Olá, {nome},', en: 'Hello {nome},', es: 'Hola, {nome}:' },
  veja: {
    pt: 'Veja na sua área pessoal: {link}',
    en: 'See it in your personal area: {link}',
    es: 'Véalo en su área personal: {link}',
  },
  vejaSemLink: {
    pt: 'Veja os detalhes na sua área pessoal do catálogo.',
    en: 'See the details in your personal area of the catalogue.',
    es: 'Vea los detalles en su área personal del catálogo.',
  },
  assinatura: {
    pt: 'Biblioteca — aviso automático; não responda a esta mensagem.',
    en: 'The library — an automatic notice; please do not reply to this message.',
    es: 'Biblioteca — aviso automático; no responda a este mensaje.',
  },
});

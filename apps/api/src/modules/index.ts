import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from './deps';
import { healthModule } from './health';
import { oauthModule } from './oauth';
import { oidcModule, samlModule } from './sso';
import { captchaModule } from './captcha';
import { pessoasModule } from './pessoas';
import { parametrosModule } from './parametros';
import { consultaModule, consultaV2Module } from './consulta';
import { acervoModule } from './acervo';
import { acervoDadosModule } from './acervo/dados';
import { acervoPaginaModule } from './acervo/pagina';
import { reservaModule } from './reserva';
import { solicitacaoEmprestimoModule, solicitacoesModule } from './solicitacoes';
import { comentariosModule } from './comentarios';
import { autoridadeModule } from './autoridade';
import { campusModule } from './campus';
import { bibliotecasModule } from './bibliotecas';
import { unidadeInformacaoModule } from './unidade-informacao';
import { oaiModule, redePergamumModule } from './rede';
import { emprestimoModule } from './emprestimo';
import { emprestimoHistoricoModule } from './emprestimo/historico';
import { emprestimoTokenModule } from './emprestimo/token';
import { gruModule } from './unidade-informacao/gru';
import { alertasModule } from './solicitacoes/alertas';
import { meuPergamumModule } from './meu-pergamum';
import { resumoModule } from './meu-pergamum/resumo';
import { planoEnsinoModule } from './plano-ensino';
import { nadaConstaModule } from './nada-consta';
import { aquisicaoModule } from './aquisicao';
import { vinculosModule } from './vinculos';
import { afastamentosModule } from './pessoas/afastamentos';
import { postagemTrabalhoModule } from './pessoas/postagem';
import { balcaoModule } from './balcao';
import { perfilInteresseModule } from './perfil-interesse';
import { fichaCatalograficaModule } from './ficha-catalografica';
import { pedidosBibliotecaModule } from './pessoas/pedidos-biblioteca';

/** Every module with the URL prefix it is registered under (its routes' URLs start with it). */
export const MODULES: readonly (readonly [FastifyPluginAsync<ModuleDeps>, string])[] = [
  [healthModule, ''],
  [oauthModule, '/oauth'],
  [oidcModule, '/oidc'],
  [samlModule, '/saml'],
  [captchaModule, '/api/captcha'],
  [pessoasModule, '/api/pessoas'],
  [parametrosModule, '/api/parametros'],
  [consultaModule, '/api/consulta'],
  [consultaV2Module, '/api/v2/consulta'],
  [acervoModule, '/api/acervo'],
  [acervoDadosModule, '/api/acervo'],
  [acervoPaginaModule, '/api/acervo'],
  [reservaModule, '/api/reserva'],
  [solicitacoesModule, '/api/solicitacoes'],
  [solicitacaoEmprestimoModule, '/api/solicitacao-emprestimo'],
  [comentariosModule, '/api/comentarios'],
  [autoridadeModule, '/api/autoridade'],
  [campusModule, '/api/campus'],
  [bibliotecasModule, '/api/bibliotecas'],
  [unidadeInformacaoModule, '/api/unidade-informacao'],
  [oaiModule, '/api/oai'],
  [redePergamumModule, '/api/rede-pergamum'],
  [emprestimoModule, '/api/emprestimo'],
  [emprestimoHistoricoModule, '/api/emprestimo'],
  [emprestimoTokenModule, '/api/emprestimo'],
  [gruModule, '/api/unidade-informacao'],
  [alertasModule, '/api/solicitacoes'],
  [meuPergamumModule, '/api/meu-pergamum'],
  [resumoModule, '/api/meu-pergamum'],
  [planoEnsinoModule, '/api/plano-ensino'],
  [nadaConstaModule, '/api/nada-consta'],
  [aquisicaoModule, '/api/aquisicao'],
  [vinculosModule, '/api'],
  [afastamentosModule, '/api/pessoas'],
  [postagemTrabalhoModule, '/api/pessoas'],
  [balcaoModule, '/api/balcao'],
  [perfilInteresseModule, '/api/perfil-interesse'],
  [fichaCatalograficaModule, '/api'],
  [pedidosBibliotecaModule, '/api/pessoas'],
];

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FICHA_BUSCA_MIN } from '@estante/api-contract';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { normalise } from '../../marc/text';
import { MESSAGES as ACERVO } from '../acervo/messages';
import { requirePage } from '../meu-pergamum/acesso';
import { buildCard } from './card';
import { MESSAGES } from './messages';
import { cardPdf } from './pdf';
import { fichaRepository } from './repository';

/**
 * The catalogue card (issue 26, deliverable 4): `GET /api/acervo/:id/ficha-catalografica` (JSON, the
 * card's areas) and `.pdf` (the card to print), public as titles are; and the personal area's list
 * of the patron's titles to pick from (`/api/meu-pergamum/ficha-catalografica/titulos`, activity
 * 5731 of module 571), or the catalogue's titles matching a typed term.
 */
export const fichaCatalograficaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = fichaRepository(db);
  const invalidParams = ACERVO.idInvalido;
  const cardOf = async (id: number, lang: Parameters<typeof buildCard>[1]) => {
    const row = await repo.title(id);
    if (!row) throw problem(404, ACERVO.tituloNaoEncontrado, { codigo: 'FICHA_TITULO_NAO_ENCONTRADO' });
    return buildCard(row, lang);
  };

  app.route({
    ...endpoint(app, 'catalogueCard', { invalidParams }),
    handler: async (request) => cardOf(request.params.id, request.lang),
  });

  app.route({
    ...endpoint(app, 'catalogueCardPdf', { invalidParams }),
    handler: async (request, reply) => {
      const { id } = request.params;
      const pdf = await cardPdf(await cardOf(id, request.lang), request.lang);
      return (reply as FastifyReply).type('application/pdf').header('content-disposition', `attachment; filename="ficha-${id}.pdf"`).send(pdf);
    },
  });

  app.route({
    ...endpoint(app, 'catalogueCardTitles'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'fichaCatalografica');
      reply.header('cache-control', 'no-store');
      const busca = request.query.busca?.trim();
      if (busca === undefined || busca === '') return { titulos: await repo.mine(me.cod_pessoa) };
      const words = normalise(busca).split(' ').filter(Boolean);
      if ([...busca].length < FICHA_BUSCA_MIN || words.length === 0) {
        throw problem(422, MESSAGES.buscaCurta, { campo: 'busca', codigo: 'FICHA_BUSCA_CURTA', params: { min: FICHA_BUSCA_MIN } });
      }
      return { titulos: await repo.search(words) };
    },
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AcervoBibliotecaList,
  AcervoLinks,
  AcervoParams,
  AcervoReferencia,
  AcervoResponse,
  AcervoTotais,
  ConsultaItem,
  DisponibilidadeQuery,
  ResumoQuery,
  DisponibilidadeResponse,
  DublinCore,
  ErrorResponse,
  ExemplarList,
  MarcRows,
} from '@estante/api-contract';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { titleSummaries } from '../search';
import { getTitle } from '../acervo';
import { availabilityByCampus, copiesByLibrary, copyTotals, listCopies, titleExists } from '../copies';
import { langOf, t, type Lang } from '../i18n';
import { dublinCore } from '../dublin-core';
import { parseId } from '../libraries';
import { marcRows } from '../marc/rows';
import type { MarcRecord } from '../marc/read';
import { CITABLE_COLUMNS, type CitableTitle } from '../citation';
import { abntReference, recordLinks } from '../referencia';

type Stored = CitableTitle;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const acervoRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  /** The title id of the path, or null once a 400/404 has been sent. */
  const titleId = async (request: FastifyRequest<{ Params: AcervoParams }>, reply: FastifyReply): Promise<{ id: number; lang: Lang } | null> => {
    const lang = langOf(request.headers.lang);
    const id = parseId(request.params.id);
    if (id === null) {
      await reply.code(400).send({ message: t('idInvalido', lang) });
      return null;
    }
    if (!(await titleExists(db, id))) {
      await reply.code(404).send({ message: t('tituloNaoEncontrado', lang) });
      return null;
    }
    return { id, lang };
  };

  app.get(
    '/api/acervo/:id',
    {
      schema: {
        tags: ['acervo'],
        summary: 'A title as MARC-like display fields',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: AcervoResponse, ...errors },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const id = parseId(request.params.id);
      if (id === null) return reply.code(400).send({ message: t('idInvalido', lang) });
      const title = await getTitle(db, id, lang);
      if (!title) return reply.code(404).send({ message: t('tituloNaoEncontrado', lang) });
      return title;
    },
  );

  app.get(
    '/api/acervo/:id/exemplares',
    {
      schema: {
        tags: ['acervo'],
        summary: 'Copies of a title (by library, then copy code)',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: ExemplarList, ...errors },
      },
    },
    async (request, reply) => {
      const ok = await titleId(request, reply);
      return ok ? listCopies(db, ok.id, ok.lang) : reply;
    },
  );

  app.get(
    '/api/acervo/resumo',
    {
      schema: {
        tags: ['acervo'],
        summary: 'Several titles as search rows, in the order asked (the basket); unknown codes are left out',
        security: [{ bearer: [] }],
        querystring: ResumoQuery,
        response: { 200: Type.Array(ConsultaItem), 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => titleSummaries(db, [...new Set(request.query.acervos.split(',').map(Number))], langOf(request.headers.lang)),
  );

  app.get(
    '/api/acervo/disponibilidade',
    {
      schema: {
        tags: ['acervo'],
        summary: 'Availability by campus of several titles (a result page) in one request',
        security: [{ bearer: [] }],
        querystring: DisponibilidadeQuery,
        response: { 200: DisponibilidadeResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => availabilityByCampus(db, [...new Set(request.query.acervos.split(',').map(Number))]),
  );

  app.get(
    '/api/acervo/:id/bibliotecas',
    {
      schema: {
        tags: ['acervo'],
        summary: 'Libraries holding a title, with copy counts',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: AcervoBibliotecaList, ...errors },
      },
    },
    async (request, reply) => {
      const ok = await titleId(request, reply);
      return ok ? copiesByLibrary(db, ok.id) : reply;
    },
  );

  app.get(
    '/api/acervo/:id/totais',
    {
      schema: {
        tags: ['acervo'],
        summary: 'Copy totals of a title',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: AcervoTotais, ...errors },
      },
    },
    async (request, reply) => {
      const ok = await titleId(request, reply);
      return ok ? copyTotals(db, ok.id) : reply;
    },
  );

  const stored = async (id: number): Promise<Stored> => {
    const [row] = await db.query<Stored>(
      `SELECT ${CITABLE_COLUMNS} FROM titulos WHERE cod_acervo = $1`,
      [id],
    );
    if (!row) throw new Error(`title ${id} vanished`);
    return row;
  };
  const registro = async (id: number): Promise<MarcRecord> => (await stored(id)).registro;

  app.get(
    '/api/acervo/:id/marc',
    {
      schema: {
        tags: ['acervo'],
        summary: 'The full MARC record: one row per subfield, leader first (paragrafo "000"), in record order',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: MarcRows, ...errors },
      },
    },
    async (request, reply) => {
      const ok = await titleId(request, reply);
      return ok ? marcRows(await registro(ok.id)) : reply;
    },
  );

  app.get(
    '/api/acervo/:id/dublin-core',
    {
      schema: {
        tags: ['acervo'],
        summary: 'Dublin Core elements mapped from MARC (LC crosswalk)',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: DublinCore, ...errors },
      },
    },
    async (request, reply) => {
      const ok = await titleId(request, reply);
      if (!ok) return reply;
      const row = await stored(ok.id);
      return dublinCore(row.registro, row.ano_publicacao, row.idioma);
    },
  );

  app.get(
    '/api/acervo/:id/links',
    {
      schema: {
        tags: ['acervo'],
        summary: 'Electronic locations of a title (856)',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: AcervoLinks, ...errors },
      },
    },
    async (request, reply) => {
      const ok = await titleId(request, reply);
      return ok ? recordLinks(await registro(ok.id)) : reply;
    },
  );

  app.get(
    '/api/acervo/:id/referencia',
    {
      schema: {
        tags: ['acervo'],
        summary: 'Bibliographic reference of a title (ABNT style)',
        security: [{ bearer: [] }],
        params: AcervoParams,
        response: { 200: AcervoReferencia, ...errors },
      },
    },
    async (request, reply) => {
      const ok = await titleId(request, reply);
      return ok ? abntReference(await stored(ok.id)) : reply;
    },
  );
};

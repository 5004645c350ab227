-- Issue 26 items 5 and 6: the patron's requests to the library's reference service — a
-- bibliographic survey (levantamento bibliográfico) and an exchange of publications (permuta) —
-- and the personal statistics page.
--
-- One row of pedidos_biblioteca per request, whatever its kind: who asked, its status (SPEC.md §4
-- style: recebido → em_andamento → respondido, or cancelado by the patron while not answered, or by
-- the library) and the library's answer (plain text). The kind's own fields live in
-- levantamentos_bibliograficos or permutas (+ permuta_itens, the publications offered or asked for).
CREATE TABLE pedidos_biblioteca (
  cod_pedido serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('levantamento', 'permuta')),
  situacao text NOT NULL DEFAULT 'recebido' CHECK (situacao IN ('recebido', 'em_andamento', 'respondido', 'cancelado')),
  resposta text,
  data_pedido timestamptz NOT NULL DEFAULT now(),
  data_situacao timestamptz,
  -- Who closed it when cancelled: the patron or the library.
  cancelado_por text CHECK (cancelado_por IN ('usuario', 'biblioteca')),
  -- The language the patron asked in (pt, en, es): the e-mail telling them it is answered is in it.
  idioma text NOT NULL DEFAULT 'pt' CHECK (idioma IN ('pt', 'en', 'es')),
  CHECK (situacao <> 'respondido' OR resposta IS NOT NULL)
);
CREATE INDEX pedidos_biblioteca_pessoa_idx ON pedidos_biblioteca (cod_pessoa, tipo, data_pedido DESC);
CREATE INDEX pedidos_biblioteca_abertos_idx ON pedidos_biblioteca (data_pedido) WHERE situacao IN ('recebido', 'em_andamento');

CREATE TABLE levantamentos_bibliograficos (
  cod_pedido integer PRIMARY KEY REFERENCES pedidos_biblioteca ON DELETE CASCADE,
  assunto text NOT NULL,
  ano_inicio integer NOT NULL,
  ano_fim integer NOT NULL CHECK (ano_inicio <= ano_fim),
  -- MARC language codes (the catalogue's titulos.idioma), at least one.
  idiomas text[] NOT NULL CHECK (cardinality(idiomas) > 0),
  -- The catalogue's work types (tipos_obra), at least one.
  tipos_obra integer[] NOT NULL CHECK (cardinality(tipos_obra) > 0),
  finalidade text NOT NULL,
  prazo date NOT NULL,
  observacoes text
);

CREATE TABLE permutas (
  cod_pedido integer PRIMARY KEY REFERENCES pedidos_biblioteca ON DELETE CASCADE,
  -- oferta: the patron offers publications to the library; procura: asks for the library's duplicates.
  modalidade text NOT NULL CHECK (modalidade IN ('oferta', 'procura')),
  -- The institution the patron asks on behalf of (a department, a journal), when any.
  instituicao text,
  observacoes text
);

CREATE TABLE permuta_itens (
  cod_pedido integer NOT NULL REFERENCES permutas ON DELETE CASCADE,
  ordem integer NOT NULL,
  titulo text NOT NULL,
  autor text,
  ano integer,
  quantidade integer NOT NULL CHECK (quantidade > 0),
  notas text,
  PRIMARY KEY (cod_pedido, ordem)
);

-- The pages as activities of module 571: 5729 bibliographic survey, 5730 exchange of publications,
-- 5732 personal statistics. Statistics: every category (a patron's own loans). Survey and exchange
-- are services of the library to its institution's people: every category except community
-- members (14), who hold no link to the institution the reference service answers for.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, a.cod
  FROM categorias_usuario c
 CROSS JOIN (VALUES (5729), (5730), (5732)) AS a(cod)
 WHERE NOT (c.cod_categoria = '14' AND a.cod IN (5729, 5730))
ON CONFLICT DO NOTHING;

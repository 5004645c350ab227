-- In public, which the functions below name: a database whose search_path starts elsewhere (the
-- API benchmark's schema bench_<N>) would otherwise get them in that schema, and public.unaccent fails.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

CREATE OR REPLACE FUNCTION estante_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE OR REPLACE FUNCTION estante_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(estante_unaccent($1)), '[^[:alnum:]]+', ' ', 'g')) $$;

CREATE TABLE configuracoes (
  chave text PRIMARY KEY,
  valor jsonb NOT NULL
);

CREATE TABLE funcionalidades (
  cod_atividade integer PRIMARY KEY,
  descricao text NOT NULL,
  ativo boolean NOT NULL DEFAULT true,
  ordem integer NOT NULL DEFAULT 0
);

CREATE TABLE tipos_obra (
  cod_tipo_obra integer PRIMARY KEY,
  descricao_pt text NOT NULL,
  descricao_en text NOT NULL,
  descricao_es text NOT NULL
);

INSERT INTO tipos_obra VALUES
  (1, 'Livro', 'Book', 'Libro'),
  (2, 'Periódico', 'Serial', 'Publicación periódica'),
  (3, 'Partitura', 'Score', 'Partitura'),
  (4, 'Mapa', 'Map', 'Mapa'),
  (5, 'Vídeo', 'Video', 'Video'),
  (6, 'Gravação sonora', 'Sound recording', 'Grabación sonora'),
  (7, 'Recurso eletrônico', 'Electronic resource', 'Recurso electrónico'),
  (8, 'Material gráfico', 'Graphic material', 'Material gráfico'),
  (9, 'Objeto', 'Object', 'Objeto'),
  (10, 'Kit', 'Kit', 'Kit'),
  (11, 'Material misto', 'Mixed materials', 'Materiales mixtos'),
  (12, 'Manuscrito', 'Manuscript', 'Manuscrito'),
  (99, 'Outro', 'Other', 'Otro');

-- Authority records, and lightweight headings for bibliographic headings with no authority record,
-- so every author and subject has a code.
CREATE TABLE autoridades (
  cod_autoridade serial PRIMARY KEY,
  numero_controle text UNIQUE,
  tipo char(1) NOT NULL,               -- A name, S subject, T uniform title
  tag text NOT NULL,
  cabecalho text NOT NULL,
  cabecalho_norm text NOT NULL,
  remissivas_ver jsonb NOT NULL DEFAULT '[]',       -- 4xx see from
  remissivas_ver_tambem jsonb NOT NULL DEFAULT '[]', -- 5xx see also
  registro jsonb,
  leve boolean NOT NULL DEFAULT false,
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX autoridades_norm_idx ON autoridades (cabecalho_norm);
CREATE INDEX autoridades_trgm_idx ON autoridades USING gin (cabecalho_norm gin_trgm_ops);

CREATE TABLE titulos (
  cod_acervo serial PRIMARY KEY,
  numero_controle text NOT NULL UNIQUE,  -- 001 (prefixed by 003 when present), or file#position
  controle_001 text,
  cod_tipo_obra integer NOT NULL REFERENCES tipos_obra,
  obra text NOT NULL,
  responsabilidade text,
  descricao text NOT NULL,
  ano_publicacao text,
  idioma text,
  local_publicacao text,
  editora text,
  edicao text,
  isbn text[] NOT NULL DEFAULT '{}',
  issn text[] NOT NULL DEFAULT '{}',
  classificacao text,
  descricao_fisica text,
  series text[] NOT NULL DEFAULT '{}',
  notas text[] NOT NULL DEFAULT '{}',
  links jsonb NOT NULL DEFAULT '[]',
  autores_txt text NOT NULL DEFAULT '',
  assuntos_txt text NOT NULL DEFAULT '',
  outros_txt text NOT NULL DEFAULT '',
  ordem_obra text NOT NULL,
  ordem_autor text,
  registro jsonb NOT NULL,
  arquivo_origem text,
  posicao_origem integer,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  doc_titulo tsvector GENERATED ALWAYS AS (to_tsvector('portuguese', estante_unaccent(obra))) STORED,
  doc_autor tsvector GENERATED ALWAYS AS (to_tsvector('portuguese', estante_unaccent(autores_txt))) STORED,
  doc_assunto tsvector GENERATED ALWAYS AS (to_tsvector('portuguese', estante_unaccent(assuntos_txt))) STORED,
  documento tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('portuguese', estante_unaccent(obra)), 'A') ||
    setweight(to_tsvector('portuguese', estante_unaccent(autores_txt)), 'B') ||
    setweight(to_tsvector('portuguese', estante_unaccent(assuntos_txt)), 'B') ||
    setweight(to_tsvector('portuguese', estante_unaccent(outros_txt)), 'C')
  ) STORED
);
CREATE INDEX titulos_documento_idx ON titulos USING gin (documento);
CREATE INDEX titulos_doc_titulo_idx ON titulos USING gin (doc_titulo);
CREATE INDEX titulos_doc_autor_idx ON titulos USING gin (doc_autor);
CREATE INDEX titulos_doc_assunto_idx ON titulos USING gin (doc_assunto);
CREATE INDEX titulos_ordem_obra_idx ON titulos (ordem_obra);

-- Authors (A) and subjects (S) of a title; campo = index of the field in registro.fields.
CREATE TABLE titulo_autoridade (
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  papel char(1) NOT NULL,
  ordem integer NOT NULL,
  campo integer NOT NULL,
  cod_autoridade integer NOT NULL REFERENCES autoridades,
  PRIMARY KEY (cod_acervo, papel, ordem)
);
CREATE INDEX titulo_autoridade_aut_idx ON titulo_autoridade (cod_autoridade);

-- Words of titles and headings for "did you mean" (trigram similarity).
CREATE TABLE vocabulario (
  palavra_norm text PRIMARY KEY,
  palavra text NOT NULL,
  frequencia integer NOT NULL
);
CREATE INDEX vocabulario_trgm_idx ON vocabulario USING gin (palavra_norm gin_trgm_ops);

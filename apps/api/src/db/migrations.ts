import type { Db } from './db';

// Append-only: a migration, once shipped, is never edited; add a new one instead.
// Text search: portuguese stemming over unaccented text. unaccent() is only STABLE, so an
// IMMUTABLE wrapper with an explicit dictionary lets it appear in generated columns and indexes.
const MIGRATIONS: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'catalogue',
    sql: `
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

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
`,
  },
  {
    id: 2,
    name: 'libraries, copies, activity details',
    sql: `
ALTER TABLE funcionalidades ADD COLUMN link text, ADD COLUMN informativo text;

-- horarios: [{dia_semana 1 (Monday) .. 7, abertura "HH:MM" | null, fechamento "HH:MM" | null}]
CREATE TABLE campus (
  cod_campus integer PRIMARY KEY,
  nome_campus text NOT NULL,
  telefone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  horarios jsonb NOT NULL DEFAULT '[]'   -- service (atendimento) hours
);

CREATE TABLE bibliotecas (
  cod_biblioteca integer PRIMARY KEY,
  cod_campus integer NOT NULL REFERENCES campus,
  desc_biblioteca text NOT NULL,
  sigla text NOT NULL,
  endereco text NOT NULL DEFAULT '',
  telefone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  horarios jsonb NOT NULL DEFAULT '[]'   -- opening hours
);
CREATE INDEX bibliotecas_campus_idx ON bibliotecas (cod_campus);

CREATE TABLE exemplares (
  cod_exemplar integer PRIMARY KEY,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  cod_biblioteca integer NOT NULL REFERENCES bibliotecas,
  volume text,
  tomo text,
  parte text,
  material text NOT NULL,
  tipo_emprestimo text NOT NULL,
  localizacao text NOT NULL,
  colecao text NOT NULL,
  situacao text NOT NULL CHECK (situacao IN ('disponivel', 'emprestado', 'reservado', 'consulta_local', 'em_transito')),
  data_devolucao_prevista date
);
CREATE INDEX exemplares_acervo_idx ON exemplares (cod_acervo);
`,
  },
  {
    id: 3,
    name: 'people, circulation, courses',
    sql: `
-- Patron categories (SPEC.md section 6); 13 and 14 (exchange, community) are our own codes.
CREATE TABLE categorias_usuario (
  cod_categoria char(2) PRIMARY KEY,
  descricao_pt text NOT NULL,
  descricao_en text NOT NULL,
  descricao_es text NOT NULL,
  ordem integer NOT NULL DEFAULT 0
);

INSERT INTO categorias_usuario VALUES
  ('01', 'Aluno de graduação', 'Undergraduate student', 'Estudiante de grado', 1),
  ('19', 'Aluno de graduação a distância', 'Digital undergraduate student', 'Estudiante de grado a distancia', 2),
  ('03', 'Aluno de pós-graduação', 'Graduate student', 'Estudiante de posgrado', 3),
  ('06', 'Aluno do programa de formação de professores', 'Education-programme student', 'Estudiante del programa de formación docente', 4),
  ('07', 'Aluno de idiomas / escola família agrícola', 'Languages / agricultural family school student', 'Estudiante de idiomas / escuela familia agrícola', 5),
  ('21', 'Aluno do ensino técnico', 'Technical secondary student', 'Estudiante de educación técnica', 6),
  ('09', 'Aluno de doutorado', 'Doctoral student', 'Estudiante de doctorado', 7),
  ('05', 'Funcionário', 'Staff', 'Funcionario', 8),
  ('12', 'Funcionário do hospital', 'Hospital staff', 'Funcionario del hospital', 9),
  ('13', 'Aluno de intercâmbio', 'Exchange student', 'Estudiante de intercambio', 10),
  ('14', 'Membro da comunidade', 'Community member', 'Miembro de la comunidad', 11),
  ('08', 'Aluno de mestrado', 'Master''s student', 'Estudiante de maestría', 12),
  ('04', 'Professor', 'Professor', 'Profesor', 13),
  ('10', 'Usuário especial', 'Special user', 'Usuario especial', 14);

-- Personal data (SPEC.md section 3). Never served without the person's own token.
CREATE TABLE pessoas (
  cod_pessoa serial PRIMARY KEY,
  nome_pessoa text NOT NULL,
  emails text[] NOT NULL DEFAULT '{}',
  telefone text,
  cod_categoria char(2) NOT NULL DEFAULT '01' REFERENCES categorias_usuario,
  bloqueio boolean NOT NULL DEFAULT false,   -- blocked by the library (fines, rules): no sign-in
  motivo_bloqueio text,
  logradouro text,
  complemento text,
  cep text,
  cidade text,
  bairro text,
  uf text,
  rg text,
  cpf text CHECK (cpf ~ '^[0-9]{11}$'),
  nacionalidade text,
  sexo text,
  data_nascimento date,
  escolaridade text,
  profissao text,
  estado_civil text,
  recebe_email boolean NOT NULL DEFAULT true,
  cod_biblioteca integer REFERENCES bibliotecas,   -- home library
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pessoas_categoria_idx ON pessoas (cod_categoria);

-- A user code (login) names one person, or several (the two-step "duplicate persons" login:
-- user code, choice of person, password); a person may have several linked logins. Each row has
-- its own password (argon2id PHC string; null: no password set, cannot sign in with a password).
CREATE TABLE logins (
  cod_login serial PRIMARY KEY,
  login text NOT NULL,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  senha_hash text,
  principal boolean NOT NULL DEFAULT true,          -- the person's default login
  tentativas_falhas integer NOT NULL DEFAULT 0,     -- consecutive failed attempts
  ultima_falha_em timestamptz,
  bloqueado boolean NOT NULL DEFAULT false,          -- password blocked (430): reset through recovery
  bloqueado_em timestamptz,
  bloqueado_ate timestamptz,                         -- null with bloqueado: until a password reset
  senha_alterada_em timestamptz,
  ultimo_acesso_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (login, cod_pessoa)
);
CREATE INDEX logins_login_lower_idx ON logins (lower(login));
CREATE INDEX logins_pessoa_idx ON logins (cod_pessoa);

-- Every password a login has had, the current one included ("differs from the last N passwords").
CREATE TABLE historico_senhas (
  cod_historico serial PRIMARY KEY,
  cod_login integer NOT NULL REFERENCES logins ON DELETE CASCADE,
  senha_hash text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX historico_senhas_login_idx ON historico_senhas (cod_login, criado_em DESC);

-- New acquisitions (SPEC.md section 9, types NA_A and NA_C): by the copy's acquisition date
-- (NA_A) or by its cataloguing date (NA_C).
ALTER TABLE exemplares ADD COLUMN data_aquisicao date, ADD COLUMN data_catalogacao date;
CREATE INDEX exemplares_aquisicao_idx ON exemplares (data_aquisicao);
CREATE INDEX exemplares_catalogacao_idx ON exemplares (data_catalogacao);

CREATE TABLE emprestimos (
  cod_emprestimo serial PRIMARY KEY,
  cod_exemplar integer NOT NULL REFERENCES exemplares ON DELETE CASCADE,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  data_emprestimo date NOT NULL,
  data_devolucao_prevista date NOT NULL,
  data_devolucao date,                      -- null: open loan
  qtde_renovacoes integer NOT NULL DEFAULT 0 CHECK (qtde_renovacoes >= 0),
  data_ultima_renovacao date
);
CREATE UNIQUE INDEX emprestimos_aberto_idx ON emprestimos (cod_exemplar) WHERE data_devolucao IS NULL;
CREATE INDEX emprestimos_pessoa_idx ON emprestimos (cod_pessoa, data_emprestimo DESC);

-- Holds: fila (in the queue, posicao_fila 1..n per title), liberada (a copy set aside for the
-- patron: cod_exemplar, data_liberacao, data_limite_retirada), cancelada, atendida (became a loan).
CREATE TABLE reservas (
  cod_reserva serial PRIMARY KEY,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  cod_exemplar integer REFERENCES exemplares ON DELETE SET NULL,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_biblioteca integer REFERENCES bibliotecas,   -- where the patron collects it
  situacao text NOT NULL CHECK (situacao IN ('fila', 'liberada', 'cancelada', 'atendida')),
  posicao_fila integer,
  data_reserva timestamptz NOT NULL,
  data_liberacao date,
  data_limite_retirada date,
  data_cancelamento date,
  motivo_cancelamento text
);
CREATE INDEX reservas_acervo_idx ON reservas (cod_acervo, situacao);
CREATE INDEX reservas_pessoa_idx ON reservas (cod_pessoa);

CREATE TABLE debitos (
  cod_debito serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_emprestimo integer REFERENCES emprestimos ON DELETE SET NULL,
  cod_biblioteca integer REFERENCES bibliotecas,
  tipo text NOT NULL DEFAULT 'atraso' CHECK (tipo IN ('atraso', 'perda', 'dano', 'outro')),
  motivo text NOT NULL,
  data_debito date NOT NULL,
  valor numeric(10, 2) NOT NULL CHECK (valor >= 0),
  desconto numeric(10, 2) NOT NULL DEFAULT 0 CHECK (desconto >= 0),
  valor_pago numeric(10, 2) NOT NULL DEFAULT 0 CHECK (valor_pago >= 0),
  data_pagamento date
);
CREATE INDEX debitos_pessoa_idx ON debitos (cod_pessoa);

-- Comments on a title (cod_acervo) or general comments to a library (cod_acervo null); shown
-- only once approved (SPEC.md section 4).
CREATE TABLE comentarios (
  cod_comentario serial PRIMARY KEY,
  cod_acervo integer REFERENCES titulos ON DELETE CASCADE,
  cod_biblioteca integer REFERENCES bibliotecas,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  texto text NOT NULL,
  data_comentario timestamptz NOT NULL,
  situacao text NOT NULL DEFAULT 'pendente' CHECK (situacao IN ('pendente', 'aprovado', 'rejeitado')),
  data_moderacao timestamptz,
  CHECK (cod_acervo IS NOT NULL OR cod_biblioteca IS NOT NULL)
);
CREATE INDEX comentarios_acervo_idx ON comentarios (cod_acervo, situacao);
CREATE INDEX comentarios_pessoa_idx ON comentarios (cod_pessoa);

-- Acquisition suggestion statuses (SPEC.md section 4); the codes are our own.
CREATE TABLE situacoes_sugestao (
  cod_situacao integer PRIMARY KEY,
  descricao_pt text NOT NULL,
  descricao_en text NOT NULL,
  descricao_es text NOT NULL
);

INSERT INTO situacoes_sugestao VALUES
  (1, 'Aguardando entrega', 'Awaiting delivery', 'Esperando entrega'),
  (2, 'Atendida', 'Attended', 'Atendida'),
  (3, 'Cancelada', 'Cancelled', 'Cancelada'),
  (4, 'Duplicada', 'Duplicated', 'Duplicada'),
  (5, 'Em cotação', 'In quotation', 'En cotización'),
  (6, 'Esgotada', 'Exhausted', 'Agotada'),
  (7, 'Finalizada / incompleta', 'Finished / incomplete', 'Finalizada / incompleta'),
  (8, 'Já existe no acervo', 'Already in the collection', 'Ya existe en el acervo'),
  (9, 'Não atendida', 'Not attended', 'No atendida'),
  (10, 'Não localizada', 'Not found', 'No encontrada'),
  (11, 'Parcialmente atendida', 'Partly attended', 'Parcialmente atendida'),
  (12, 'Em negociação', 'Trading', 'En negociación'),
  (13, 'Pré-sugestão', 'Pre-suggestion', 'Presugerencia'),
  (14, 'Sugestão de compra', 'Purchase suggestion', 'Sugerencia de compra');

CREATE TABLE sugestoes_aquisicao (
  cod_sugestao serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_campus integer REFERENCES campus,
  cod_biblioteca integer NOT NULL REFERENCES bibliotecas,
  autor text,
  titulo text NOT NULL,
  edicao text,
  editor text NOT NULL,
  isbn_issn text,
  periodico boolean NOT NULL DEFAULT false,
  outras_inf text,
  professor boolean NOT NULL DEFAULT false,   -- sent through the teachers' path
  data_sugestao timestamptz NOT NULL,
  cod_situacao integer NOT NULL DEFAULT 14 REFERENCES situacoes_sugestao,
  data_situacao date
);
CREATE INDEX sugestoes_pessoa_idx ON sugestoes_aquisicao (cod_pessoa);

CREATE TABLE cursos (
  cod_curso integer PRIMARY KEY,
  nome_curso text NOT NULL,
  sigla text NOT NULL,
  nivel text NOT NULL DEFAULT 'graduacao' CHECK (nivel IN ('graduacao', 'pos_graduacao', 'tecnico')),
  cod_campus integer REFERENCES campus
);

CREATE TABLE disciplinas (
  cod_disciplina integer PRIMARY KEY,
  codigo text NOT NULL UNIQUE,       -- e.g. BIB101
  nome_disciplina text NOT NULL,
  carga_horaria integer
);

CREATE TABLE curso_disciplina (
  cod_curso integer NOT NULL REFERENCES cursos ON DELETE CASCADE,
  cod_disciplina integer NOT NULL REFERENCES disciplinas ON DELETE CASCADE,
  periodo integer,                   -- semester of the curriculum
  PRIMARY KEY (cod_curso, cod_disciplina)
);
CREATE INDEX curso_disciplina_disc_idx ON curso_disciplina (cod_disciplina);

-- Professors are persons of category 04.
CREATE TABLE disciplina_professor (
  cod_disciplina integer NOT NULL REFERENCES disciplinas ON DELETE CASCADE,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  PRIMARY KEY (cod_disciplina, cod_pessoa)
);
CREATE INDEX disciplina_professor_pessoa_idx ON disciplina_professor (cod_pessoa);

-- Course bibliographies: tipo B basic, C complementary.
CREATE TABLE bibliografias (
  cod_disciplina integer NOT NULL REFERENCES disciplinas ON DELETE CASCADE,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  tipo char(1) NOT NULL CHECK (tipo IN ('B', 'C')),
  ordem integer NOT NULL DEFAULT 0,
  PRIMARY KEY (cod_disciplina, cod_acervo)
);
CREATE INDEX bibliografias_acervo_idx ON bibliografias (cod_acervo);
`,
  },
  {
    id: 4,
    name: 'sign-in: OAuth clients, refresh tokens, recovery codes, captcha, limits, permissions',
    sql: `
-- OAuth clients. segredo_hash: argon2id of the client secret (the seed sets it from
-- OAUTH_WEB_CLIENT_SECRET); publico: may also call without the secret (the browser), a wrong secret
-- is refused all the same.
CREATE TABLE oauth_clientes (
  client_id text PRIMARY KEY,
  nome text NOT NULL,
  segredo_hash text,
  publico boolean NOT NULL DEFAULT false,
  grants text[] NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);

-- A sign-in: every refresh token issued since the password was given (rotation keeps the family).
-- expira_em is absolute; revogada_em ends it (reuse of a refresh token, login switch, logout,
-- password change).
CREATE TABLE refresh_familias (
  familia uuid PRIMARY KEY,
  cod_login integer NOT NULL REFERENCES logins ON DELETE CASCADE,
  client_id text NOT NULL REFERENCES oauth_clientes ON DELETE CASCADE,
  criada_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,
  revogada_em timestamptz,
  motivo_revogacao text
);
CREATE INDEX refresh_familias_login_idx ON refresh_familias (cod_login);

-- Refresh tokens, stored as the sha-256 (hex) of the opaque token. Single use: usado_em is set
-- when it is exchanged; presenting it again revokes the family. expira_em: idle expiry.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  familia uuid NOT NULL REFERENCES refresh_familias ON DELETE CASCADE,
  cod_login integer NOT NULL REFERENCES logins ON DELETE CASCADE,
  emitido_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  revogado_em timestamptz
);
CREATE INDEX refresh_tokens_familia_idx ON refresh_tokens (familia);

-- Password recovery codes, stored as an HMAC (the code is short); single use, tentativas counts
-- wrong guesses (the code is dropped after a few).
CREATE TABLE codigos_recuperacao (
  cod_recuperacao serial PRIMARY KEY,
  cod_login integer NOT NULL REFERENCES logins ON DELETE CASCADE,
  codigo_hash text NOT NULL,
  criado_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  invalidado_em timestamptz,
  tentativas integer NOT NULL DEFAULT 0
);
CREATE INDEX codigos_recuperacao_login_idx ON codigos_recuperacao (cod_login, criado_em DESC);

-- ALTCHA payloads already accepted (single use), kept until their challenge expires.
CREATE TABLE captchas_usados (
  assinatura text PRIMARY KEY,
  expira_em timestamptz NOT NULL
);

-- Fixed-window attempt counters (per IP, per user code) shared by every replica.
CREATE TABLE limites_taxa (
  chave text PRIMARY KEY,
  inicio timestamptz NOT NULL,
  contagem integer NOT NULL
);

-- Authenticated permissions (SPEC.md section 6): activity within a module, per patron category.
-- Modules: 571 personal area (Meu Pergamum), 87 catalogue, 523 acquisition. Activities: 8 personal
-- area, 13 comments, 12 acquisition suggestion, 1212 teachers' purchase suggestion (our own code).
CREATE TABLE permissoes_categoria (
  cod_categoria char(2) NOT NULL REFERENCES categorias_usuario ON DELETE CASCADE,
  cod_modulo integer NOT NULL,
  cod_atividade integer NOT NULL,
  PRIMARY KEY (cod_categoria, cod_modulo, cod_atividade)
);

INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, p.cod_modulo, p.cod_atividade
FROM categorias_usuario c CROSS JOIN (VALUES (571, 8), (87, 13), (523, 12)) AS p (cod_modulo, cod_atividade);
INSERT INTO permissoes_categoria VALUES ('04', 523, 1212);
`,
  },
  {
    id: 5,
    name: 'facet values per title',
    sql: `
-- The facet values of every title, one row each, for the facet counts of /api/consulta (a join
-- and a GROUP BY instead of joining headings and copies per search). Multi-valued facets are
-- distinct sorted arrays, so a plain count counts titles. Kept in step by statement triggers on
-- titulos, titulo_autoridade and exemplares, whatever writes them (import, seed, circulation).
CREATE TABLE titulo_facetas (
  cod_acervo integer PRIMARY KEY REFERENCES titulos ON DELETE CASCADE,
  tipo integer NOT NULL,                  -- T: cod_tipo_obra
  idioma text,                            -- I
  ano text,                               -- Y: the first 4 digits of ano_publicacao
  editora text,                           -- E: estante_norm(editora), null when empty
  editora_desc text,                      -- the publisher as catalogued (the facet item's label)
  remoto boolean NOT NULL,                -- R: has an 856 link
  autores integer[] NOT NULL DEFAULT '{}',     -- A: authority codes
  assuntos integer[] NOT NULL DEFAULT '{}',    -- S: authority codes
  bibliotecas integer[] NOT NULL DEFAULT '{}'  -- B (and C through bibliotecas.cod_campus): libraries of its copies
);

CREATE FUNCTION estante_facetas_titulos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO titulo_facetas (cod_acervo, tipo, idioma, ano, editora, editora_desc, remoto, autores, assuntos, bibliotecas)
  SELECT n.cod_acervo, n.cod_tipo_obra, n.idioma, substring(n.ano_publicacao from '[0-9]{4}'), nullif(estante_norm(n.editora), ''),
    n.editora, jsonb_array_length(n.links) > 0,
    ARRAY(SELECT DISTINCT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = n.cod_acervo AND ta.papel = 'A' ORDER BY 1),
    ARRAY(SELECT DISTINCT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = n.cod_acervo AND ta.papel = 'S' ORDER BY 1),
    ARRAY(SELECT DISTINCT e.cod_biblioteca FROM exemplares e WHERE e.cod_acervo = n.cod_acervo ORDER BY 1)
  FROM novos n
  ON CONFLICT (cod_acervo) DO UPDATE SET tipo = EXCLUDED.tipo, idioma = EXCLUDED.idioma, ano = EXCLUDED.ano, editora = EXCLUDED.editora,
    editora_desc = EXCLUDED.editora_desc, remoto = EXCLUDED.remoto, autores = EXCLUDED.autores, assuntos = EXCLUDED.assuntos,
    bibliotecas = EXCLUDED.bibliotecas;
  RETURN NULL;
END $$;
CREATE TRIGGER titulos_facetas_ins AFTER INSERT ON titulos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_titulos();
CREATE TRIGGER titulos_facetas_upd AFTER UPDATE ON titulos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_titulos();

-- Headings (A, S) and copies (B) of the titles a statement touched; an UPDATE may move rows
-- from one title to another, so both its old and its new rows count (for copies only when the
-- title or the library changes: circulation updates copies all the time).
CREATE FUNCTION estante_facetas_cabecalhos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE titulo_facetas f SET
      autores = ARRAY(SELECT DISTINCT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = f.cod_acervo AND ta.papel = 'A' ORDER BY 1),
      assuntos = ARRAY(SELECT DISTINCT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = f.cod_acervo AND ta.papel = 'S' ORDER BY 1)
    WHERE f.cod_acervo IN (SELECT cod_acervo FROM antigos UNION SELECT cod_acervo FROM alterados);
  ELSE
    UPDATE titulo_facetas f SET
      autores = ARRAY(SELECT DISTINCT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = f.cod_acervo AND ta.papel = 'A' ORDER BY 1),
      assuntos = ARRAY(SELECT DISTINCT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = f.cod_acervo AND ta.papel = 'S' ORDER BY 1)
    WHERE f.cod_acervo IN (SELECT cod_acervo FROM alterados);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER titulo_autoridade_facetas_ins AFTER INSERT ON titulo_autoridade REFERENCING NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_cabecalhos();
CREATE TRIGGER titulo_autoridade_facetas_del AFTER DELETE ON titulo_autoridade REFERENCING OLD TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_cabecalhos();
CREATE TRIGGER titulo_autoridade_facetas_upd AFTER UPDATE ON titulo_autoridade REFERENCING OLD TABLE AS antigos NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_cabecalhos();

CREATE FUNCTION estante_facetas_exemplares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE titulo_facetas f SET
      bibliotecas = ARRAY(SELECT DISTINCT e.cod_biblioteca FROM exemplares e WHERE e.cod_acervo = f.cod_acervo ORDER BY 1)
    WHERE f.cod_acervo IN (
      SELECT unnest(ARRAY[a.cod_acervo, n.cod_acervo]) FROM antigos a FULL JOIN alterados n ON n.cod_exemplar = a.cod_exemplar
      WHERE (a.cod_acervo, a.cod_biblioteca) IS DISTINCT FROM (n.cod_acervo, n.cod_biblioteca));
  ELSE
    UPDATE titulo_facetas f SET
      bibliotecas = ARRAY(SELECT DISTINCT e.cod_biblioteca FROM exemplares e WHERE e.cod_acervo = f.cod_acervo ORDER BY 1)
    WHERE f.cod_acervo IN (SELECT cod_acervo FROM alterados);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER exemplares_facetas_ins AFTER INSERT ON exemplares REFERENCING NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_exemplares();
CREATE TRIGGER exemplares_facetas_del AFTER DELETE ON exemplares REFERENCING OLD TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_exemplares();
CREATE TRIGGER exemplares_facetas_upd AFTER UPDATE ON exemplares REFERENCING OLD TABLE AS antigos NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_exemplares();

-- The titles already there: the INSERT trigger's work, done once.
INSERT INTO titulo_facetas (cod_acervo, tipo, idioma, ano, editora, editora_desc, remoto, autores, assuntos, bibliotecas)
SELECT t.cod_acervo, t.cod_tipo_obra, t.idioma, substring(t.ano_publicacao from '[0-9]{4}'), nullif(estante_norm(t.editora), ''),
  t.editora, jsonb_array_length(t.links) > 0,
  ARRAY(SELECT DISTINCT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = t.cod_acervo AND ta.papel = 'A' ORDER BY 1),
  ARRAY(SELECT DISTINCT ta.cod_autoridade FROM titulo_autoridade ta WHERE ta.cod_acervo = t.cod_acervo AND ta.papel = 'S' ORDER BY 1),
  ARRAY(SELECT DISTINCT e.cod_biblioteca FROM exemplares e WHERE e.cod_acervo = t.cod_acervo ORDER BY 1)
FROM titulos t;
`,
  },
  {
    id: 6,
    name: 'single sign-on',
    sql: `
-- Single sign-on attempts (OpenID Connect and SAML), one row per start: what the identity
-- provider's return needs (state, PKCE verifier, SAML request id, the SPA's redirect), then the
-- outcome, until the SPA exchanges its reference for a token pair (once). The state and the
-- reference are stored as sha-256 (hex) only; the PKCE verifier never leaves the server.
CREATE TABLE sso_tentativas (
  cod_tentativa serial PRIMARY KEY,
  tipo text NOT NULL CHECK (tipo IN ('oidc', 'saml')),
  estado_hash text NOT NULL UNIQUE,       -- the OAuth state / SAML RelayState
  referencia_hash text UNIQUE,            -- what the SPA validates (oidc: the nonce, from the start; saml: from the return)
  pkce_verifier text,                     -- oidc
  oidc_nonce text,                        -- oidc: expected in the ID token
  saml_request_id text,                   -- saml: the AuthnRequest ID, expected as InResponseTo
  redirect text NOT NULL,                 -- the SPA's page the browser goes back to
  client_id text NOT NULL,
  criada_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,         -- the provider round trip; after the return, the validation
  retorno_em timestamptz,                 -- the provider sent the browser back (once)
  cod_login integer REFERENCES logins ON DELETE CASCADE,
  erro text,                              -- nao_encontrado, ambiguo, recusado, invalido
  erro_detalhe text,
  usada_em timestamptz                    -- exchanged for a token pair (single use)
);
CREATE INDEX sso_tentativas_expira_idx ON sso_tentativas (expira_em);

-- Per-installation settings an administrator may change (env vars override them; secrets only
-- in env): the OpenID provider and the SAML identity provider (src/sso/config.ts), and the
-- external content bases of /api/pessoas/token-redireciona (example addresses).
INSERT INTO configuracoes (chave, valor) VALUES
('sso', '{
  "oidc": { "issuer": null, "client_id": null, "scope": "openid email profile", "claim_login": "preferred_username", "claim_email": "email" },
  "saml": { "idp_metadata": null, "idp_sso_url": null, "idp_cert": null, "idp_issuer": null, "sp_entity_id": null,
            "atributo_login": "uid", "atributo_email": "email", "exigir_resposta_assinada": false },
  "origens_redirect": []
}'),
('bases_externas', '{
    "pearson": { "descricao": "Biblioteca Virtual Pearson", "link": "https://example.org/pearson/acesso" },
    "grupoa": { "descricao": "Grupo A", "link": "https://example.org/grupoa/acesso" },
    "cengage": { "descricao": "Cengage", "link": "https://example.org/cengage/acesso" },
    "editora_forum": { "descricao": "Editora Fórum", "link": "https://example.org/editora-forum/acesso" },
    "minhabiblioteca": { "descricao": "Minha Biblioteca", "link": "https://example.org/minhabiblioteca/acesso" },
    "ebrary": { "descricao": "Ebook Central (ebrary)", "link": "https://example.org/ebrary/acesso" },
    "rtonline": { "descricao": "Revista dos Tribunais Online", "link": "https://example.org/rtonline/acesso" },
    "lectio": { "descricao": "Lectio", "link": "https://example.org/lectio/acesso" },
    "gale": { "descricao": "Gale", "link": "https://example.org/gale/acesso" },
    "gale_book": { "descricao": "Gale eBooks", "link": "https://example.org/gale-book/acesso" },
    "oxford": { "descricao": "Oxford", "link": "https://example.org/oxford/acesso" },
    "proquest": { "descricao": "ProQuest", "link": "https://example.org/proquest/acesso" },
    "uptodate": { "descricao": "UpToDate", "link": "https://example.org/uptodate/acesso" },
    "lexicomp": { "descricao": "Lexicomp", "link": "https://example.org/lexicomp/acesso" },
    "solucto": { "descricao": "Solucto", "link": "https://example.org/solucto/acesso" },
    "jornalderesenhas": { "descricao": "Jornal de Resenhas", "link": "https://example.org/jornalderesenhas/acesso" }
}')
ON CONFLICT (chave) DO NOTHING;
`,
  },
  {
    id: 7,
    name: 'course, discipline and professor facets',
    sql: `
-- U (course), D (discipline) and P (professor) facets: a title is in the bibliography of a
-- discipline (bibliografias), the discipline is taught in courses (curso_disciplina) and by
-- professors (disciplina_professor). Distinct sorted arrays on the title's facet row, kept in step
-- by statement triggers on the three link tables.
ALTER TABLE titulo_facetas
  ADD COLUMN cursos integer[] NOT NULL DEFAULT '{}',       -- U: cod_curso
  ADD COLUMN disciplinas integer[] NOT NULL DEFAULT '{}',  -- D: cod_disciplina
  ADD COLUMN professores integer[] NOT NULL DEFAULT '{}';  -- P: cod_pessoa of a professor

-- Recomputes the three arrays of the given titles.
CREATE FUNCTION estante_facetas_cursos_de(titulos integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE titulo_facetas f SET
    disciplinas = ARRAY(SELECT DISTINCT b.cod_disciplina FROM bibliografias b WHERE b.cod_acervo = f.cod_acervo ORDER BY 1),
    cursos = ARRAY(SELECT DISTINCT cd.cod_curso FROM bibliografias b JOIN curso_disciplina cd USING (cod_disciplina)
                   WHERE b.cod_acervo = f.cod_acervo ORDER BY 1),
    professores = ARRAY(SELECT DISTINCT dp.cod_pessoa FROM bibliografias b JOIN disciplina_professor dp USING (cod_disciplina)
                        WHERE b.cod_acervo = f.cod_acervo ORDER BY 1)
  WHERE f.cod_acervo = ANY (titulos);
$$;

-- bibliografias: the titles of the old and new rows.
CREATE FUNCTION estante_facetas_bibliografias() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM estante_facetas_cursos_de(ARRAY(SELECT cod_acervo FROM antigos UNION SELECT cod_acervo FROM alterados));
  ELSE
    PERFORM estante_facetas_cursos_de(ARRAY(SELECT DISTINCT cod_acervo FROM alterados));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bibliografias_facetas_ins AFTER INSERT ON bibliografias REFERENCING NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_bibliografias();
CREATE TRIGGER bibliografias_facetas_del AFTER DELETE ON bibliografias REFERENCING OLD TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_bibliografias();
CREATE TRIGGER bibliografias_facetas_upd AFTER UPDATE ON bibliografias REFERENCING OLD TABLE AS antigos NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_bibliografias();

-- curso_disciplina and disciplina_professor: the titles in the bibliographies of the disciplines
-- of the old and new rows.
CREATE FUNCTION estante_facetas_disciplinas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM estante_facetas_cursos_de(ARRAY(SELECT DISTINCT b.cod_acervo FROM bibliografias b
      WHERE b.cod_disciplina IN (SELECT cod_disciplina FROM antigos UNION SELECT cod_disciplina FROM alterados)));
  ELSE
    PERFORM estante_facetas_cursos_de(ARRAY(SELECT DISTINCT b.cod_acervo FROM bibliografias b
      WHERE b.cod_disciplina IN (SELECT cod_disciplina FROM alterados)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER curso_disciplina_facetas_ins AFTER INSERT ON curso_disciplina REFERENCING NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_disciplinas();
CREATE TRIGGER curso_disciplina_facetas_del AFTER DELETE ON curso_disciplina REFERENCING OLD TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_disciplinas();
CREATE TRIGGER curso_disciplina_facetas_upd AFTER UPDATE ON curso_disciplina REFERENCING OLD TABLE AS antigos NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_disciplinas();
CREATE TRIGGER disciplina_professor_facetas_ins AFTER INSERT ON disciplina_professor REFERENCING NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_disciplinas();
CREATE TRIGGER disciplina_professor_facetas_del AFTER DELETE ON disciplina_professor REFERENCING OLD TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_disciplinas();
CREATE TRIGGER disciplina_professor_facetas_upd AFTER UPDATE ON disciplina_professor REFERENCING OLD TABLE AS antigos NEW TABLE AS alterados
  FOR EACH STATEMENT EXECUTE FUNCTION estante_facetas_disciplinas();

-- The bibliographies already there.
SELECT estante_facetas_cursos_de(ARRAY(SELECT DISTINCT cod_acervo FROM bibliografias));
`,
  },
  {
    id: 8,
    name: 'rede-pergamum',
    sql: `
-- The network of institutions (SPEC.md §7 Network: /rede-pergamum, /oai/instituicoes). The local
-- institution holds every title of this catalogue; the others hold the titles listed in rede_acervos.
CREATE TABLE instituicoes (
  cod_empresa integer PRIMARY KEY,
  desc_empresa text NOT NULL,
  sigla text NOT NULL,
  url_oai text NOT NULL,
  local boolean NOT NULL DEFAULT false
);
CREATE TABLE rede_acervos (
  cod_empresa integer NOT NULL REFERENCES instituicoes ON DELETE CASCADE,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  PRIMARY KEY (cod_empresa, cod_acervo)
);
CREATE INDEX rede_acervos_acervo_idx ON rede_acervos (cod_acervo);
`,
  },
];

/** Applies pending migrations in order; safe to run at every start. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS estante_migrations (
    id integer PRIMARY KEY, nome text NOT NULL, aplicada_em timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ id: number }>('SELECT id FROM estante_migrations')).map((r) => r.id));
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO estante_migrations (id, nome) VALUES ($1, $2)', [m.id, m.name]);
    });
    applied.push(m.id);
  }
  return applied;
}

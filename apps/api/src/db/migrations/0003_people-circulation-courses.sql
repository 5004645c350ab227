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

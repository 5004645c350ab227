-- Teaching plans of the personal area (issue 25 item 5; SPEC.md §1, §3 "teaching plan", §5 "at
-- least one teaching-plan field", "bibliography start page not greater than end page").

-- The courses a student is enrolled in (the seed had courses, their disciplines and the professors
-- who teach them, but no student in any course): a student reads the teaching plans of the
-- disciplines of these courses.
CREATE TABLE curso_aluno (
  cod_curso integer NOT NULL REFERENCES cursos ON DELETE CASCADE,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  PRIMARY KEY (cod_curso, cod_pessoa)
);
CREATE INDEX curso_aluno_pessoa_idx ON curso_aluno (cod_pessoa);

-- One plan per professor and discipline they teach (two professors of one discipline keep a plan
-- each). The plan lives only while the professor teaches the discipline (the foreign key on
-- disciplina_professor). Every save states the version it was read at and is applied only while
-- that is still the stored one (versao + 1 then): of two tabs saving at once one wins, the other
-- writes nothing (the same optimistic scheme as the personal data, migration 0020).
CREATE TABLE planos_ensino (
  cod_plano serial PRIMARY KEY,
  cod_disciplina integer NOT NULL,
  cod_pessoa integer NOT NULL,
  ementa text,
  objetivos text,
  conteudo text,
  metodologia text,
  avaliacao text,
  versao integer NOT NULL DEFAULT 1 CHECK (versao >= 1),
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cod_disciplina, cod_pessoa),
  FOREIGN KEY (cod_disciplina, cod_pessoa) REFERENCES disciplina_professor ON DELETE CASCADE,
  -- At least one field (SPEC.md §5), whatever a client sent.
  CHECK (btrim(coalesce(ementa, '')) <> '' OR btrim(coalesce(objetivos, '')) <> '' OR btrim(coalesce(conteudo, '')) <> ''
         OR btrim(coalesce(metodologia, '')) <> '' OR btrim(coalesce(avaliacao, '')) <> '')
);
CREATE INDEX planos_ensino_pessoa_idx ON planos_ensino (cod_pessoa);

-- A plan's bibliography: titles of the catalogue, basic (B) or complementary (C), in the plan's
-- order, each at most once per plan, with an optional chapter, pages and note.
CREATE TABLE plano_ensino_bibliografia (
  cod_plano integer NOT NULL REFERENCES planos_ensino ON DELETE CASCADE,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  tipo char(1) NOT NULL CHECK (tipo IN ('B', 'C')),
  ordem integer NOT NULL,
  capitulo text,
  pagina_inicial integer CHECK (pagina_inicial >= 1),
  pagina_final integer CHECK (pagina_final >= 1),
  nota text,
  PRIMARY KEY (cod_plano, cod_acervo),
  -- The start page is not greater than the end page (SPEC.md §5).
  CHECK (pagina_inicial IS NULL OR pagina_final IS NULL OR pagina_inicial <= pagina_final)
);
CREATE INDEX plano_ensino_bibliografia_acervo_idx ON plano_ensino_bibliografia (cod_acervo);

-- The teaching-plan page is activity 5726 of the personal area's module 571 (migration 0016): the
-- professors (04), who keep plans, and the student categories, who read the plans of their courses.
-- Staff (05), hospital staff (12), community members (14) and special users (10) neither teach a
-- discipline nor are enrolled in a course: the menu does not offer them an always-empty page.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, 5726
  FROM categorias_usuario c
 WHERE c.cod_categoria IN ('04', '01', '19', '03', '06', '07', '21', '09', '13', '08')
ON CONFLICT DO NOTHING;

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

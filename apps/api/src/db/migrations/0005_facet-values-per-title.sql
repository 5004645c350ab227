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

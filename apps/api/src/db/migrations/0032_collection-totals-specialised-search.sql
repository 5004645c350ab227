-- Issue 26 items 7 and 8: the collection totals page of the personal area, and the specialised
-- searches (laws, case law, archives, additional kinds of title, standards) drawn from the records.
--
-- 5733: the personal area's "collection totals" page (module 571; codes are our own, see 0016).
-- The totals are public (GET /api/acervo/totais), so every category gets the page.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, 5733 FROM categorias_usuario c
ON CONFLICT DO NOTHING;

-- What a MARC record (titulos.registro: {leader, fields: [{tag, value} | {tag, ind1, ind2,
-- subfields: [{code, value}]}]}) says of the specialised searches, as (tipo, valor) pairs:
--   atos-normativos: legislacao (008 nature of contents `l`), leis (a jurisdiction heading's form
--     subheading, 110/610/710 $b $k $t "Laws, statutes, etc." / "Leis, decretos…"), sobre-legislacao
--     (a subject subdivided "Law and legislation" / "Legislação", or a subject heading "Legislação…")
--   jurisprudencia: casos (008 `v`, or a genre/form "Cases", "Case law", "Jurisprudência"),
--     repertorios (008 `w`, law reports and digests)
--   arquivo: controle-arquivistico (leader/08 `a`), manuscritos (leader/06 d, f, t),
--     materiais-mistos (leader/06 p)
--   titulos-adicionais: the kinds of work of 008's nature of contents (b bibliographies, d
--     dictionaries, m theses — also any 502 dissertation note —, …)
--   produtos-target: normas (008 `u`, or a genre/form "Standards" / "Normas técnicas"), patentes (008 `j`)
-- Nature of contents: 008/24-27 of books (leader/06 a or t, not a serial), 008/24-27 of serials
-- (24 the entire work, 25-27 the contents). Nothing is invented: a title has a pair only when its
-- record carries the code or the field.
CREATE FUNCTION estante_especializadas(registro jsonb) RETURNS TABLE (tipo text, valor text)
LANGUAGE sql IMMUTABLE AS $$
  WITH r AS (
    SELECT coalesce(registro->>'leader', '') AS leader,
      coalesce((SELECT f->>'value' FROM jsonb_array_elements(registro->'fields') f WHERE f->>'tag' = '008' LIMIT 1), '') AS f008
  ), n AS (
    SELECT leader, CASE WHEN substr(leader, 7, 1) IN ('a', 't') THEN substr(f008, 25, 4) ELSE '' END AS natureza
    FROM r
  ), campos AS (
    SELECT f->>'tag' AS tag, s->>'code' AS codigo, s->>'value' AS texto
    FROM jsonb_array_elements(registro->'fields') f, jsonb_array_elements(CASE WHEN jsonb_typeof(f->'subfields') = 'array' THEN f->'subfields' ELSE '[]'::jsonb END) s
  ), pares AS (
    SELECT 'atos-normativos' AS tipo, 'legislacao' AS valor FROM n WHERE strpos(natureza, 'l') > 0
    UNION SELECT 'atos-normativos', 'leis' FROM campos
      WHERE tag IN ('110', '610', '710', '810') AND codigo IN ('b', 'k', 't')
        AND texto ~* '(laws|statutes|leis|decretos|lois|ordonnances|gesetze|leyes)'
    UNION SELECT 'atos-normativos', 'sobre-legislacao' FROM campos
      WHERE (tag ~ '^6[0-9][0-9]$' AND codigo IN ('v', 'x') AND texto ~* '^(law and legislation|legisla[cç][aã]o|legislaci[oó]n)')
         OR (tag = '650' AND codigo = 'a' AND texto ~* '^legisla[cç][aã]o')
    UNION SELECT 'jurisprudencia', 'casos' FROM n WHERE strpos(natureza, 'v') > 0
    UNION SELECT 'jurisprudencia', 'casos' FROM campos
      WHERE (tag = '655' AND codigo = 'a' OR tag ~ '^6[0-9][0-9]$' AND codigo = 'v')
        AND texto ~* '^(cases|case law|jurisprud[eê]ncia|ac[oó]rd[aã]os)'
    UNION SELECT 'jurisprudencia', 'repertorios' FROM n WHERE strpos(natureza, 'w') > 0
    UNION SELECT 'arquivo', 'controle-arquivistico' FROM n WHERE substr(leader, 9, 1) = 'a'
    UNION SELECT 'arquivo', 'manuscritos' FROM n WHERE substr(leader, 7, 1) IN ('d', 'f', 't')
    UNION SELECT 'arquivo', 'materiais-mistos' FROM n WHERE substr(leader, 7, 1) = 'p'
    UNION SELECT 'titulos-adicionais', k.valor FROM n, (VALUES
        ('b', 'bibliografias'), ('c', 'catalogos'), ('d', 'dicionarios'), ('e', 'enciclopedias'), ('f', 'manuais'),
        ('i', 'indices'), ('m', 'teses'), ('o', 'resenhas'), ('r', 'diretorios'), ('s', 'estatisticas'),
        ('t', 'relatorios-tecnicos'), ('y', 'anuarios'), ('5', 'calendarios'), ('6', 'quadrinhos')) k (letra, valor)
      WHERE strpos(n.natureza, k.letra) > 0
    UNION SELECT 'titulos-adicionais', 'teses' FROM campos WHERE tag = '502'
  ), alvo AS (
    SELECT 'produtos-target' AS tipo, 'normas' AS valor FROM n WHERE strpos(natureza, 'u') > 0
    UNION SELECT 'produtos-target', 'normas' FROM campos
      WHERE (tag = '655' AND codigo = 'a' OR tag ~ '^6[0-9][0-9]$' AND codigo = 'v') AND texto ~* '^(standards|normas t[eé]cnicas)'
    UNION SELECT 'produtos-target', 'patentes' FROM n WHERE strpos(natureza, 'j') > 0
  )
  SELECT tipo, valor FROM pares UNION SELECT tipo, valor FROM alvo
$$;

-- One row per (title, kind, value), kept in step with titulos by statement triggers whatever
-- writes it (import, seed, the benchmark's replication), as titulo_facetas is (migration 0005).
CREATE TABLE titulo_especializada (
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  tipo text NOT NULL,
  valor text NOT NULL,
  PRIMARY KEY (tipo, valor, cod_acervo)
);
CREATE INDEX titulo_especializada_acervo_idx ON titulo_especializada (cod_acervo);

CREATE FUNCTION estante_especializada_titulos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM titulo_especializada WHERE cod_acervo IN (SELECT cod_acervo FROM novos);
  INSERT INTO titulo_especializada (cod_acervo, tipo, valor)
  SELECT n.cod_acervo, e.tipo, e.valor FROM novos n, estante_especializadas(n.registro) e
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER titulos_especializada_ins AFTER INSERT ON titulos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION estante_especializada_titulos();
CREATE TRIGGER titulos_especializada_upd AFTER UPDATE ON titulos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION estante_especializada_titulos();

-- The titles already there: the INSERT trigger's work, done once.
INSERT INTO titulo_especializada (cod_acervo, tipo, valor)
SELECT t.cod_acervo, e.tipo, e.valor FROM titulos t, estante_especializadas(t.registro) e
ON CONFLICT DO NOTHING;

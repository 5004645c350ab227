-- Issue 26 item 1: the interest profile (Pergamum's selective dissemination of information,
-- SPEC.md §7 /api/perfil-interesse) and the alerts it raises when an import brings a matching title.
--
-- 5728: the personal area's "interest profile" and "new for you" pages (module 571; codes are our own,
-- see 0016). Every category gets it.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, 5728 FROM categorias_usuario c
ON CONFLICT DO NOTHING;

-- The class of a call number, the area an interest profile names: the LC class with its number
-- (`QA76` of `QA76.73.J38 S35 2005` or `QA 76.73`) or the three digits of a Dewey number (`981` of
-- `981.04 S586h`); null for anything else.
CREATE OR REPLACE FUNCTION estante_classe(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT substring(regexp_replace(upper(btrim($1)), '^([A-Z]{1,3}) +([0-9])', '\1\2') from '^([A-Z]{1,3}[0-9]*|[0-9]{3})') $$;

-- One entry of a patron's profile, in one of the four lists:
-- area_autor_assunto: an author (cod_autoridade of a name heading), a subject (of a subject heading)
--   or an area (`area`, a class of estante_classe);
-- periodicos: a serial title (cod_acervo) and what to be told of it (tipos_periodico: new issues,
--   tables of contents; at least one, SPEC.md §5);
-- tipo_obra: a type of work; titulos: words to follow in titles (`palavras` as typed).
-- `chave` is what makes two entries the same (the code, or the words normalised): a list holds it once
-- per patron whatever the server checked before writing (a double click, two tabs).
CREATE TABLE perfil_interesse (
  cod_item serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  lista text NOT NULL CHECK (lista IN ('area_autor_assunto', 'periodicos', 'tipo_obra', 'titulos')),
  tipo text CHECK (tipo IN ('autor', 'assunto', 'area')),
  cod_autoridade integer REFERENCES autoridades ON DELETE CASCADE,
  area text,
  cod_acervo integer REFERENCES titulos ON DELETE CASCADE,
  tipos_periodico text[],
  cod_tipo_obra integer REFERENCES tipos_obra,
  palavras text,
  chave text NOT NULL CHECK (chave <> ''),
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cod_pessoa, lista, chave),
  CHECK (lista <> 'area_autor_assunto' OR (tipo IS NOT NULL AND ((tipo = 'area') = (area IS NOT NULL)) AND ((tipo <> 'area') = (cod_autoridade IS NOT NULL)))),
  CHECK (lista <> 'periodicos' OR (cod_acervo IS NOT NULL AND cardinality(tipos_periodico) > 0
    AND tipos_periodico <@ ARRAY['fasciculos', 'sumarios']::text[])),
  CHECK (lista <> 'tipo_obra' OR cod_tipo_obra IS NOT NULL),
  CHECK (lista <> 'titulos' OR palavras IS NOT NULL)
);
CREATE INDEX perfil_interesse_autoridade_idx ON perfil_interesse (cod_autoridade) WHERE cod_autoridade IS NOT NULL;

-- Each title a patron was told of by the profile, once: an import that brings it again (the same
-- file twice, two imports at once) tells nobody anew. `cod_alerta` is the alert that named it.
CREATE TABLE perfil_interesse_avisos (
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  cod_alerta integer REFERENCES alertas ON DELETE SET NULL,
  avisado_em timestamptz NOT NULL,
  PRIMARY KEY (cod_pessoa, cod_acervo)
);

-- The alert it raises: one more kind of alert (tipo perfil_interesse, `dados.titulos` the titles).
-- The kinds' CHECK is rebuilt from the one in place, so kinds another migration added stay allowed.
DO $$
DECLARE
  c record;
  kinds text[];
BEGIN
  FOR c IN SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
            WHERE conrelid = 'alertas'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%reserva_liberada%'
  LOOP
    SELECT array_agg(m[1]) INTO kinds FROM regexp_matches(c.def, '''([a-z_]+)''', 'g') AS m;
    EXECUTE format('ALTER TABLE alertas DROP CONSTRAINT %I', c.conname);
  END LOOP;
  kinds := array(SELECT DISTINCT k FROM unnest(coalesce(kinds, ARRAY['reserva_liberada', 'devolucao_proxima', 'emprestimo_atrasado', 'solicitacao_disponivel', 'disponibilidade']) || ARRAY['perfil_interesse']) AS k ORDER BY 1);
  EXECUTE format('ALTER TABLE alertas ADD CONSTRAINT alertas_tipo_check CHECK (tipo = ANY (%L::text[]))', kinds);
END $$;

-- A signed-in patron's permanent basket (SPEC.md §1 personal area, §7 /acervo/cesta-permanente):
-- titles kept across sessions, unlike the visitor's basket in the browser. One row per patron and
-- title: adding a title twice (a double click, two tabs) keeps one row (INSERT … ON CONFLICT DO NOTHING).
CREATE TABLE cesta_permanente (
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  data_inclusao timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cod_pessoa, cod_acervo)
);
CREATE INDEX cesta_permanente_recentes_idx ON cesta_permanente (cod_pessoa, data_inclusao DESC);
CREATE INDEX cesta_permanente_acervo_idx ON cesta_permanente (cod_acervo);

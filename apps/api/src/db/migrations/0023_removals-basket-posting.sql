-- Issue 25 (personal area, 2 of 3): removals, the permanent basket's page and work posting.

-- Removals (SPEC.md §1 "removals", §7 GET /api/pessoas/afastamentos): the patron's periods away from
-- the institution as the registry office records them (a leave, an exchange, a locked enrolment…).
-- The kinds carry their names in the three languages; `motivo` is the registry's own note, as recorded.
CREATE TABLE tipos_afastamento (
  cod_tipo text PRIMARY KEY CHECK (cod_tipo ~ '^[a-z_]{1,40}$'),
  descricao_pt text NOT NULL,
  descricao_en text NOT NULL,
  descricao_es text NOT NULL
);

INSERT INTO tipos_afastamento (cod_tipo, descricao_pt, descricao_en, descricao_es) VALUES
  ('licenca_saude', 'Licença para tratamento de saúde', 'Health leave', 'Licencia por enfermedad'),
  ('licenca_maternidade', 'Licença-maternidade', 'Maternity leave', 'Licencia por maternidad'),
  ('licenca_paternidade', 'Licença-paternidade', 'Paternity leave', 'Licencia por paternidad'),
  ('intercambio', 'Intercâmbio', 'Exchange programme', 'Intercambio'),
  ('mobilidade', 'Mobilidade acadêmica', 'Academic mobility', 'Movilidad académica'),
  ('trancamento', 'Trancamento de matrícula', 'Locked enrolment', 'Matrícula suspendida'),
  ('capacitacao', 'Afastamento para capacitação', 'Leave for training', 'Licencia para capacitación'),
  ('outro', 'Outro afastamento', 'Other absence', 'Otra ausencia')
ON CONFLICT DO NOTHING;

CREATE TABLE afastamentos (
  cod_afastamento serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_tipo text NOT NULL REFERENCES tipos_afastamento,
  motivo text CHECK (motivo IS NULL OR length(motivo) <= 500),
  data_inicio date NOT NULL,
  -- null: open-ended (still away, no return date recorded)
  data_fim date,
  CHECK (data_fim IS NULL OR data_fim >= data_inicio)
);
-- A patron's removals, latest first.
CREATE INDEX afastamentos_pessoa_idx ON afastamentos (cod_pessoa, data_inicio DESC);

-- The pages as activities of the personal area's module 571 (see 0016): 5722 removals, 5723 the
-- permanent basket, 5724 work posting. Every category gets the three; an installation takes one
-- from a category by deleting its row.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, a.cod
  FROM categorias_usuario c
 CROSS JOIN (VALUES (5722), (5723), (5724)) AS a(cod)
ON CONFLICT DO NOTHING;

-- The clearance declaration ("nada consta"; issue 25; SPEC.md §1, §7): a patron with nothing pending
-- at the library (no open loan, no debt with a balance, no hold waiting to be collected, no loan
-- request in progress, no block) is issued a declaration. What it certifies is kept as it was on
-- the day (name, registration, institution), so the PDF read again and the public verification say
-- the same thing whatever changes later. `codigo` is the verification code: 28 characters of
-- Crockford's base32 drawn from the system's CSPRNG (140 bits), derived from nothing; the public
-- check looks it up and answers only the name, the masked registration and the issue date.
CREATE TABLE declaracoes_nada_consta (
  cod_declaracao serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  codigo text NOT NULL UNIQUE CHECK (codigo ~ '^[0-9A-HJKMNP-TV-Z]{28}$'),
  nome_pessoa text NOT NULL,
  matricula text NOT NULL,
  instituicao text NOT NULL,
  data_emissao date NOT NULL,
  emitida_em timestamptz NOT NULL,
  CHECK (data_emissao = (emitida_em AT TIME ZONE 'UTC')::date)
);

-- One declaration per patron and day: a double click or two tabs issuing at once get the same one
-- (the server also takes the patron's row lock, so the second request finds the first's).
CREATE UNIQUE INDEX declaracoes_nada_consta_dia_idx ON declaracoes_nada_consta (cod_pessoa, data_emissao);

-- The personal area's clearance page is activity 5721 of module 571 (see 0016): every category has it.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, 5721 FROM categorias_usuario c
ON CONFLICT DO NOTHING;

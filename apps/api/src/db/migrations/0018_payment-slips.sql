-- Payment slips (GRU, Guia de Recolhimento da União; SPEC.md §7 POST /unidade-informacao/gru) of a
-- patron's open balance at a library. The barcode (44 digits) and the "linha digitável" (48) follow
-- the FEBRABAN collection layout (product 8); `referencia` (17 digits) is the free field's
-- reference. A slip is open until its due date (vencimento); a patron asking again for the same
-- library and value while one is open gets that one back, so a double click makes one slip (the
-- unique index keeps it so even if two requests slip past the lock on the same day).
CREATE TABLE grus (
  cod_gru serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_biblioteca integer NOT NULL REFERENCES bibliotecas,
  referencia text NOT NULL UNIQUE CHECK (referencia ~ '^[0-9]{17}$'),
  valor numeric(10, 2) NOT NULL CHECK (valor > 0),
  data_emissao date NOT NULL,
  vencimento date NOT NULL CHECK (vencimento >= data_emissao),
  codigo_barras text NOT NULL CHECK (codigo_barras ~ '^[0-9]{44}$'),
  linha_digitavel text NOT NULL CHECK (linha_digitavel ~ '^[0-9]{48}$'),
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX grus_mesmo_dia_idx ON grus (cod_pessoa, cod_biblioteca, valor, data_emissao);
CREATE INDEX grus_pessoa_idx ON grus (cod_pessoa, cod_biblioteca, vencimento DESC);

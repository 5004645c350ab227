-- Serial holdings (the kardex): one row per issue of a serial a library expects, with when it came.
-- An issue is received (recebido, with its arrival date), late (atrasado: due and not come, still
-- expected) or missing (faltante: given up on, claimed from the publisher). `mes` .. `mes_final` is
-- the period the issue covers (1-12; a monthly issue has mes_final null), shown as month names in the
-- page's language; `data_prevista` is when it is due.
CREATE TABLE fasciculos (
  cod_fasciculo serial PRIMARY KEY,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  cod_biblioteca integer NOT NULL REFERENCES bibliotecas,
  ano integer NOT NULL CHECK (ano BETWEEN 1000 AND 9999),
  volume text,
  numero text,
  mes integer CHECK (mes BETWEEN 1 AND 12),
  mes_final integer CHECK (mes_final BETWEEN 1 AND 12 AND mes_final >= mes),
  data_prevista date NOT NULL,
  data_chegada date,
  situacao text NOT NULL CHECK (situacao IN ('recebido', 'atrasado', 'faltante')),
  CHECK ((situacao = 'recebido') = (data_chegada IS NOT NULL))
);
CREATE INDEX fasciculos_acervo_idx ON fasciculos (cod_acervo, ano, mes);
CREATE UNIQUE INDEX fasciculos_unico_idx ON fasciculos (cod_acervo, cod_biblioteca, ano, coalesce(volume, ''), coalesce(numero, ''));

-- Linked tables of contents: the articles of a serial issue (cod_fasciculo set) or the chapters of a
-- book (cod_fasciculo null), in `ordem`. The record's own 505 note is read from the record instead.
CREATE TABLE sumarios (
  cod_sumario serial PRIMARY KEY,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  cod_fasciculo integer REFERENCES fasciculos ON DELETE CASCADE,
  ordem integer NOT NULL CHECK (ordem > 0),
  titulo text NOT NULL CHECK (titulo <> ''),
  autores text,
  paginas text
);
CREATE INDEX sumarios_acervo_idx ON sumarios (cod_acervo, cod_fasciculo, ordem);
CREATE UNIQUE INDEX sumarios_fasciculo_ordem_idx ON sumarios (cod_fasciculo, ordem) WHERE cod_fasciculo IS NOT NULL;
CREATE UNIQUE INDEX sumarios_livro_ordem_idx ON sumarios (cod_acervo, ordem) WHERE cod_fasciculo IS NULL;

-- A title's loans by date (its statistics per month): from its copies to their loans without
-- reading every loan of the copy's history.
CREATE INDEX IF NOT EXISTS emprestimos_exemplar_data_idx ON emprestimos (cod_exemplar, data_emprestimo);

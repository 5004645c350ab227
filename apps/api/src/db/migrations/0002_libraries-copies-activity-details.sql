ALTER TABLE funcionalidades ADD COLUMN link text, ADD COLUMN informativo text;

-- horarios: [{dia_semana 1 (Monday) .. 7, abertura "HH:MM" | null, fechamento "HH:MM" | null}]
CREATE TABLE campus (
  cod_campus integer PRIMARY KEY,
  nome_campus text NOT NULL,
  telefone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  horarios jsonb NOT NULL DEFAULT '[]'   -- service (atendimento) hours
);

CREATE TABLE bibliotecas (
  cod_biblioteca integer PRIMARY KEY,
  cod_campus integer NOT NULL REFERENCES campus,
  desc_biblioteca text NOT NULL,
  sigla text NOT NULL,
  endereco text NOT NULL DEFAULT '',
  telefone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  horarios jsonb NOT NULL DEFAULT '[]'   -- opening hours
);
CREATE INDEX bibliotecas_campus_idx ON bibliotecas (cod_campus);

CREATE TABLE exemplares (
  cod_exemplar integer PRIMARY KEY,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  cod_biblioteca integer NOT NULL REFERENCES bibliotecas,
  volume text,
  tomo text,
  parte text,
  material text NOT NULL,
  tipo_emprestimo text NOT NULL,
  localizacao text NOT NULL,
  colecao text NOT NULL,
  situacao text NOT NULL CHECK (situacao IN ('disponivel', 'emprestado', 'reservado', 'consulta_local', 'em_transito')),
  data_devolucao_prevista date
);
CREATE INDEX exemplares_acervo_idx ON exemplares (cod_acervo);

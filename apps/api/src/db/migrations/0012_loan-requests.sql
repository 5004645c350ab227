-- Loan requests (SPEC.md §3 "loan request with status", §4, §5, §7 "Requests", §8): a patron asks the
-- library for a title — delivered home (domicilio), to pick up at a library (retirada), sent from
-- another library (inter_bibliotecas), or one copy of the closed stacks brought to a desk
-- (acervo_fechado). What was chosen (volume, tome, part, material: null where the copies have none),
-- where it is received (cod_biblioteca), the origin library of an interlibrary request, the copy of a
-- closed-stacks request, and the contact the patron gave for this request (address, phone, e-mails).
-- Statuses: aguardando (waiting), em_transito (in transit), disponivel (available to collect),
-- finalizada (finished), cancelada (cancelled; by the patron only while waiting).
CREATE TABLE solicitacoes (
  cod_solicitacao serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('domicilio', 'retirada', 'inter_bibliotecas', 'acervo_fechado')),
  situacao text NOT NULL DEFAULT 'aguardando' CHECK (situacao IN ('aguardando', 'em_transito', 'disponivel', 'finalizada', 'cancelada')),
  volume text,
  tomo text,
  parte text,
  material text,
  cod_exemplar integer REFERENCES exemplares ON DELETE SET NULL,
  cod_biblioteca integer NOT NULL REFERENCES bibliotecas,
  cod_biblioteca_origem integer REFERENCES bibliotecas,
  endereco text CHECK (length(endereco) <= 300),
  telefone text NOT NULL CHECK (telefone ~ '^[0-9() -]{1,16}$'),
  emails text[] NOT NULL CHECK (cardinality(emails) BETWEEN 1 AND 10),
  data_solicitacao timestamptz NOT NULL,
  data_atualizacao timestamptz NOT NULL,
  data_cancelamento timestamptz,
  chave_idempotencia text CHECK (length(chave_idempotencia) BETWEEN 1 AND 200),
  CHECK ((tipo = 'inter_bibliotecas') = (cod_biblioteca_origem IS NOT NULL)),
  CHECK (tipo = 'acervo_fechado' OR cod_exemplar IS NULL),
  CHECK (tipo NOT IN ('domicilio', 'inter_bibliotecas') OR endereco IS NOT NULL),
  CHECK ((situacao = 'cancelada') = (data_cancelamento IS NOT NULL))
);

-- At most one open request (not finished, not cancelled) per patron and title, whatever the server
-- checked before writing (a double click, two tabs sending at once).
CREATE UNIQUE INDEX solicitacoes_aberta_pessoa_idx ON solicitacoes (cod_pessoa, cod_acervo)
  WHERE situacao IN ('aguardando', 'em_transito', 'disponivel');

-- One request per patron and Idempotency-Key: the replay of a send finds the request it made.
CREATE UNIQUE INDEX solicitacoes_idempotencia_idx ON solicitacoes (cod_pessoa, chave_idempotencia) WHERE chave_idempotencia IS NOT NULL;

-- A patron's requests, newest first (the list and its status filter).
CREATE INDEX solicitacoes_pessoa_idx ON solicitacoes (cod_pessoa, data_solicitacao DESC);

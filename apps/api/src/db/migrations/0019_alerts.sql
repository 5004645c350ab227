-- Alerts of the personal area (SPEC.md §3 "alert", §7 /api/solicitacoes/alertas): a notice to the
-- patron about their circulation (a released hold, a loan due soon, an overdue loan, a loan request
-- ready to collect) or an availability alert the patron sets on a title (disponibilidade). The text
-- is never stored: it is built in the reader's language from `tipo` and `dados` (dates, deadlines,
-- the hold or loan it is about). Removing an alert deletes its row; reading it sets `lido` and the
-- time it was read.
CREATE TABLE alertas (
  cod_alerta serial PRIMARY KEY,
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('reserva_liberada', 'devolucao_proxima', 'emprestimo_atrasado', 'solicitacao_disponivel', 'disponibilidade')),
  cod_acervo integer REFERENCES titulos ON DELETE CASCADE,
  dados jsonb NOT NULL DEFAULT '{}',
  data_alerta timestamptz NOT NULL,
  lido boolean NOT NULL DEFAULT false,
  data_leitura timestamptz,
  CHECK (lido = (data_leitura IS NOT NULL)),
  CHECK (tipo <> 'disponibilidade' OR cod_acervo IS NOT NULL),
  CHECK (jsonb_typeof(dados) = 'object')
);

-- A patron's alerts, newest first (the list and its date filter).
CREATE INDEX alertas_pessoa_idx ON alertas (cod_pessoa, data_alerta DESC);

-- The unread count of the personal area's summary and menu.
CREATE INDEX alertas_nao_lidos_idx ON alertas (cod_pessoa) WHERE NOT lido;

-- At most one availability alert per patron and title, whatever the server checked before writing
-- (a double click, two tabs setting it at once).
CREATE UNIQUE INDEX alertas_disponibilidade_idx ON alertas (cod_pessoa, cod_acervo) WHERE tipo = 'disponibilidade';

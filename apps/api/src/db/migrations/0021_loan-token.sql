-- The loan token (SPEC.md §1 personal area: a digital library card the loan desk scans). A patron
-- has at most one live token (the primary key): a new one replaces the row, so the previous token
-- stops working, and of two requests at once only the last write's token works. The token itself
-- is never stored: `token_hash` is its SHA-256 (what the desk's lookup uses) and `semente` the
-- random seed it is derived from with the server's secret (HMAC), so the patron's page can show it
-- again and a copy of the database alone gives no usable token. Validating deletes the row (single use).
CREATE TABLE tokens_emprestimo (
  cod_pessoa integer PRIMARY KEY REFERENCES pessoas ON DELETE CASCADE,
  cod_login integer NOT NULL REFERENCES logins ON DELETE CASCADE,
  token_hash text NOT NULL,
  semente bytea NOT NULL,
  criado_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,
  CHECK (expira_em > criado_em)
);

-- Two patrons never share a token: a collision makes the insert fail and the server draws again.
CREATE UNIQUE INDEX tokens_emprestimo_hash_idx ON tokens_emprestimo (token_hash);


-- Renewals and the due-date calendar feed (issue 16, personal area: loans).
-- How many times a loan of each category may be renewed (SPEC.md §3 loan: renewal count and limit).
-- 2 for every category, the seed's MAX_RENEWALS (apps/api/src/seed/circulation/model.ts reads the
-- same constant as the renewal rules, LIMITE_RENOVACOES_PADRAO).
ALTER TABLE politicas_circulacao
  ADD COLUMN limite_renovacoes integer NOT NULL DEFAULT 2 CHECK (limite_renovacoes >= 0);

-- A patron's private address of the due-date feed (.ics). Only the SHA-256 of its key is kept: the
-- address is shown once when made; making it again replaces the key (the old address stops
-- working) and deleting the row revokes it. One per patron.
CREATE TABLE calendarios_emprestimo (
  cod_pessoa integer PRIMARY KEY REFERENCES pessoas (cod_pessoa) ON DELETE CASCADE,
  chave_sha256 bytea NOT NULL UNIQUE CHECK (octet_length(chave_sha256) = 32),
  criado_em timestamptz NOT NULL
);

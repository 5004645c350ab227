-- Holds placed by patrons (SPEC.md §3, §4, §7 "Reservation"): what the patron chose (volume, tome,
-- part, material: null where the copies have none; material null on holds placed before the choice
-- was recorded, which any copy of the title serves) and the Idempotency-Key of the form that sent it,
-- so a repeated send (double click, retry) answers the same hold instead of placing another.
ALTER TABLE reservas
  ADD COLUMN volume text,
  ADD COLUMN tomo text,
  ADD COLUMN parte text,
  ADD COLUMN material text,
  ADD COLUMN chave_idempotencia text CHECK (length(chave_idempotencia) BETWEEN 1 AND 200);

-- At most one open hold (in the queue or released) per patron and title, whatever the server checked
-- before writing (two tabs sending at once).
CREATE UNIQUE INDEX reservas_aberta_pessoa_idx ON reservas (cod_pessoa, cod_acervo) WHERE situacao IN ('fila', 'liberada');

-- One hold per patron and key: the replay of a send finds the hold it made.
CREATE UNIQUE INDEX reservas_idempotencia_idx ON reservas (cod_pessoa, chave_idempotencia) WHERE chave_idempotencia IS NOT NULL;

-- Queue positions are unique per title among the holds in the queue. Deferred to the commit, so that
-- cancelling closes the gap (every position behind moves up by one) in one statement whatever order
-- the rows are updated in.
ALTER TABLE reservas
  ADD CONSTRAINT reservas_posicao_fila_unica EXCLUDE USING btree (cod_acervo WITH =, posicao_fila WITH =)
  WHERE (situacao = 'fila') DEFERRABLE INITIALLY DEFERRED;

ALTER TABLE reservas
  ADD CONSTRAINT reservas_posicao_fila_valida CHECK ((situacao = 'fila') = (posicao_fila IS NOT NULL) AND (posicao_fila IS NULL OR posicao_fila >= 1));

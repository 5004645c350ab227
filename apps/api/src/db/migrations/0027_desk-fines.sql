-- The desk's calls (issue 26): a late return at the desk creates the fine the debts page shows.
-- The fine per day late is the circulation policy's, per patron category: "Normal" copies and
-- special-loan copies ("Especial …", prazo_especial_dias). The defaults are the rates the seed's
-- fines were computed with (apps/api/src/seed/circulation/model.ts, FINE_PER_DAY).
ALTER TABLE politicas_circulacao
  ADD COLUMN multa_dia numeric(10, 2) NOT NULL DEFAULT 1.00 CHECK (multa_dia >= 0),
  ADD COLUMN multa_dia_especial numeric(10, 2) NOT NULL DEFAULT 2.00 CHECK (multa_dia_especial >= 0);

-- Personal data (issue 16, /api/meu-pergamum/dados-pessoais): optimistic concurrency. Every save
-- of a person's data states the version it was read at and is applied only while that is still the
-- stored one (versao + 1 then): a save from a stale window is refused and overwrites nothing.
ALTER TABLE pessoas ADD COLUMN IF NOT EXISTS versao integer NOT NULL DEFAULT 1;

-- The sample of the catalogue that /api/consulta estimates its total and facets on when a term finds
-- more titles than it counts exactly (README "Search at scale"): the titles whose bucket, the low 14
-- bits of a hash of cod_acervo (0 … 16383, spread evenly whatever the codes), is below a cut-off k
-- (k / 16384 of the catalogue). This index gives the sample as a bitmap, which PostgreSQL ANDs with
-- the full-text index's, so only the sampled titles' rows are read, not every title the term finds.
CREATE INDEX IF NOT EXISTS titulos_amostra_idx ON titulos ((hashint4(cod_acervo) & 16383));

-- The selective filters of the search (author, subject, year, publisher) as indexes, so that a broad
-- term with such a filter starts from the filter's few titles instead of joining every title the
-- term finds (the conditions of facets.repository.ts: `f.autores @> ARRAY[…]`, `f.ano = …`).
CREATE INDEX IF NOT EXISTS titulo_facetas_autores_idx ON titulo_facetas USING gin (autores);
CREATE INDEX IF NOT EXISTS titulo_facetas_assuntos_idx ON titulo_facetas USING gin (assuntos);
CREATE INDEX IF NOT EXISTS titulo_facetas_ano_idx ON titulo_facetas (ano);
CREATE INDEX IF NOT EXISTS titulo_facetas_editora_idx ON titulo_facetas (editora);

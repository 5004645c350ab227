-- Issue 25 item 7: the external content bases of the personal area and the links of a title.
--
-- 5727: the personal area's "external content bases" page (module 571; codes are our own, see
-- 0016). Every category gets it: any patron may open the bases the institution subscribes to.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, 5727 FROM categorias_usuario c
ON CONFLICT DO NOTHING;

-- One row per opening of a title's link (POST /api/vinculos/estatistica-acesso): counts are
-- count(*) of the rows, so two openings at once are two rows, never a lost update. Who opened it is
-- kept for the library (null for a visitor, or once the person is removed) and never answered.
CREATE TABLE acessos_vinculo (
  cod_acesso bigserial PRIMARY KEY,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  cod_pessoa integer REFERENCES pessoas ON DELETE SET NULL,
  acessado_em timestamptz NOT NULL
);
CREATE INDEX acessos_vinculo_titulo_idx ON acessos_vinculo (cod_acervo, url);

-- The standards bases of /api/vinculos/abnt and /api/vinculos/target beside the others (example
-- addresses; an installation's own entries win).
UPDATE configuracoes
   SET valor = '{
     "abnt": { "descricao": "ABNT Coleção", "link": "https://example.org/abnt/acesso" },
     "target": { "descricao": "Target GEDWeb", "link": "https://example.org/target/acesso" }
   }'::jsonb || valor
 WHERE chave = 'bases_externas';

-- The seeded e-textbooks link to the library's e-book platform (856 $u http://ebooks.example.com):
-- that platform is the Ebook Central (ebrary) base of the example configuration, so a title's link
-- opens through the patron's signed access address. Only while the example address is unchanged.
UPDATE configuracoes
   SET valor = jsonb_set(valor, '{ebrary,link}', '"http://ebooks.example.com/acesso"')
 WHERE chave = 'bases_externas' AND valor->'ebrary'->>'link' = 'https://example.org/ebrary/acesso';

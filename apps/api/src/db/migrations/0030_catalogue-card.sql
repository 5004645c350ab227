-- Issue 26 (personal area, 3 of 3), the catalogue card: 5731 is the personal area's "catalogue
-- card" page (module 571; codes are our own, see 0016). Every category gets it; an installation
-- takes it from a category by deleting its row. The card itself is public (GET
-- /api/acervo/{id}/ficha-catalografica): the activity gates only the page listing the patron's titles.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, 5731 FROM categorias_usuario c
ON CONFLICT DO NOTHING;

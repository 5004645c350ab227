-- The personal area's pages as activities of its module 571 (SPEC.md §9; codes are our own):
-- 5711 loans and renewals, 5712 history, 5713 debts, 5714 holds, 5715 requests, 5716 alerts,
-- 5717 personal data, 5718 change password, 5719 user switch, 5720 loan token. The menu shows a
-- page only to a category holding its pair and the page's endpoints refuse the others (403).
-- Every category has them all except the loan token, which community members (14) do not get:
-- they hold no institutional card for the desk to scan.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, a.cod
  FROM categorias_usuario c
 CROSS JOIN (VALUES (5711), (5712), (5713), (5714), (5715), (5716), (5717), (5718), (5719), (5720)) AS a(cod)
 WHERE NOT (c.cod_categoria = '14' AND a.cod = 5720)
ON CONFLICT DO NOTHING;

-- Acquisition suggestions and purchase orders (issue 25 item 4; SPEC.md §3 "purchase suggestion",
-- §4 its statuses, §6 "teachers have a separate purchase suggestion path", §7 /api/aquisicao).
--
-- A teacher's suggestion (`professor`, sent by a category holding module 523 activity 1212) may name
-- the course or discipline it is for; nobody else's may. `motivo` is the library's reason when it
-- refuses one (not attended, cancelled, exhausted, not found…), read by the patron as written.
ALTER TABLE sugestoes_aquisicao
  ADD COLUMN cod_curso integer REFERENCES cursos ON DELETE SET NULL,
  ADD COLUMN cod_disciplina integer REFERENCES disciplinas ON DELETE SET NULL,
  ADD COLUMN motivo text,
  ADD CONSTRAINT sugestoes_curso_so_professor CHECK (professor OR (cod_curso IS NULL AND cod_disciplina IS NULL));

-- A patron's suggestions, newest first (the personal area's list and the "same suggestion a moment
-- ago" check of a send).
CREATE INDEX sugestoes_pessoa_data_idx ON sugestoes_aquisicao (cod_pessoa, data_sugestao DESC);
-- The library's view: teachers' suggestions apart.
CREATE INDEX sugestoes_professor_idx ON sugestoes_aquisicao (professor, data_sugestao DESC);

CREATE TABLE fornecedores (
  cod_fornecedor serial PRIMARY KEY,
  nome text NOT NULL UNIQUE
);

-- A purchase order the library placed with a supplier. `numero` is the one the library prints
-- (e.g. PC-2026/0012).
CREATE TABLE pedidos_compra (
  cod_pedido serial PRIMARY KEY,
  numero text NOT NULL UNIQUE,
  cod_biblioteca integer NOT NULL REFERENCES bibliotecas,
  cod_fornecedor integer NOT NULL REFERENCES fornecedores,
  data_pedido date NOT NULL,
  previsao_entrega date,
  situacao text NOT NULL DEFAULT 'aberto' CHECK (situacao IN ('aberto', 'enviado', 'recebido_parcial', 'recebido', 'cancelado'))
);

-- The items of an order; an item bought because of a suggestion names it (one order per
-- suggestion). When it arrives, `data_chegada`; once catalogued, the title in the catalogue.
CREATE TABLE itens_pedido (
  cod_item serial PRIMARY KEY,
  cod_pedido integer NOT NULL REFERENCES pedidos_compra ON DELETE CASCADE,
  cod_sugestao integer UNIQUE REFERENCES sugestoes_aquisicao ON DELETE SET NULL,
  quantidade integer NOT NULL DEFAULT 1 CHECK (quantidade > 0),
  valor_unitario numeric(12, 2) CHECK (valor_unitario IS NULL OR valor_unitario >= 0),
  data_chegada date,
  cod_acervo integer REFERENCES titulos ON DELETE SET NULL,
  CHECK (cod_acervo IS NULL OR data_chegada IS NOT NULL)
);
CREATE INDEX itens_pedido_pedido_idx ON itens_pedido (cod_pedido);

-- The personal area's "acquisition suggestions and purchase orders" page: activity 5725 of module
-- 571 (our own code, see migration 0016), given to every category.
INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, 571, 5725 FROM categorias_usuario c
ON CONFLICT DO NOTHING;

-- The library's circulation policy per patron category: days of a normal loan, and how many open
-- holds, open loan requests and comments a day a patron may have. The holds, requests and comments
-- modules read their limits here (one place a library changes them); the seed's loans follow the
-- same loan days.
CREATE TABLE politicas_circulacao (
  cod_categoria char(2) PRIMARY KEY REFERENCES categorias_usuario,
  prazo_emprestimo_dias integer NOT NULL CHECK (prazo_emprestimo_dias > 0),
  limite_reservas integer NOT NULL CHECK (limite_reservas >= 0),
  limite_solicitacoes integer NOT NULL CHECK (limite_solicitacoes >= 0),
  limite_comentarios_dia integer NOT NULL CHECK (limite_comentarios_dia >= 0)
);

INSERT INTO politicas_circulacao (cod_categoria, prazo_emprestimo_dias, limite_reservas, limite_solicitacoes, limite_comentarios_dia)
SELECT cod_categoria,
       CASE cod_categoria WHEN '04' THEN 28 WHEN '03' THEN 21 WHEN '08' THEN 21 WHEN '09' THEN 21 ELSE 14 END,
       CASE cod_categoria WHEN '04' THEN 15 WHEN '03' THEN 10 WHEN '08' THEN 10 WHEN '09' THEN 10 ELSE 5 END,
       CASE cod_categoria WHEN '04' THEN 10 ELSE 3 END,
       5
  FROM categorias_usuario;

-- A copy for reading in the library only ("Consulta local") can be neither borrowed nor held; a
-- special loan lasts 3 days whatever the category.
ALTER TABLE exemplares
  ADD COLUMN permite_reserva boolean GENERATED ALWAYS AS (tipo_emprestimo <> 'Consulta local') STORED,
  ADD COLUMN prazo_especial_dias integer GENERATED ALWAYS AS (CASE WHEN tipo_emprestimo LIKE 'Especial%' THEN 3 END) STORED;

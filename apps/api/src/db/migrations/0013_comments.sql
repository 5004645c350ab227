-- Comments on titles (issue 15): one pending comment per patron, title and text, whatever races
-- (a double click, two tabs: the module answers the one already stored), and the indexes of the
-- title's approved list (newest first) and of a patron's comments of the last 24 hours (the day's
-- limit of politicas_circulacao).
CREATE UNIQUE INDEX comentarios_pendente_unico ON comentarios (cod_pessoa, cod_acervo, md5(texto))
  WHERE situacao = 'pendente' AND cod_acervo IS NOT NULL;
CREATE INDEX comentarios_acervo_data_idx ON comentarios (cod_acervo, data_comentario DESC) WHERE situacao = 'aprovado';
CREATE INDEX comentarios_pessoa_data_idx ON comentarios (cod_pessoa, data_comentario);

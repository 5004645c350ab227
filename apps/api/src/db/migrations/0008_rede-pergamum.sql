-- The network of institutions (SPEC.md §7 Network: /rede-pergamum, /oai/instituicoes). The local
-- institution holds every title of this catalogue; the others hold the titles listed in rede_acervos.
CREATE TABLE instituicoes (
  cod_empresa integer PRIMARY KEY,
  desc_empresa text NOT NULL,
  sigla text NOT NULL,
  url_oai text NOT NULL,
  local boolean NOT NULL DEFAULT false
);
CREATE TABLE rede_acervos (
  cod_empresa integer NOT NULL REFERENCES instituicoes ON DELETE CASCADE,
  cod_acervo integer NOT NULL REFERENCES titulos ON DELETE CASCADE,
  PRIMARY KEY (cod_empresa, cod_acervo)
);
CREATE INDEX rede_acervos_acervo_idx ON rede_acervos (cod_acervo);

-- OAuth clients. segredo_hash: argon2id of the client secret (the seed sets it from
-- OAUTH_WEB_CLIENT_SECRET); publico: may also call without the secret (the browser), a wrong secret
-- is refused all the same.
CREATE TABLE oauth_clientes (
  client_id text PRIMARY KEY,
  nome text NOT NULL,
  segredo_hash text,
  publico boolean NOT NULL DEFAULT false,
  grants text[] NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);

-- A sign-in: every refresh token issued since the password was given (rotation keeps the family).
-- expira_em is absolute; revogada_em ends it (reuse of a refresh token, login switch, logout,
-- password change).
CREATE TABLE refresh_familias (
  familia uuid PRIMARY KEY,
  cod_login integer NOT NULL REFERENCES logins ON DELETE CASCADE,
  client_id text NOT NULL REFERENCES oauth_clientes ON DELETE CASCADE,
  criada_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,
  revogada_em timestamptz,
  motivo_revogacao text
);
CREATE INDEX refresh_familias_login_idx ON refresh_familias (cod_login);

-- Refresh tokens, stored as the sha-256 (hex) of the opaque token. Single use: usado_em is set
-- when it is exchanged; presenting it again revokes the family. expira_em: idle expiry.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  familia uuid NOT NULL REFERENCES refresh_familias ON DELETE CASCADE,
  cod_login integer NOT NULL REFERENCES logins ON DELETE CASCADE,
  emitido_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  revogado_em timestamptz
);
CREATE INDEX refresh_tokens_familia_idx ON refresh_tokens (familia);

-- Password recovery codes, stored as an HMAC (the code is short); single use, tentativas counts
-- wrong guesses (the code is dropped after a few).
CREATE TABLE codigos_recuperacao (
  cod_recuperacao serial PRIMARY KEY,
  cod_login integer NOT NULL REFERENCES logins ON DELETE CASCADE,
  codigo_hash text NOT NULL,
  criado_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  invalidado_em timestamptz,
  tentativas integer NOT NULL DEFAULT 0
);
CREATE INDEX codigos_recuperacao_login_idx ON codigos_recuperacao (cod_login, criado_em DESC);

-- ALTCHA payloads already accepted (single use), kept until their challenge expires.
CREATE TABLE captchas_usados (
  assinatura text PRIMARY KEY,
  expira_em timestamptz NOT NULL
);

-- Fixed-window attempt counters (per IP, per user code) shared by every replica.
CREATE TABLE limites_taxa (
  chave text PRIMARY KEY,
  inicio timestamptz NOT NULL,
  contagem integer NOT NULL
);

-- Authenticated permissions (SPEC.md section 6): activity within a module, per patron category.
-- Modules: 571 personal area (Meu Pergamum), 87 catalogue, 523 acquisition. Activities: 8 personal
-- area, 13 comments, 12 acquisition suggestion, 1212 teachers' purchase suggestion (our own code).
CREATE TABLE permissoes_categoria (
  cod_categoria char(2) NOT NULL REFERENCES categorias_usuario ON DELETE CASCADE,
  cod_modulo integer NOT NULL,
  cod_atividade integer NOT NULL,
  PRIMARY KEY (cod_categoria, cod_modulo, cod_atividade)
);

INSERT INTO permissoes_categoria (cod_categoria, cod_modulo, cod_atividade)
SELECT c.cod_categoria, p.cod_modulo, p.cod_atividade
FROM categorias_usuario c CROSS JOIN (VALUES (571, 8), (87, 13), (523, 12)) AS p (cod_modulo, cod_atividade);
INSERT INTO permissoes_categoria VALUES ('04', 523, 1212);

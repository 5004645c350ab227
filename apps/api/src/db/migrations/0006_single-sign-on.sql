-- Single sign-on attempts (OpenID Connect and SAML), one row per start: what the identity
-- provider's return needs (state, PKCE verifier, SAML request id, the SPA's redirect), then the
-- outcome, until the SPA exchanges its reference for a token pair (once). The state and the
-- reference are stored as sha-256 (hex) only; the PKCE verifier never leaves the server.
CREATE TABLE sso_tentativas (
  cod_tentativa serial PRIMARY KEY,
  tipo text NOT NULL CHECK (tipo IN ('oidc', 'saml')),
  estado_hash text NOT NULL UNIQUE,       -- the OAuth state / SAML RelayState
  referencia_hash text UNIQUE,            -- what the SPA validates (oidc: the nonce, from the start; saml: from the return)
  pkce_verifier text,                     -- oidc
  oidc_nonce text,                        -- oidc: expected in the ID token
  saml_request_id text,                   -- saml: the AuthnRequest ID, expected as InResponseTo
  redirect text NOT NULL,                 -- the SPA's page the browser goes back to
  client_id text NOT NULL,
  criada_em timestamptz NOT NULL,
  expira_em timestamptz NOT NULL,         -- the provider round trip; after the return, the validation
  retorno_em timestamptz,                 -- the provider sent the browser back (once)
  cod_login integer REFERENCES logins ON DELETE CASCADE,
  erro text,                              -- nao_encontrado, ambiguo, recusado, invalido
  erro_detalhe text,
  usada_em timestamptz                    -- exchanged for a token pair (single use)
);
CREATE INDEX sso_tentativas_expira_idx ON sso_tentativas (expira_em);

-- Per-installation settings an administrator may change (env vars override them; secrets only
-- in env): the OpenID provider and the SAML identity provider (src/sso/config.ts), and the
-- external content bases of /api/pessoas/token-redireciona (example addresses).
INSERT INTO configuracoes (chave, valor) VALUES
('sso', '{
  "oidc": { "issuer": null, "client_id": null, "scope": "openid email profile", "claim_login": "preferred_username", "claim_email": "email" },
  "saml": { "idp_metadata": null, "idp_sso_url": null, "idp_cert": null, "idp_issuer": null, "sp_entity_id": null,
            "atributo_login": "uid", "atributo_email": "email", "exigir_resposta_assinada": false },
  "origens_redirect": []
}'),
('bases_externas', '{
    "pearson": { "descricao": "Biblioteca Virtual Pearson", "link": "https://example.org/pearson/acesso" },
    "grupoa": { "descricao": "Grupo A", "link": "https://example.org/grupoa/acesso" },
    "cengage": { "descricao": "Cengage", "link": "https://example.org/cengage/acesso" },
    "editora_forum": { "descricao": "Editora Fórum", "link": "https://example.org/editora-forum/acesso" },
    "minhabiblioteca": { "descricao": "Minha Biblioteca", "link": "https://example.org/minhabiblioteca/acesso" },
    "ebrary": { "descricao": "Ebook Central (ebrary)", "link": "https://example.org/ebrary/acesso" },
    "rtonline": { "descricao": "Revista dos Tribunais Online", "link": "https://example.org/rtonline/acesso" },
    "lectio": { "descricao": "Lectio", "link": "https://example.org/lectio/acesso" },
    "gale": { "descricao": "Gale", "link": "https://example.org/gale/acesso" },
    "gale_book": { "descricao": "Gale eBooks", "link": "https://example.org/gale-book/acesso" },
    "oxford": { "descricao": "Oxford", "link": "https://example.org/oxford/acesso" },
    "proquest": { "descricao": "ProQuest", "link": "https://example.org/proquest/acesso" },
    "uptodate": { "descricao": "UpToDate", "link": "https://example.org/uptodate/acesso" },
    "lexicomp": { "descricao": "Lexicomp", "link": "https://example.org/lexicomp/acesso" },
    "solucto": { "descricao": "Solucto", "link": "https://example.org/solucto/acesso" },
    "jornalderesenhas": { "descricao": "Jornal de Resenhas", "link": "https://example.org/jornalderesenhas/acesso" }
}')
ON CONFLICT (chave) DO NOTHING;

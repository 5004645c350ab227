-- Courtesy notices (issue 26, deliverable 3): an e-mail and an alert of the personal area when a
-- loan is due in a few days, on the day it becomes overdue, when a hold is ready to collect and when
-- a loan request is ready. Sent by the job runner (pg-boss, apps/api/src/notices), in the patron's
-- language.

-- The language the patron last used (pt / en / es): set by a password sign-in and by saving the
-- personal data, from the request's language; the notices are written in it.
ALTER TABLE pessoas
  ADD COLUMN idioma text NOT NULL DEFAULT 'pt' CHECK (idioma IN ('pt', 'en', 'es'));

-- The language the patron chose when making the due-date feed (.ics): a calendar application asks
-- for the feed without saying one, so the feed's texts follow the one stored here.
ALTER TABLE calendarios_emprestimo
  ADD COLUMN idioma text NOT NULL DEFAULT 'pt' CHECK (idioma IN ('pt', 'en', 'es'));

-- How many days before a loan's due date the "due soon" notice goes (0: none), per category.
ALTER TABLE politicas_circulacao
  ADD COLUMN aviso_vencimento_dias integer NOT NULL DEFAULT 2 CHECK (aviso_vencimento_dias BETWEEN 0 AND 30);

-- One row per notice: `chave` is what the notice is about (kind, the loan / hold / request, and the
-- due date or pickup deadline it tells), UNIQUE, so each notice exists once however many sweeps or
-- API replicas find it. The sending job claims the row (enviando), then records the outcome:
--   enviado   the SMTP server (or the outbox folder) took the e-mail: never sent again;
--   falhou    the SMTP server refused it or could not be reached: the job is retried (pg-boss);
--   sem_email the patron has no address or does not accept e-mails: the alert alone;
--   enviando  claimed and not finished: a process that died between the claim and the outcome
--             leaves it so, and it is NOT sent again (README "Courtesy notices": the crash window).
CREATE TABLE avisos_cortesia (
  cod_aviso serial PRIMARY KEY,
  chave text NOT NULL UNIQUE CHECK (length(chave) BETWEEN 1 AND 200),
  tipo text NOT NULL CHECK (tipo IN ('devolucao_proxima', 'emprestimo_atrasado', 'reserva_liberada', 'solicitacao_disponivel')),
  cod_pessoa integer NOT NULL REFERENCES pessoas ON DELETE CASCADE,
  cod_acervo integer REFERENCES titulos ON DELETE SET NULL,
  -- The loan, hold or request it is about.
  cod_origem integer NOT NULL,
  -- The due date (loans), the pickup deadline (holds), null for a request.
  dia date,
  idioma text NOT NULL CHECK (idioma IN ('pt', 'en', 'es')),
  situacao text NOT NULL CHECK (situacao IN ('enviando', 'enviado', 'falhou', 'sem_email')),
  tentativas integer NOT NULL DEFAULT 0 CHECK (tentativas >= 0),
  -- The last failure (the SMTP step and reply, addresses masked), for the operator.
  erro text,
  cod_alerta integer REFERENCES alertas ON DELETE SET NULL,
  criado_em timestamptz NOT NULL,
  atualizado_em timestamptz NOT NULL,
  enviado_em timestamptz,
  CHECK ((situacao = 'enviado') = (enviado_em IS NOT NULL))
);

CREATE INDEX avisos_cortesia_pessoa_idx ON avisos_cortesia (cod_pessoa);
-- The rows an operator looks at: failed, or claimed by a process that did not finish.
CREATE INDEX avisos_cortesia_pendentes_idx ON avisos_cortesia (situacao, atualizado_em) WHERE situacao IN ('enviando', 'falhou');

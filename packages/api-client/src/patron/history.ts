/** Personal area (issue 16 H2: loan history, export, debts, payment slip). Query keys start with `["patron", codPessoa, …]`. */
export {};

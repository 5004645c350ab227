/** Personal area (issue 16 H1: pending loans, renewals, calendar feed). Query keys start with `["patron", codPessoa, …]`. */
export {};

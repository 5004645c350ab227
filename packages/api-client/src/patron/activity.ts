/** Personal area (issue 16 H3: holds and requests lists of the personal area, alerts). Query keys start with `["patron", codPessoa, …]`. */
export {};

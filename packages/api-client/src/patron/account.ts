/** Personal area (issue 16 H4: personal data, change password, user switch). Query keys start with `["patron", codPessoa, …]`. */
export {};

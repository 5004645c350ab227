/** Personal area (issue 16 H5: summary, loan token). Query keys start with `["patron", codPessoa, …]`. */
export {};

/** Calls of the title-detail remote's requests feature (H2 fills this). */
export {};

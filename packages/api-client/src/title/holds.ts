/** Calls of the title-detail remote's holds feature (H1 fills this). */
export {};

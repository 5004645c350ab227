/** Calls of the title-detail remote's views feature (H4 fills this). */
export {};

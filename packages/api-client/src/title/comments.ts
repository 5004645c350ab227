/** Calls of the title-detail remote's comments feature (H3 fills this). */
export {};

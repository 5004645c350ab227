/** Calls of the title-detail remote's page feature (H6 fills this). */
export {};

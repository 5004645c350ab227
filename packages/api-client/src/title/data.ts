/** Calls of the title-detail remote's data feature (H5 fills this). */
export {};

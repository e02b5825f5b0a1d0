// Filled in by the catalogue work: types, queries and mutations of the shop module.
export {};

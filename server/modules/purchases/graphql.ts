// GraphQL of the purchases module (filled in by the commerce work).
export {};

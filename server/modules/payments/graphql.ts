// GraphQL of the payments module (filled in by the commerce work).
export {};

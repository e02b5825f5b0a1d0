// GraphQL of the checkout module (filled in by the commerce work).
export {};

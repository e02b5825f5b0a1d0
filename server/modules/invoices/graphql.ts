// GraphQL of the invoices module (filled in by the commerce work).
export {};

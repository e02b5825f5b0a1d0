// users: see the module's graphql.ts and rest.ts. Other modules import from this file only.
export {};

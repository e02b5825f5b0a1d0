/**
 * The shop module's service: products with their variants, gallery and drone specification.
 * Other modules and the module's own GraphQL and REST reach the shop only through this file.
 */
export * from './rules.ts';
export * from './products.ts';
export * from './variants.ts';
export * from './gallery.ts';

import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
// Each module adds its types, queries and mutations to the builder when imported.
import '../modules/accounts/account/graphql.ts';
import '../modules/system/integrations/graphql.ts';
import '../modules/commerce/checkout/graphql.ts';
import '../modules/commerce/invoices/graphql.ts';
import '../modules/commerce/payments/graphql.ts';
import '../modules/commerce/purchases/graphql.ts';
import '../modules/catalogue/coupons/graphql.ts';
import '../modules/catalogue/courses/graphql.ts';
import '../modules/content/files/graphql.ts';
import '../modules/system/mail/graphql.ts';
import '../modules/learning/learning/graphql.ts';
import '../modules/learning/certificates/graphql.ts';
import '../modules/exams/exams/graphql.ts';
import '../modules/exchange/exchange/graphql.ts';
import '../modules/catalogue/shipping/graphql.ts';
import '../modules/catalogue/shop/graphql.ts';
import '../modules/commerce/seats/graphql.ts';
import '../modules/accounts/users/graphql.ts';
import '../modules/content/blog/graphql.ts';
import '../modules/content/site-pages/graphql.ts';
import '../modules/content/people/graphql.ts';
import '../modules/content/contact/graphql.ts';
import '../modules/learning/questionnaire/graphql.ts';

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}

/** The SDL committed as schema.graphql (a test fails when it is stale). */
export const printedSchema = () => `${printSchema(lexicographicSortSchema(getSchema()))}\n`;

import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
// Each module adds its types, queries and mutations to the builder when imported.
import '../modules/account/graphql.ts';
import '../modules/integrations/graphql.ts';
import '../modules/checkout/graphql.ts';
import '../modules/invoices/graphql.ts';
import '../modules/payments/graphql.ts';
import '../modules/purchases/graphql.ts';
import '../modules/coupons/graphql.ts';
import '../modules/courses/graphql.ts';
import '../modules/files/graphql.ts';
import '../modules/mail/graphql.ts';
import '../modules/learning/graphql.ts';
import '../modules/certificates/graphql.ts';
import '../modules/exams/graphql.ts';
import '../modules/exchange/graphql.ts';
import '../modules/shipping/graphql.ts';
import '../modules/shop/graphql.ts';
import '../modules/seats/graphql.ts';
import '../modules/users/graphql.ts';
import '../modules/blog/graphql.ts';
import '../modules/site-pages/graphql.ts';
import '../modules/people/graphql.ts';
import '../modules/contact/graphql.ts';
import '../modules/questionnaire/graphql.ts';

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}

/** The SDL committed as schema.graphql (a test fails when it is stale). */
export const printedSchema = () => `${printSchema(lexicographicSortSchema(getSchema()))}\n`;

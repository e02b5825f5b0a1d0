// users: GraphQL (filled in by the accounts issue).
import '../../graphql/builder.ts';

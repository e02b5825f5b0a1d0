// The learning module's schema: shared content types, authoring (admins) and studying (learners).
import './types-graphql.ts';
import './authoring-graphql.ts';
import './study-graphql.ts';

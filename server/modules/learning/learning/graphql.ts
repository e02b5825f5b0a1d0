// The learning module's schema: shared content types, authoring (admins) and studying (learners).
import './types-graphql.ts';
import './authoring-graphql.ts';
import './study-graphql.ts';

// Other modules' fields list user courses (users: User.userCourses) with the one connection type.
export { UserCourseConnection, UserCourseRef } from './study-graphql.ts';

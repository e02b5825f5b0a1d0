// The exams module's schema: the instructor's work slots, exams, the exam question bank,
// practical exercises, the authority report and calendars.
import './slots-graphql.ts';
import './exams-graphql.ts';
import './exam-questions-graphql.ts';
import './exercises-graphql.ts';
import './report-graphql.ts';
import './calendar-graphql.ts';

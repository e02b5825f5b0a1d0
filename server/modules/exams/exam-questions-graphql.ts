// exam-questions: GraphQL (exams contract). Filled by its owner.

// exams: GraphQL (exams contract). Filled by its owner.

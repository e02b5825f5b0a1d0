// exercises: GraphQL (exams contract). Filled by its owner.

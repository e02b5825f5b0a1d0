// slots: GraphQL (exams contract). Filled by its owner.

// Studying (learners) and course participants (admins). Owned by the study work.

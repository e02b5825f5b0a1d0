// Authoring (admins): subjects, lessons, segments, lesson questions. Owned by the authoring work.

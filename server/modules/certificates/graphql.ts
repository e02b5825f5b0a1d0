// Certificates: mine, a user's (admins), upload and delete, public verification.

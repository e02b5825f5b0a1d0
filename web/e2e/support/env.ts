/** The app's port for the journeys (E2E_PORT lets two checkouts run their journeys at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;

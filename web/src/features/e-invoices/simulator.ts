/**
 * The local KSeF simulator's fault switch (server/modules/invoices/ksef/simulator/site-routes.ts):
 * `GET /ksef-simulator/control` → `{ down }`, `POST` the same to make KSeF unavailable (its API
 * answers 503) or available again. It exists only while the app runs in the simulator mode.
 */
export const SIMULATOR_CONTROL_URL = '/ksef-simulator/control';

async function answer(response: Response): Promise<boolean> {
  if (!response.ok) throw new Error(`The KSeF simulator answered ${response.status}`);
  const body = (await response.json()) as { down?: unknown };
  return body.down === true;
}

/** Whether the simulated KSeF is down now. */
export async function simulatorDown(): Promise<boolean> {
  return answer(
    await fetch(SIMULATOR_CONTROL_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } }),
  );
}

/** Makes the simulated KSeF unavailable (`down`) or available again; resolves to its new state. */
export async function setSimulatorDown(down: boolean): Promise<boolean> {
  return answer(
    await fetch(SIMULATOR_CONTROL_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ down }),
    }),
  );
}

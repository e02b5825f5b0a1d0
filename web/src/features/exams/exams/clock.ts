import { useCallback, useEffect, useRef, useState } from 'react';

/** From this many seconds left the clock warns (5 minutes). */
export const WARNING_SECONDS = 5 * 60;

/** Seconds as M:SS, or H:MM:SS from an hour on. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * A countdown from the server's `secondsLeft`: the time that passed is measured with
 * `performance.now()` (monotonic: a changed system clock does not move it), and every server
 * answer that carries `secondsLeft` sets it again through `resync`.
 */
export function useCountdown(initialSeconds: number): { secondsLeft: number; resync: (seconds: number) => void } {
  // `at` is taken at the first tick (render stays pure); the page mounts right after the answer.
  const base = useRef<{ seconds: number; at: number | null }>({ seconds: initialSeconds, at: null });
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  const tick = useCallback(() => {
    const now = performance.now();
    base.current.at ??= now;
    const { seconds, at } = base.current;
    setSecondsLeft(Math.max(0, seconds - (now - at) / 1000));
  }, []);
  useEffect(() => {
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [tick]);
  const resync = useCallback(
    (seconds: number) => {
      base.current = { seconds, at: performance.now() };
      tick();
    },
    [tick],
  );
  return { secondsLeft, resync };
}

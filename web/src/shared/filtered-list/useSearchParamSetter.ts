import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query parameters and a setter of one of them (empty: removed), replacing the
 * history entry, so a list's filters survive a reload and can be linked to.
 */
export function useSearchParamSetter(): [URLSearchParams, (name: string, value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string | null) =>
      setParams(
        () => {
          // The address as it is now: a debounced search may fire after another filter changed it.
          const next = new URLSearchParams(window.location.search);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, set];
}

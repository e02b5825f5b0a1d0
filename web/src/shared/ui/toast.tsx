import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Spec 9: a toast stays 3000 ms, with a progress bar that pauses while the pointer is over it. */
export const TOAST_DURATION_MS = 3000;

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

interface ToastApi {
  showToast: (message: string, severity?: ToastSeverity) => void;
}

/** The snackbar (MUI's Snackbar, Alert and progress bar) loads with the first toast. */
const ToastView = lazy(() => import('./ToastView'));

const ToastContext = createContext<ToastApi>({ showToast: () => {} });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const showToast = useCallback((message: string, severity: ToastSeverity = 'success') => {
    const id = nextId.current++;
    setQueue((items) => [...items, { id, message, severity }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setQueue((items) => items.filter((item) => item.id !== id));
  }, []);
  const api = useMemo(() => ({ showToast }), [showToast]);
  const current = queue[0];
  return (
    <ToastContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ToastView key={current.id} toast={current} onDone={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

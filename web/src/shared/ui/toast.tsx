import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';

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
      {current ? <ToastView key={current.id} toast={current} onDone={dismiss} /> : null}
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  const { t } = useLingui();
  const [remaining, setRemaining] = useState(TOAST_DURATION_MS);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setRemaining((value) => Math.max(0, value - elapsed));
    }, 50);
    return () => window.clearInterval(timer);
  }, [paused]);

  useEffect(() => {
    if (remaining <= 0) onDone(toast.id);
  }, [remaining, onDone, toast.id]);

  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Box
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        data-testid="toast"
        data-paused={paused ? 'true' : 'false'}
        sx={{ minWidth: 300, maxWidth: 520, borderRadius: 1, overflow: 'hidden', boxShadow: 6 }}
      >
        <Alert
          severity={toast.severity}
          variant="filled"
          role={toast.severity === 'error' ? 'alert' : 'status'}
          onClose={() => onDone(toast.id)}
          slotProps={{ closeButton: { title: t`Close`, 'aria-label': t`Close` } }}
          sx={{ borderRadius: 0 }}
        >
          {toast.message}
        </Alert>
        <LinearProgress
          variant="determinate"
          value={(remaining / TOAST_DURATION_MS) * 100}
          aria-hidden
          color="inherit"
          sx={{ height: 4, '& .MuiLinearProgress-bar': { transition: 'none' } }}
        />
      </Box>
    </Snackbar>
  );
}

import { useEffect, useState } from 'react';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { TOAST_DURATION_MS, type Toast } from './toast';

/** One toast (toast.tsx shows them one at a time). */
export default function ToastView({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
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

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The questionnaire's code (Relay, its query and screens): loaded when the section comes near the screen. */
const QuestionnaireFlow = lazy(() => import('./QuestionnaireFlow'));

/** How far below the visible part of the page the section starts loading. */
const PRELOAD_MARGIN = '400px 0px';

/**
 * The home page's "which course suits me" section (spec 1). The home page's own code stays
 * small: this placeholder is all it holds; the questionnaire's code and data load when the
 * section scrolls near the screen (at once where IntersectionObserver is missing).
 */
export function QuestionnaireSection() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const skeleton = <QuestionnaireSkeleton />;
  return (
    <Box ref={placeholder} data-testid="home-questionnaire" sx={{ mt: { xs: 4, md: 6 } }}>
      {near ? (
        <Suspense fallback={skeleton}>
          <QuestionnaireFlow />
        </Suspense>
      ) : (
        skeleton
      )}
    </Box>
  );
}

/** The section's shape while its code or data load (no text: nothing to translate or announce). */
export function QuestionnaireSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Skeleton variant="text" width={120} />
      <Skeleton variant="text" sx={{ fontSize: '1.6rem', maxWidth: 420 }} />
      <Skeleton variant="text" sx={{ maxWidth: 640 }} />
      <Skeleton variant="rounded" width={180} height={42} sx={{ mt: 2 }} />
    </Box>
  );
}

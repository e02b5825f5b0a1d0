import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../shared/ui/toast';

/**
 * The server's sign-in callback lands on `/app/home?authError=<code>` when the provider refused
 * the sign-in or the code exchange failed (spec 8): say so once, then drop the parameter.
 */
export function AuthErrorNotice() {
  const { t } = useLingui();
  const { showToast } = useToast();
  const [params, setParams] = useSearchParams();
  const code = params.get('authError');

  useEffect(() => {
    if (!code) return;
    const message =
      code === 'login_expired'
        ? t`The sign-in took too long. Try again`
        : code === 'access_denied'
          ? t`Sign-in was cancelled`
          : t`Sign-in failed. Try again`;
    showToast(message, 'error');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('authError');
        return next;
      },
      { replace: true },
    );
  }, [code, setParams, showToast, t]);

  return null;
}

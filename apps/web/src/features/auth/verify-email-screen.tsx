import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { failureText } from '../../lib/api-messages';
import { isMobileUserAgent, openAppLink } from '../../lib/device';
import { useVerifyEmail } from './api/verify-email';

/** Spec §9: the app gets 3 s to take the link; the result shows 3 s before the login page. */
const appFallbackDelayMs = 3000;
const loginRedirectDelayMs = 3000;

export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [mobile] = useState(() => isMobileUserAgent());
  const [appTried, setAppTried] = useState(!mobile);
  const verify = useVerifyEmail(token, token !== '' && appTried);

  useEffect(() => {
    if (!mobile || !token) return;
    openAppLink(`verify-email/${encodeURIComponent(token)}`);
    const id = window.setTimeout(() => setAppTried(true), appFallbackDelayMs);
    return () => window.clearTimeout(id);
  }, [mobile, token]);

  const finished = !token || verify.isSuccess || verify.isError;
  useEffect(() => {
    if (!finished) return;
    const id = window.setTimeout(
      () => void navigate(paths.login, { replace: true }),
      loginRedirectDelayMs,
    );
    return () => window.clearTimeout(id);
  }, [finished, navigate]);

  let result: { ok: boolean; text: string } | null = null;
  if (!token) result = { ok: false, text: t('auth.verifyEmail.missingToken') };
  else if (verify.isSuccess) {
    result = { ok: true, text: verify.data?.message || t('auth.verifyEmail.verified') };
  } else if (verify.isError) {
    result = {
      ok: false,
      text: failureText(
        verify.error,
        t('auth.verifyEmail.failed'),
        t('auth.verifyEmail.unexpected'),
      ),
    };
  }

  return (
    <PageContainer narrow>
      <div className="text-center py-4">
        <h1 className="page-title h3 mb-4">{t('auth.verifyEmail.title')}</h1>
        {result ? (
          <>
            <Alert variant={result.ok ? 'success' : 'danger'} className="text-start">
              {result.text}
            </Alert>
            <p className="text-body-secondary" role="status">
              {t('auth.verifyEmail.redirecting')}
            </p>
          </>
        ) : (
          <div
            role="status"
            aria-live="polite"
            className="d-flex flex-column align-items-center gap-3"
          >
            <Spinner animation="border" variant="success" aria-hidden="true" />
            <span>{t('auth.verifyEmail.verifying')}</span>
          </div>
        )}
      </div>
    </PageContainer>
  );
}

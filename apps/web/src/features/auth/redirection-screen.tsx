import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { isMobileUserAgent, openAppLink } from '../../lib/device';
import { setConsentPending, setToken } from '../../lib/storage';
import { useVerifyLoginToken } from './api/verify-login-token';
import { takeBrowserOriginated } from './browser-origin';

/** Spec §9: the app link opens after 1.5 s, and /chat follows 2 s later if the app did not. */
const appHandOffDelayMs = 1500;
const chatFallbackDelayMs = 2000;

export function RedirectionScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('param');
  const returning = params.get('return') === 'true';
  const verify = useVerifyLoginToken(ticket);
  const accessToken = verify.data?.access_token;
  const consentRequired = verify.data?.consent_required === true;

  useEffect(() => {
    if (!ticket || !accessToken) return;
    setToken(accessToken);
    setConsentPending(consentRequired);
    const startedInBrowser = takeBrowserOriginated();
    if (!isMobileUserAgent() || startedInBrowser || returning) {
      void navigate(paths.chat, { replace: true });
      return;
    }
    // Sign-in began in the mobile app: hand the ticket back to it, else carry on on the web.
    let fallback: number | undefined;
    const handOff = window.setTimeout(() => {
      openAppLink(`redirection?param=${encodeURIComponent(ticket)}&return=true`);
      fallback = window.setTimeout(
        () => void navigate(paths.chat, { replace: true }),
        chatFallbackDelayMs,
      );
    }, appHandOffDelayMs);
    return () => {
      window.clearTimeout(handOff);
      window.clearTimeout(fallback);
    };
  }, [ticket, accessToken, consentRequired, returning, navigate]);

  const failed = !ticket || verify.isError || (verify.isSuccess && !accessToken);

  return (
    <PageContainer narrow>
      <div className="text-center py-4">
        <h1 className="page-title h3 mb-4">{t('auth.redirection.title')}</h1>
        {failed ? (
          <>
            <Alert variant="danger" className="text-start">
              {t('auth.redirection.failed')}
            </Alert>
            <Link to={paths.login} className="btn btn-primary">
              {t('auth.backToLogin')}
            </Link>
          </>
        ) : (
          <div
            role="status"
            aria-live="polite"
            className="d-flex flex-column align-items-center gap-3"
          >
            <Spinner animation="border" variant="success" aria-hidden="true" />
            <span className="text-body-secondary">{t('common.loading')}</span>
          </div>
        )}
      </div>
    </PageContainer>
  );
}

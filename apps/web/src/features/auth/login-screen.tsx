import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { FormCard } from '../../components/form-card';
import { appConfig } from '../../lib/app-config';
import { getToken } from '../../lib/storage';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginForm } from './login-form';
import { SsoButtons } from './sso-buttons';
import { noticeFromState } from '../../lib/notice-state';
import { isVerificationCallback, redirectionPath } from './login-links';

export function LoginScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  // Checked on arrival only: a token stored by this screen's own login must not race its redirect.
  const [arrival] = useState(() => ({
    redirection: redirectionPath(window.location.href),
    hadToken: getToken() !== null,
  }));
  const [notice, setNotice] = useState<Notice | null>(() => noticeFromState(location.state));
  const [forgotOpen, setForgotOpen] = useState(false);

  if (arrival.redirection) return <Navigate to={arrival.redirection} replace />;
  if (arrival.hadToken) return <Navigate to={paths.home} replace />;

  return (
    <FormCard
      title={t('auth.login.title')}
      lead={t('auth.login.lead', { appName: appConfig.appName })}
      withLogo
      footer={
        <p className="mb-0">
          {/* Two sentences, not one with a link inside: the login screen goes without Trans. */}
          {t('auth.login.newHere', { appName: appConfig.appName })}{' '}
          <Link to={paths.signup}>{t('auth.login.createAccount')}</Link>
        </p>
      }
    >
      {isVerificationCallback(location.search) && (
        <FormAlert
          notice={{
            variant: 'info',
            text: t('auth.login.verificationCallback'),
          }}
        />
      )}
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      <LoginForm onNotice={setNotice} />
      <div className="text-end mt-2">
        <Button variant="link" size="sm" className="px-0" onClick={() => setForgotOpen(true)}>
          {t('auth.login.forgotPassword')}
        </Button>
      </div>
      {/* Provider buttons only where the operator has configured a provider. */}
      {appConfig.signInProviders.length > 0 && (
        <>
          <div className="d-flex align-items-center gap-2 my-3 text-body-secondary small">
            <hr className="flex-grow-1 my-0" />
            {t('auth.login.or')}
            <hr className="flex-grow-1 my-0" />
          </div>
          <SsoButtons onNotice={setNotice} />
        </>
      )}
      {forgotOpen && <ForgotPasswordModal show onHide={() => setForgotOpen(false)} />}
    </FormCard>
  );
}

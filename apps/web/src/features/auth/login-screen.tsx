import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths';
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
      title="Log in"
      lead={`Welcome back to ${appConfig.appName}.`}
      withLogo
      footer={
        <p className="mb-0">
          New to {appConfig.appName}? <Link to={paths.signup}>Create an account</Link>
        </p>
      }
    >
      {isVerificationCallback(location.search) && (
        <FormAlert
          notice={{
            variant: 'info',
            text: 'If you completed the verification step, then it will take some time to reflect. And if you did not complete the verification, please signup again.',
          }}
        />
      )}
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      <LoginForm onNotice={setNotice} />
      <div className="text-end mt-2">
        <Button variant="link" size="sm" className="px-0" onClick={() => setForgotOpen(true)}>
          Forgot password?
        </Button>
      </div>
      {/* Provider buttons only where the operator has configured a provider. */}
      {appConfig.signInProviders.length > 0 && (
        <>
          <div className="d-flex align-items-center gap-2 my-3 text-body-secondary small">
            <hr className="flex-grow-1 my-0" />
            or
            <hr className="flex-grow-1 my-0" />
          </div>
          <SsoButtons onNotice={setNotice} />
        </>
      )}
      {forgotOpen && <ForgotPasswordModal show onHide={() => setForgotOpen(false)} />}
    </FormCard>
  );
}

import { useEffect, useState, type SubmitEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { FormCard } from '../../components/form-card';
import { PageLoading } from '../../components/page-loading';
import { SubmitButton } from '../../components/submit-button';
import { failureText } from '../../lib/api-messages';
import { isMobileUserAgent, openAppLink } from '../../lib/device';
import { useResetPassword } from './api/reset-password';
import { withNotice } from '../../lib/notice-state';

/** Spec §9: how long the app gets to take the reset link before the web form shows. */
const appFallbackDelayMs = 2000;

/** Spec §2: the token is the last segment of the path. */
function lastSegment(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = lastSegment(useLocation().pathname);
  const reset = useResetPassword();
  const [mobile] = useState(() => isMobileUserAgent());
  const [appTried, setAppTried] = useState(!mobile);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!mobile) return;
    openAppLink(`reset-password/${encodeURIComponent(token)}`);
    const id = window.setTimeout(() => setAppTried(true), appFallbackDelayMs);
    return () => window.clearTimeout(id);
  }, [mobile, token]);

  if (!appTried) return <PageLoading label={t('auth.reset.openingApp')} />;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // Spec §5: both required; whether they match is the server's to say.
    if (!newPassword || !confirmPassword) return;
    setNotice(null);
    reset.mutate(
      { new_password: newPassword, confirm_new_password: confirmPassword, token },
      {
        onSuccess: () =>
          void navigate(paths.login, {
            replace: true,
            state: withNotice({ variant: 'success', text: t('auth.reset.success') }),
          }),
        onError: (error) =>
          setNotice({
            variant: 'danger',
            text: failureText(error, t('auth.reset.failed'), t('auth.passwordResetError')),
          }),
      },
    );
  };

  return (
    <FormCard title={t('auth.reset.title')} lead={t('auth.reset.lead')}>
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="reset-new-password">
          <Form.Label>{t('auth.reset.newPassword')}</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            isInvalid={submitted && !newPassword}
            aria-describedby="reset-password-hint"
            required
          />
          <Form.Control.Feedback type="invalid">
            {t('auth.reset.newPasswordRequired')}
          </Form.Control.Feedback>
          <Form.Text id="reset-password-hint">{t('auth.passwordHint')}</Form.Text>
        </Form.Group>
        <Form.Group className="mb-4" controlId="reset-confirm-password">
          <Form.Label>{t('auth.reset.confirmPassword')}</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            isInvalid={submitted && !confirmPassword}
            required
          />
          <Form.Control.Feedback type="invalid">
            {t('auth.reset.confirmPasswordRequired')}
          </Form.Control.Feedback>
        </Form.Group>
        <SubmitButton pending={reset.isPending}>{t('auth.reset.submit')}</SubmitButton>
      </Form>
    </FormCard>
  );
}

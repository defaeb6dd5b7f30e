import { useEffect, useState, type SubmitEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
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

  if (!appTried) return <PageLoading label="Opening the app..." />;

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
            state: withNotice({ variant: 'success', text: 'Password Reset successful' }),
          }),
        onError: (error) =>
          setNotice({
            variant: 'danger',
            text: failureText(
              error,
              'Password Reset failed',
              'Some error occurred during password reset',
            ),
          }),
      },
    );
  };

  return (
    <FormCard title="Reset Password" lead="Choose a new password for your account.">
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="reset-new-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            isInvalid={submitted && !newPassword}
            aria-describedby="reset-password-hint"
            required
          />
          <Form.Control.Feedback type="invalid">New Password is required</Form.Control.Feedback>
          <Form.Text id="reset-password-hint">Use at least 8 characters.</Form.Text>
        </Form.Group>
        <Form.Group className="mb-4" controlId="reset-confirm-password">
          <Form.Label>Confirm New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            isInvalid={submitted && !confirmPassword}
            required
          />
          <Form.Control.Feedback type="invalid">
            Confirm New Password is required
          </Form.Control.Feedback>
        </Form.Group>
        <SubmitButton pending={reset.isPending}>Reset Password</SubmitButton>
      </Form>
    </FormCard>
  );
}

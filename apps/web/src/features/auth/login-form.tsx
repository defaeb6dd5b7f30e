import { useState, type SubmitEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { asksForCode, failureText } from '../../lib/api-messages';
import { setConsentPending, setToken } from '../../lib/storage';
import { useLogin } from './api/login';

interface LoginFormProps {
  onNotice: (notice: Notice | null) => void;
}

/** Spec §4: a failure naming the two-factor step is guidance, not an error. */
function failureNotice(text: string, twoFactor: boolean): Notice {
  return { variant: twoFactor || text.includes('Two factor') ? 'info' : 'danger', text };
}

export function LoginForm({ onNotice }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const emailMissing = email.trim() === '';
  const passwordMissing = password === '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailMissing || passwordMissing) return;
    onNotice(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (data) => {
          if (!data.access_token) {
            onNotice(failureNotice(data.message || t('auth.login.failed'), false));
            return;
          }
          setToken(data.access_token);
          // A changed policy first: nothing else works until it is accepted again.
          setConsentPending(data.consent_required === true);
          if (data.consent_required) {
            void navigate(paths.privacyPolicy, { replace: true });
            return;
          }
          void navigate(data.role === 'admin' ? paths.adminDashboard : paths.home, {
            replace: true,
          });
        },
        onError: (error) => {
          onNotice(
            failureNotice(
              failureText(error, t('auth.login.failed'), t('auth.login.unexpected')),
              asksForCode(error),
            ),
          );
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="login-email">
        <Form.Label>{t('auth.email')}</Form.Label>
        <Form.Control
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          isInvalid={submitted && emailMissing}
          required
        />
        <Form.Control.Feedback type="invalid">{t('auth.emailRequired')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-password">
        <Form.Label>{t('auth.password')}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          isInvalid={submitted && passwordMissing}
          required
        />
        <Form.Control.Feedback type="invalid">{t('auth.passwordRequired')}</Form.Control.Feedback>
      </Form.Group>
      <SubmitButton pending={login.isPending}>{t('auth.login.submit')}</SubmitButton>
    </Form>
  );
}

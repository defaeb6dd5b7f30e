import { useState, type SubmitEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { failureText } from '../../lib/api-messages';
import { setToken } from '../../lib/storage';
import { useLogin } from './api/login';

interface LoginFormProps {
  onNotice: (notice: Notice | null) => void;
}

/** Spec §4: a failure naming the two-factor step is guidance, not an error. */
function failureNotice(text: string): Notice {
  return { variant: text.includes('Two factor') ? 'info' : 'danger', text };
}

export function LoginForm({ onNotice }: LoginFormProps) {
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
            onNotice(failureNotice(data.message || 'Login failed'));
            return;
          }
          setToken(data.access_token);
          void navigate(data.role === 'admin' ? paths.adminDashboard : paths.home, {
            replace: true,
          });
        },
        onError: (error) => {
          onNotice(
            failureNotice(failureText(error, 'Login failed', 'Some error occurred during login')),
          );
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="login-email">
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          isInvalid={submitted && emailMissing}
          required
        />
        <Form.Control.Feedback type="invalid">Email is required</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-password">
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          isInvalid={submitted && passwordMissing}
          required
        />
        <Form.Control.Feedback type="invalid">Password is required</Form.Control.Feedback>
      </Form.Group>
      <SubmitButton pending={login.isPending}>Log in</SubmitButton>
    </Form>
  );
}

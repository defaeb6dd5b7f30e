import { useState, type SubmitEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { FormCard } from '../../components/form-card';
import { SubmitButton } from '../../components/submit-button';
import { useTimeouts } from '../../hooks/use-timeouts';
import { failureText } from '../../lib/api-messages';
import { useSignup } from './api/signup';
import { StateLgaFields } from './state-lga-fields';
import { withNotice } from '../../lib/notice-state';
import { signupOutcome } from './signup-outcome';
import { validateSignup, type SignupErrors, type SignupValues } from './signup-validation';

/** Spec §9: the success note stays this long before the login page. */
const createdRedirectDelayMs = 3000;

const empty: SignupValues = {
  name: '',
  email: '',
  password: '',
  phone: '',
  nin: '',
  stateId: '',
  lga: '',
  twoFactorCode: '',
};

export function SignupScreen() {
  const navigate = useNavigate();
  const later = useTimeouts();
  const signup = useSignup();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [codeShown, setCodeShown] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);

  const set = (field: keyof SignupValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const askForCode = (message: string) => {
    setCodeShown(true);
    setNotice({ variant: 'info', text: message });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(values, codeShown);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setNotice(null);
    signup.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        phone_number: values.phone.trim(),
        nin: values.nin.trim(),
        two_factor_code: values.twoFactorCode.trim(),
      },
      {
        onSuccess: ({ status, body }) => {
          const outcome = signupOutcome(status, body);
          switch (outcome.kind) {
            case 'two-factor':
              askForCode(outcome.message);
              break;
            case 'external-check':
              setDone(true);
              window.location.assign(outcome.redirect);
              break;
            case 'created': {
              setDone(true);
              const created: Notice = { variant: 'success', text: outcome.message };
              setNotice(created);
              // The note sits above the long form: bring it into view, and let the log-in page
              // keep saying it, so the citizen knows to look for the verification mail.
              window.scrollTo({ top: 0, behavior: 'smooth' });
              later(
                () => void navigate(paths.login, { state: withNotice(created) }),
                createdRedirectDelayMs,
              );
              break;
            }
            case 'verify-to-finish':
              void navigate(paths.login, {
                state: withNotice({
                  variant: 'info',
                  text: 'Please verify your account to complete signup',
                }),
              });
              break;
            case 'other':
              setNotice({ variant: 'info', text: outcome.message });
          }
        },
        onError: (error) => {
          const text = failureText(error, 'Signup failed', 'Some error occurred during signup');
          if (text.includes('Two factor')) askForCode(text);
          else setNotice({ variant: 'danger', text });
        },
      },
    );
  };

  const locked = signup.isPending || done;

  return (
    <FormCard
      title="Create your account"
      lead="Join fellow citizens learning the law, taking part in polls and checking claims."
      footer={
        <p className="mb-0">
          Already have an account? <Link to={paths.login}>Log in</Link>
        </p>
      }
    >
      <FormAlert notice={notice} onClose={done ? undefined : () => setNotice(null)} />
      <Form noValidate onSubmit={submit}>
        <fieldset disabled={locked}>
          <Form.Group className="mb-3" controlId="signup-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              isInvalid={!!errors.name}
              required
            />
            <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="signup-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              isInvalid={!!errors.email}
              required
            />
            <Form.Control.Feedback type="invalid">{errors.email}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-4" controlId="signup-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
              isInvalid={!!errors.password}
              aria-describedby="signup-password-hint"
              required
            />
            <Form.Control.Feedback type="invalid">{errors.password}</Form.Control.Feedback>
            <Form.Text id="signup-password-hint">Use at least 8 characters.</Form.Text>
          </Form.Group>

          <h2 className="h6 mb-1">Identity details (optional)</h2>
          <p className="small text-body-secondary mb-3">
            Your phone number and NIN verify that each ballot belongs to one citizen. You can also
            add them later.
          </p>
          <Row className="g-2">
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="signup-phone">
                <Form.Label>Phone Number</Form.Label>
                <Form.Control
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  value={values.phone}
                  onChange={(e) => set('phone')(e.target.value)}
                  aria-describedby="signup-phone-hint"
                />
                <Form.Text id="signup-phone-hint">
                  The one your NIN is registered with at NIMC: your code is sent there.
                </Form.Text>
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="signup-nin">
                <Form.Label>NIN</Form.Label>
                <Form.Control
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={values.nin}
                  onChange={(e) => set('nin')(e.target.value)}
                  aria-describedby="signup-nin-hint"
                />
                <Form.Text id="signup-nin-hint">
                  11 digits, or your virtual NIN (16 characters) from the NIMC app.
                </Form.Text>
              </Form.Group>
            </Col>
          </Row>
          <StateLgaFields
            stateId={values.stateId}
            lga={values.lga}
            onChange={({ stateId, lga }) => setValues((v) => ({ ...v, stateId, lga }))}
          />
          {codeShown && (
            <Form.Group className="mb-3" controlId="signup-two-factor-code">
              <Form.Label>Two Factor Code</Form.Label>
              <Form.Control
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.twoFactorCode}
                onChange={(e) => set('twoFactorCode')(e.target.value)}
                isInvalid={!!errors.twoFactorCode}
                required
                autoFocus
              />
              <Form.Control.Feedback type="invalid">{errors.twoFactorCode}</Form.Control.Feedback>
            </Form.Group>
          )}
          <SubmitButton pending={signup.isPending} disabled={done}>
            Sign up
          </SubmitButton>
        </fieldset>
      </Form>
    </FormCard>
  );
}

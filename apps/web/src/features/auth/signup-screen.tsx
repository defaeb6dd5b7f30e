import { useState, type SubmitEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentPrivacyPolicy } from '@civicng/contracts/privacy-policy';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { FormCard } from '../../components/form-card';
import { SubmitButton } from '../../components/submit-button';
import { useTimeouts } from '../../hooks/use-timeouts';
import { asksForCode, failureText } from '../../lib/api-messages';
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
  const { t } = useTranslation();
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
        policy_version: currentPrivacyPolicy.version,
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
                  text: t('auth.signup.verifyToFinish'),
                }),
              });
              break;
            case 'other':
              setNotice({ variant: 'info', text: outcome.message ?? t('auth.signup.failed') });
          }
        },
        onError: (error) => {
          const text = failureText(error, t('auth.signup.failed'), t('auth.signup.unexpected'));
          if (asksForCode(error)) askForCode(text);
          else setNotice({ variant: 'danger', text });
        },
      },
    );
  };

  const locked = signup.isPending || done;

  return (
    <FormCard
      title={t('auth.signup.title')}
      lead={t('auth.signup.lead')}
      footer={
        <p className="mb-0">
          <Trans
            i18nKey="auth.signup.haveAccount"
            components={{ loginLink: <Link to={paths.login} /> }}
          />
        </p>
      }
    >
      <FormAlert notice={notice} onClose={done ? undefined : () => setNotice(null)} />
      <Form noValidate onSubmit={submit}>
        <fieldset disabled={locked}>
          <Form.Group className="mb-3" controlId="signup-name">
            <Form.Label>{t('auth.signup.name')}</Form.Label>
            <Form.Control
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              isInvalid={!!errors.name}
              required
            />
            <Form.Control.Feedback type="invalid">
              {errors.name && t(errors.name)}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="signup-email">
            <Form.Label>{t('auth.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              isInvalid={!!errors.email}
              required
            />
            <Form.Control.Feedback type="invalid">
              {errors.email && t(errors.email)}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-4" controlId="signup-password">
            <Form.Label>{t('auth.password')}</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
              isInvalid={!!errors.password}
              aria-describedby="signup-password-hint"
              required
            />
            <Form.Control.Feedback type="invalid">
              {errors.password && t(errors.password)}
            </Form.Control.Feedback>
            <Form.Text id="signup-password-hint">{t('auth.passwordHint')}</Form.Text>
          </Form.Group>

          <h2 className="h6 mb-1">{t('auth.signup.identityHeading')}</h2>
          <p className="small text-body-secondary mb-3">{t('auth.signup.identityIntro')}</p>
          <Row className="g-2">
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="signup-phone">
                <Form.Label>{t('auth.signup.phone')}</Form.Label>
                <Form.Control
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  value={values.phone}
                  onChange={(e) => set('phone')(e.target.value)}
                  aria-describedby="signup-phone-hint"
                />
                <Form.Text id="signup-phone-hint">{t('auth.signup.phoneHint')}</Form.Text>
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="signup-nin">
                <Form.Label>{t('auth.signup.nin')}</Form.Label>
                <Form.Control
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={values.nin}
                  onChange={(e) => set('nin')(e.target.value)}
                  aria-describedby="signup-nin-hint"
                />
                <Form.Text id="signup-nin-hint">{t('auth.signup.ninHint')}</Form.Text>
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
              <Form.Label>{t('auth.signup.twoFactorCode')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.twoFactorCode}
                onChange={(e) => set('twoFactorCode')(e.target.value)}
                isInvalid={!!errors.twoFactorCode}
                required
                autoFocus
                aria-describedby="signup-code-hint"
              />
              <Form.Control.Feedback type="invalid">
                {errors.twoFactorCode && t(errors.twoFactorCode)}
              </Form.Control.Feedback>
              <Form.Text id="signup-code-hint">{t('auth.signup.codeHint')}</Form.Text>
            </Form.Group>
          )}
          <p className="small text-body-secondary">
            <Trans
              i18nKey="auth.signup.policy"
              values={{ version: currentPrivacyPolicy.version }}
              components={{ policy: <Link to={paths.privacyPolicy} /> }}
            />
          </p>
          <SubmitButton pending={signup.isPending} disabled={done}>
            {t('auth.signup.submit')}
          </SubmitButton>
        </fieldset>
      </Form>
    </FormCard>
  );
}

import { useState, type SubmitEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { FormCard } from '../../components/form-card';
import { SubmitButton } from '../../components/submit-button';
import { useTimeouts } from '../../hooks/use-timeouts';
import { useToken } from '../../hooks/use-token';
import { ApiError } from '../../lib/api-client';
import { asksForCode, failureText } from '../../lib/api-messages';
import { noticeFromState } from '../../lib/notice-state';
import { useProfile } from './api/get-profile';
import { useVerifyUser } from './api/verify-user';
import { verificationOutcome } from './verification-outcome';

/** How long the success note shows before the login page (as after signup, spec §9). */
const verifiedRedirectDelayMs = 3000;

function AlreadyVerified() {
  const { t } = useTranslation();
  return (
    <FormCard title={t('account.verification.title')}>
      <div className="text-center" role="status">
        <BadgeCheck size={48} className="text-success mb-2" aria-hidden="true" />
        <p className="h5 mb-2">{t('account.verification.already.heading')}</p>
        <p className="text-body-secondary mb-4">{t('account.verification.already.body')}</p>
        <Link to={paths.livePolls} className="btn btn-primary w-100">
          {t('account.verification.already.goToPolls')}
        </Link>
      </div>
    </FormCard>
  );
}

export function VerificationScreen() {
  const token = useToken();
  const navigate = useNavigate();
  const later = useTimeouts();
  const verify = useVerifyUser();
  const [phone, setPhone] = useState('');
  const [nin, setNin] = useState('');
  const [code, setCode] = useState('');
  const [codeShown, setCodeShown] = useState(false);
  // Why the citizen was sent here (a live list refused them), shown where they start reading.
  const location = useLocation();
  const [notice, setNotice] = useState<Notice | null>(() =>
    noticeFromState(location.state as unknown),
  );
  const [done, setDone] = useState(false);
  const profile = useProfile();
  const { t } = useTranslation();

  if (!token && !done) return <Navigate to={paths.login} replace />;
  if (profile.data?.verified && !done) return <AlreadyVerified />;

  const askForCode = (message: string) => {
    setCodeShown(true);
    setNotice({ variant: 'info', text: message });
  };

  const complete = phone.trim() !== '' && nin.trim() !== '' && (!codeShown || code.trim() !== '');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    setNotice(null);
    verify.mutate(
      { phone_number: phone.trim(), nin: nin.trim(), two_factor_code: code.trim() },
      {
        onSuccess: ({ status, body }) => {
          const outcome = verificationOutcome(status, body, paths.livePolls, t);
          switch (outcome.kind) {
            case 'continue':
              setDone(true);
              setNotice({
                variant: 'success',
                text: t('account.verification.external'),
              });
              if (outcome.to.startsWith('/')) void navigate(outcome.to);
              else window.location.assign(outcome.to);
              break;
            case 'two-factor':
              askForCode(outcome.message);
              break;
            case 'verified':
              setDone(true);
              setNotice({ variant: 'success', text: outcome.message });
              later(() => void navigate(paths.login), verifiedRedirectDelayMs);
              break;
            case 'other':
              setNotice({ variant: 'info', text: outcome.message });
          }
        },
        onError: (error) => {
          const text = failureText(
            error,
            t('account.verification.failed'),
            t('account.verification.error'),
          );
          if (asksForCode(error)) askForCode(text);
          else setNotice({ variant: error instanceof ApiError ? 'info' : 'danger', text });
        },
      },
    );
  };

  return (
    <FormCard title={t('account.verification.title')} lead={t('account.verification.lead')}>
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      <Form noValidate onSubmit={submit}>
        <fieldset disabled={verify.isPending || done}>
          <Form.Group className="mb-3" controlId="verification-phone">
            <Form.Label>{t('account.verification.phone.label')}</Form.Label>
            <Form.Control
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-describedby="verification-phone-hint"
              required
            />
            <Form.Text id="verification-phone-hint">
              {t('account.verification.phone.hint')}
            </Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="verification-nin">
            <Form.Label>{t('account.verification.nin.label')}</Form.Label>
            <Form.Control
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={nin}
              onChange={(e) => setNin(e.target.value)}
              aria-describedby="verification-nin-hint"
              required
            />
            <Form.Text id="verification-nin-hint">{t('account.verification.nin.hint')}</Form.Text>
          </Form.Group>
          {codeShown && (
            <Form.Group className="mb-3" controlId="verification-two-factor-code">
              <Form.Label>{t('account.verification.code.label')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-describedby="verification-code-hint"
                required
                autoFocus
              />
              <Form.Text id="verification-code-hint">
                {t('account.verification.code.hint')}
              </Form.Text>
            </Form.Group>
          )}
          <SubmitButton
            pending={verify.isPending}
            disabled={!complete || done}
            className="w-100 mt-2"
          >
            {t('account.verification.submit')}
          </SubmitButton>
        </fieldset>
      </Form>
    </FormCard>
  );
}

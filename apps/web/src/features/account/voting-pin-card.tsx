import { useState, type SubmitEvent } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { failureNotice } from '../../lib/api-messages';
import { appConfig } from '../../lib/app-config';
import { useSetVotingPin } from './api/set-voting-pin';

const fourDigits = /^\d{4}$/;

/** Ballots by USSD from any phone, and the 4-digit PIN that confirms them (verified citizens). */
export function VotingPinCard({ pinSet }: { pinSet: boolean }) {
  const { t } = useTranslation();
  const saving = useSetVotingPin();
  const [pin, setPin] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fourDigits.test(pin) || saving.isPending) return;
    setNotice(null);
    saving.mutate(
      { pin },
      {
        onSuccess: ({ message }) => {
          setPin('');
          setNotice({ variant: 'success', text: message });
        },
        // The server's reason (in the language on screen), such as a PIN too easy to guess.
        onError: (error) => setNotice(failureNotice(error, t('account.profile.votingPin.failed'))),
      },
    );
  };

  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body className="p-3 p-sm-4">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 className="h6 fw-bold mb-0">{t('account.profile.votingPin.heading')}</h2>
          {pinSet ? (
            <span className="badge text-bg-success d-inline-flex align-items-center gap-1">
              <KeyRound size={16} aria-hidden="true" />
              {t('account.profile.votingPin.set')}
            </span>
          ) : (
            <span className="badge text-bg-secondary">{t('account.profile.votingPin.none')}</span>
          )}
        </div>
        <p className="text-body-secondary small">
          {t('account.profile.votingPin.body', { code: appConfig.ussdServiceCode })}
        </p>
        <Form noValidate onSubmit={submit}>
          {/* Said just above the field, where the citizen is looking: below it, a phone's
              keyboard would hide it. */}
          <FormAlert notice={notice} onClose={() => setNotice(null)} />
          <Form.Group controlId="profile-voting-pin">
            <Form.Label className="small fw-semibold">
              {t('account.profile.votingPin.label')}
            </Form.Label>
            <div className="d-flex flex-wrap gap-2">
              <Form.Control
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                pattern="[0-9]{4}"
                htmlSize={6}
                className="w-auto"
                value={pin}
                // Digits only: a PIN typed on a phone's keypad, pasted without its spaces.
                onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))}
                aria-describedby="profile-voting-pin-hint"
                required
              />
              <SubmitButton
                pending={saving.isPending}
                disabled={!fourDigits.test(pin)}
                className="text-nowrap"
              >
                {pinSet
                  ? t('account.profile.votingPin.change')
                  : t('account.profile.votingPin.save')}
              </SubmitButton>
            </div>
            <Form.Text id="profile-voting-pin-hint">
              {t('account.profile.votingPin.hint')}
            </Form.Text>
          </Form.Group>
        </Form>
      </Card.Body>
    </Card>
  );
}

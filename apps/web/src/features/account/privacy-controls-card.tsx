import { useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileResponse } from '@civicng/contracts';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { failureNotice } from '../../lib/api-messages';
import { useChangeEmail, useChangeName, useChangePhone } from './api/change-details';
import { useDeleteChatHistory } from './api/delete-chat';

interface OneFieldFormProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  initial: string;
  button: string;
  pending: boolean;
  onSubmit: (value: string, done: (notice: Notice) => void) => void;
}

/** A labelled field, its button, and the one message the server answered. */
function OneFieldForm({ id, label, type, initial, button, pending, onSubmit }: OneFieldFormProps) {
  const [value, setValue] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim() || pending) return;
    setNotice(null);
    onSubmit(value.trim(), setNotice);
  };
  return (
    <Form noValidate onSubmit={submit} className="mb-3">
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      <Form.Group controlId={id}>
        <Form.Label className="small fw-semibold">{label}</Form.Label>
        <div className="d-flex flex-wrap gap-2">
          <Form.Control
            type={type}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="w-auto flex-grow-1"
            maxLength={254}
          />
          <SubmitButton pending={pending} disabled={!value.trim()} className="text-nowrap">
            {button}
          </SubmitButton>
        </div>
      </Form.Group>
    </Form>
  );
}

/** A new phone: the one on record for the citizen's NIN, confirmed by the SMS code sent to it. */
function PhoneForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const change = useChangePhone();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phone.trim() || change.isPending) return;
    setNotice(null);
    change.mutate(
      { phone_number: phone.trim(), two_factor_code: codeSent ? code.trim() : undefined },
      {
        onSuccess: ({ status, body }) => {
          setNotice({ variant: 'success', text: body.message });
          if (status === 202) setCodeSent(true);
          else {
            setCodeSent(false);
            setPhone('');
            setCode('');
          }
        },
        onError: (error) => setNotice(failureNotice(error, t('account.privacy.phone.failed'))),
      },
    );
  };
  return (
    <Form noValidate onSubmit={submit} className="mb-3">
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      <Form.Group controlId="privacy-phone" className="mb-2">
        <Form.Label className="small fw-semibold">{t('account.privacy.phone.label')}</Form.Label>
        <Form.Control
          type="tel"
          inputMode="tel"
          value={phone}
          placeholder={current ?? ''}
          onChange={(e) => setPhone(e.target.value)}
          maxLength={20}
          aria-describedby="privacy-phone-hint"
        />
        <Form.Text id="privacy-phone-hint">{t('account.privacy.phone.hint')}</Form.Text>
      </Form.Group>
      {codeSent && (
        <Form.Group controlId="privacy-phone-code" className="mb-2">
          <Form.Label className="small fw-semibold">{t('account.privacy.phone.code')}</Form.Label>
          <Form.Control
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            aria-describedby="privacy-phone-code-hint"
          />
          <Form.Text id="privacy-phone-code-hint">{t('account.privacy.phone.codeHint')}</Form.Text>
        </Form.Group>
      )}
      <SubmitButton pending={change.isPending} disabled={!phone.trim()}>
        {codeSent ? t('account.privacy.phone.save') : t('account.privacy.phone.sendCode')}
      </SubmitButton>
    </Form>
  );
}

/** "Your data and privacy": see and download one's data, correct it, erase the chat. */
export function PrivacyControlsCard({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const name = useChangeName();
  const email = useChangeEmail();
  const chat = useDeleteChatHistory();
  const [chatNotice, setChatNotice] = useState<Notice | null>(null);
  /** The server's answer to a one-field change, said above its field. */
  const answerTo = (fallback: string) => (done: (notice: Notice) => void) => ({
    onSuccess: ({ message }: { message: string }) => done({ variant: 'success', text: message }),
    onError: (error: unknown) => done(failureNotice(error, fallback)),
  });

  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h6 fw-bold">{t('account.privacy.heading')}</h2>
        <p className="text-body-secondary small">{t('account.privacy.body')}</p>
        <p>
          <Link to={paths.yourData} className="btn btn-outline-primary">
            {t('account.privacy.seeData')}
          </Link>
        </p>
        <OneFieldForm
          id="privacy-name"
          label={t('account.privacy.name.label')}
          type="text"
          initial={profile.name ?? ''}
          button={t('account.privacy.name.save')}
          pending={name.isPending}
          onSubmit={(value, done) =>
            name.mutate(value, answerTo(t('account.privacy.name.failed'))(done))
          }
        />
        <OneFieldForm
          id="privacy-email"
          label={t('account.privacy.email.label')}
          type="email"
          initial=""
          button={t('account.privacy.email.save')}
          pending={email.isPending}
          onSubmit={(value, done) =>
            email.mutate(value, answerTo(t('account.privacy.email.failed'))(done))
          }
        />
        {profile.verified && <PhoneForm current={profile.phoneNumber} />}
        <h3 className="h6 fw-bold mt-4">{t('account.privacy.chat.heading')}</h3>
        <FormAlert notice={chatNotice} onClose={() => setChatNotice(null)} />
        <Button
          variant="outline-danger"
          disabled={chat.isPending}
          onClick={() =>
            chat.mutate(undefined, {
              onSuccess: ({ message }) => setChatNotice({ variant: 'success', text: message }),
              onError: (error) =>
                setChatNotice(failureNotice(error, t('account.privacy.chat.failed'))),
            })
          }
        >
          {t('account.privacy.chat.deleteAll')}
        </Button>
      </Card.Body>
    </Card>
  );
}

import { useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api-client';
import { useForgotPassword } from './api/forgot-password';

interface ForgotPasswordModalProps {
  show: boolean;
  onHide: () => void;
}

export function ForgotPasswordModal({ show, onHide }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const emailMissing = email.trim() === '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailMissing) return;
    setNotice(null);
    forgot.mutate(email.trim(), {
      onSuccess: () =>
        setNotice({
          variant: 'success',
          text: t('auth.forgot.sent'),
        }),
      onError: (error) =>
        setNotice({
          variant: 'danger',
          text: error instanceof ApiError ? t('auth.forgot.failed') : t('auth.passwordResetError'),
        }),
    });
  };

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="forgot-password-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="forgot-password-title" as="h2" className="h5">
            {t('auth.forgot.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{t('auth.forgot.intro')}</p>
          <FormAlert notice={notice} />
          <Form.Group controlId="forgot-password-email">
            <Form.Label>{t('auth.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              isInvalid={submitted && emailMissing}
              required
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{t('auth.emailRequired')}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('auth.backToLogin')}
          </Button>
          <SubmitButton pending={forgot.isPending} className="">
            {t('auth.forgot.submit')}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

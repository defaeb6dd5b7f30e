import { useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api-client';
import { useForgotPassword } from './api/forgot-password';

interface ForgotPasswordModalProps {
  show: boolean;
  onHide: () => void;
}

export function ForgotPasswordModal({ show, onHide }: ForgotPasswordModalProps) {
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
          text: 'Password reset email sent to your registered email.',
        }),
      onError: (error) =>
        setNotice({
          variant: 'danger',
          text:
            error instanceof ApiError
              ? 'Unable to send password reset email'
              : 'Some error occurred during password reset',
        }),
    });
  };

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="forgot-password-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="forgot-password-title" as="h2" className="h5">
            Forgot your password?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">
            Enter the email address of your account and we will send you a link to choose a new
            password.
          </p>
          <FormAlert notice={notice} />
          <Form.Group controlId="forgot-password-email">
            <Form.Label>Email</Form.Label>
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
            <Form.Control.Feedback type="invalid">Email is required</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Back to log in
          </Button>
          <SubmitButton pending={forgot.isPending} className="">
            Send reset link
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

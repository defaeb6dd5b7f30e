import { useState, type KeyboardEvent, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ButtonSpinner } from '../../components/button-spinner';

/** The server refuses longer claims (FactCheckQuery in the contracts). */
const maxClaimLength = 500;

interface FactCheckFormProps {
  busy: boolean;
  onCheck: (query: string) => void;
}

export function FactCheckForm({ busy, onCheck }: FactCheckFormProps) {
  const [claim, setClaim] = useState('');
  const query = claim.trim();
  const disabled = busy || query === '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onCheck(query);
  };

  // Enter checks, as in a search box; the field wraps so the whole prompt shows on a phone.
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <Form onSubmit={submit} role="search" aria-label="Fact-check a claim">
      <Form.Group controlId="fact-check-claim">
        <Form.Label className="fw-semibold">Claim or statement</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={claim}
          onChange={(event) => setClaim(event.target.value)}
          onKeyDown={keyDown}
          placeholder="Enter a claim or statement to fact-check..."
          maxLength={maxClaimLength}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="fact-check-claim-help"
          className="fact-check-input"
        />
      </Form.Group>
      <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-2 mt-2">
        <Form.Text id="fact-check-claim-help" className="mt-0 me-sm-auto">
          Use the key words of the claim as you heard or read it, up to {maxClaimLength} characters.
        </Form.Text>
        <Button
          type="submit"
          disabled={disabled}
          aria-busy={busy}
          className="text-nowrap flex-shrink-0 px-4"
        >
          {busy && <ButtonSpinner className="me-2" />}
          {busy ? 'Checking...' : 'Check Fact'}
        </Button>
      </div>
    </Form>
  );
}

import { useState, type KeyboardEvent, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from '../../components/button-spinner';

/** The server refuses longer claims (FactCheckQuery in the contracts). */
const maxClaimLength = 500;

interface FactCheckFormProps {
  busy: boolean;
  onCheck: (query: string) => void;
}

export function FactCheckForm({ busy, onCheck }: FactCheckFormProps) {
  const { t } = useTranslation();
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
    <Form onSubmit={submit} role="search" aria-label={t('factcheck.form.label')}>
      <Form.Group controlId="fact-check-claim">
        <Form.Label className="fw-semibold">{t('factcheck.form.claim')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={claim}
          onChange={(event) => setClaim(event.target.value)}
          onKeyDown={keyDown}
          placeholder={t('factcheck.form.placeholder')}
          maxLength={maxClaimLength}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="fact-check-claim-help"
          className="fact-check-input"
        />
      </Form.Group>
      <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-2 mt-2">
        <Form.Text id="fact-check-claim-help" className="mt-0 me-sm-auto">
          {t('factcheck.form.help', { max: maxClaimLength })}
        </Form.Text>
        <Button
          type="submit"
          disabled={disabled}
          aria-busy={busy}
          className="text-nowrap flex-shrink-0 px-4"
        >
          {busy && <ButtonSpinner className="me-2" />}
          {busy ? t('factcheck.form.checking') : t('factcheck.form.submit')}
        </Button>
      </div>
    </Form>
  );
}

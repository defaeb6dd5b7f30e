import { useState, type SubmitEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { useCheckReceipt } from './api/check-receipt';

/** Why a found receipt says "counted" and nothing more (docs/decisions/004-secret-ballot.md). */
export const whyNoChoicesKey = 'polls.receipts.whyNoChoices';

const codeText = { strong: <strong className="font-monospace text-nowrap" /> };

/**
 * The voter's own check of a receipt code, open while the poll runs and after: it asks the
 * server about one code and shows only whether that ballot is in the count.
 */
export function ReceiptCheckForm({ pollId }: { pollId: number }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const check = useCheckReceipt();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return;
    check.mutate({ pollId, receiptCode: code.trim() });
  };

  let result = null;
  if (check.isSuccess) {
    const shown = check.variables.receiptCode.toUpperCase();
    result = check.data.counted ? (
      <Alert variant="success" className="mb-0">
        <p className="mb-2">
          <Trans i18nKey="polls.receipts.counted" values={{ code: shown }} components={codeText} />
        </p>
        <p className="small mb-0">{t(whyNoChoicesKey)}</p>
      </Alert>
    ) : (
      <Alert variant="warning" className="mb-0">
        <Trans i18nKey="polls.receipts.notCounted" values={{ code: shown }} components={codeText} />
      </Alert>
    );
  } else if (check.isError) {
    const refused = check.error instanceof ApiError && check.error.status < 500;
    result = (
      <Alert variant={refused ? 'warning' : 'danger'} className="mb-0">
        {(refused && serverMessageOf(check.error)) || t('polls.receipts.checkError')}
      </Alert>
    );
  }

  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h6 fw-bold mb-3">{t('polls.receipts.checkHeading')}</h2>
        <Form onSubmit={submit} noValidate>
          <Form.Group controlId="receipt-check" className="mb-3">
            <Form.Label>{t('polls.receipts.checkLabel')}</Form.Label>
            <div className="d-flex flex-wrap gap-2">
              <Form.Control
                className="font-monospace flex-grow-1 w-auto"
                style={{ minWidth: '12rem' }}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  check.reset();
                }}
                placeholder={t('polls.receipts.placeholder')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-describedby="receipt-check-result"
              />
              <Button type="submit" disabled={check.isPending || code.trim() === ''}>
                {check.isPending ? t('polls.receipts.checking') : t('polls.receipts.checkButton')}
              </Button>
            </div>
          </Form.Group>
        </Form>
        <div id="receipt-check-result" aria-live="polite">
          {result}
        </div>
      </Card.Body>
    </Card>
  );
}

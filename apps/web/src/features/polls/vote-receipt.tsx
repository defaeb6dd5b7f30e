import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { votedMessageKey } from './vote-messages';

/**
 * The receipt code and the voter's own choices, shown once right after the vote: the server keeps
 * no link to the voter, and the public receipts page never shows a choice beside a code.
 */
export function VoteReceipt({
  pollId,
  code,
  choices,
}: {
  pollId: number;
  code: string;
  choices: readonly string[];
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const choicesLabel = useId();
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Alert variant="success" className="mb-0" role="status">
      <p className="fw-semibold mb-2">{t(votedMessageKey)}</p>
      {choices.length > 0 && (
        <div className="mb-3">
          <p id={choicesLabel} className="small mb-1">
            {t('polls.receipt.youVotedFor')}
          </p>
          <ul
            className="list-unstyled d-inline-block text-body bg-white border rounded px-2 py-1 mb-2"
            aria-labelledby={choicesLabel}
          >
            {choices.map((choice) => (
              <li key={choice} className="fw-semibold text-break">
                {choice}
              </li>
            ))}
          </ul>
          <p className="small mb-0">{t('polls.receipt.onlyTime')}</p>
        </div>
      )}
      <p className="small mb-1">{t('polls.receipt.codeLabel')}</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <code className="fs-5 text-body bg-white border rounded px-2 py-1 user-select-all">
          {code}
        </code>
        {canCopy && (
          <Button variant="outline-primary" size="sm" onClick={copy}>
            {copied ? t('polls.receipt.copied') : t('polls.receipt.copy')}
          </Button>
        )}
      </div>
      <p className="small mb-0">
        <Trans
          i18nKey="polls.receipt.keep"
          components={{ a: <Link to={paths.pollReceipts(pollId)} className="alert-link" /> }}
        />
      </p>
    </Alert>
  );
}

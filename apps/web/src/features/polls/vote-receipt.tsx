import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { votedMessage } from './vote-messages';

/** The receipt code, shown once right after the vote: the server keeps no link to the voter. */
export function VoteReceipt({ pollId, code }: { pollId: number; code: string }) {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Alert variant="success" className="mb-0" role="status">
      <p className="fw-semibold mb-2">{votedMessage}</p>
      <p className="small mb-1">Your receipt code</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <code className="fs-5 text-body bg-white border rounded px-2 py-1 user-select-all">
          {code}
        </code>
        {canCopy && (
          <Button variant="outline-primary" size="sm" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </div>
      <p className="small mb-0">
        Keep this code: it is shown only this once. With it you can check on the{' '}
        <Link to={paths.pollReceipts(pollId)} className="alert-link">
          public receipts page
        </Link>{' '}
        that your ballot was counted as cast, once the results are published.
      </p>
    </Alert>
  );
}

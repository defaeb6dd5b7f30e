import { useState } from 'react';
import type { PollReceipts } from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { ResultsBars } from '../../components/results-bars';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { usePollReceipts } from './api/get-poll-receipts';
import { filterReceipts } from './receipt-search';

/** Codes drawn at a time: a national vote can have many thousands of ballots. */
const pageSize = 50;

/** Why a found receipt says "counted" and nothing more (docs/decisions/004-secret-ballot.md). */
export const whyNoChoices =
  'This page never shows what a ballot chose, not even yours. If a receipt could prove how someone voted, a vote buyer could demand to see it before paying. Your choice is counted in the totals above.';

function ReceiptList({ receipts }: { receipts: PollReceipts }) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(pageSize);
  const { matches, exact } = filterReceipts(receipts.ballots, query);
  const searching = query.trim() !== '';

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h6 fw-bold mb-3">Ballots</h2>
        <Form.Group controlId="receipt-search" className="mb-3">
          <Form.Label>Find your receipt code</Form.Label>
          <Form.Control
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setShown(pageSize);
            }}
            placeholder="e.g. 7K3M-Q9TX-2BFA"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="receipt-search-result"
          />
        </Form.Group>
        <div id="receipt-search-result" aria-live="polite">
          {searching && exact && (
            <Alert variant="success">
              <p className="mb-2">
                Receipt <strong className="font-monospace text-nowrap">{exact.receipt_code}</strong>{' '}
                was counted.
              </p>
              <p className="small mb-0">{whyNoChoices}</p>
            </Alert>
          )}
          {searching && !exact && matches.length === 0 && (
            <Alert variant="warning">
              No receipt matches that code. Check it and try again: the code has 12 letters and
              digits.
            </Alert>
          )}
          {searching && !exact && matches.length > 0 && (
            <p className="small text-body-secondary">
              {matches.length} {matches.length === 1 ? 'receipt matches' : 'receipts match'} so far.
            </p>
          )}
        </div>
        {receipts.ballots.length === 0 ? (
          <p className="text-body-secondary mb-0">No ballots have been cast yet.</p>
        ) : (
          matches.length > 0 && (
            <>
              <ul
                className="d-grid gap-2 list-unstyled mb-3"
                style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' }}
                aria-label="Receipt codes"
              >
                {matches.slice(0, shown).map((ballot) => (
                  <li
                    key={ballot.receipt_code}
                    className={`font-monospace text-nowrap rounded px-2 py-1 ${
                      ballot === exact ? 'bg-success-subtle fw-bold' : 'bg-body-tertiary'
                    }`}
                  >
                    {ballot.receipt_code}
                  </li>
                ))}
              </ul>
              <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
                Showing {Math.min(shown, matches.length)} of {matches.length}
                {shown < matches.length && (
                  <Button
                    variant="outline-primary"
                    size="sm"
                    onClick={() => setShown((n) => n + pageSize)}
                  >
                    Show more
                  </Button>
                )}
              </div>
            </>
          )
        )}
      </Card.Body>
    </Card>
  );
}

export function ReceiptsScreen() {
  const { id = '' } = useParams();
  const pollId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const receipts = usePollReceipts(pollId);

  let body;
  if (pollId === null) body = <Alert variant="warning">Poll not found</Alert>;
  else if (receipts.isPending) body = <PageLoading label="Loading receipts..." />;
  else if (receipts.isError) {
    const error = receipts.error;
    const refused = error instanceof ApiError && error.status < 500;
    body = refused ? (
      <Alert variant="info">{serverMessageOf(error) ?? error.message}</Alert>
    ) : (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">Could not load the receipts. Please try again.</span>
        <Button variant="outline-danger" size="sm" onClick={() => void receipts.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    const { poll, total_ballots: totalBallots, totals } = receipts.data;
    const choicesCounted = totals.reduce((sum, t) => sum + t.voters, 0);
    body = (
      <>
        <Card className="border-0 shadow-sm mb-3">
          <Card.Body className="p-3 p-sm-4">
            <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
              <h2 className="h5 mb-0 me-auto text-break">{poll.title}</h2>
              {(poll.status === 'closed' || poll.status === 'expired') && (
                <Badge bg="secondary">Voting closed</Badge>
              )}
            </div>
            <ResultsBars
              total={totalBallots}
              multiple={choicesCounted > totalBallots}
              items={totals.map((t) => ({ key: t.title, label: t.title, voters: t.voters }))}
            />
          </Card.Body>
        </Card>
        <ReceiptList receipts={receipts.data} />
      </>
    );
  }

  return (
    <PageContainer
      title="Ballot receipts"
      lead="Every counted ballot is listed by its receipt code, with no name and no choice beside it, so each voter can check that their ballot was counted and nobody can prove to a vote buyer how they voted."
      narrow
    >
      {body}
    </PageContainer>
  );
}

import { useState } from 'react';
import type { PollReceipts } from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { ResultsBars } from '../../components/results-bars';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { usePollReceipts } from './api/get-poll-receipts';
import { filterReceipts } from './receipt-search';

/** Rows drawn at a time: a national vote can have many thousands of ballots. */
const pageSize = 50;

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
              Receipt <strong className="font-monospace">{exact.receipt_code}</strong> was counted
              for: {exact.choices.join(', ')}.
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
              <Table size="sm" responsive className="mb-2 align-middle">
                <caption className="visually-hidden">Receipt codes and their choices</caption>
                <thead>
                  <tr>
                    <th scope="col">Receipt code</th>
                    <th scope="col">Choices</th>
                  </tr>
                </thead>
                <tbody>
                  {matches.slice(0, shown).map((ballot) => (
                    <tr
                      key={ballot.receipt_code}
                      className={ballot === exact ? 'table-success' : undefined}
                    >
                      <td className="font-monospace text-nowrap">{ballot.receipt_code}</td>
                      <td className="text-break">{ballot.choices.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
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
    const { poll, ballots, totals } = receipts.data;
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
              total={ballots.length}
              multiple={ballots.some((b) => b.choices.length > 1)}
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
      lead="Every counted ballot is listed by its receipt code, with no name attached, so each voter can check that their ballot was counted as cast."
      narrow
    >
      {body}
    </PageContainer>
  );
}

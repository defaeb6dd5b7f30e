import type { Poll } from '@civicng/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

interface DeactivatePollModalProps {
  poll: Poll | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (poll: Poll) => void;
}

/** Deactivation cannot be undone, so it is confirmed first. */
export function DeactivatePollModal({
  poll,
  pending,
  onCancel,
  onConfirm,
}: DeactivatePollModalProps) {
  return (
    <Modal show={poll !== null} onHide={onCancel} centered aria-labelledby="deactivate-poll-title">
      <Modal.Header closeButton>
        <Modal.Title id="deactivate-poll-title" as="h2" className="h5">
          Deactivate this {poll?.type === 'vote' ? 'vote' : 'poll'}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="fw-semibold text-break">{poll?.title}</p>
        <p className="mb-0 text-body-secondary">
          Voting stops at once and it is shown as Expired. Votes already cast stay counted. This
          cannot be undone.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => poll && onConfirm(poll)}
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Deactivate
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

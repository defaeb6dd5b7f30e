import type { Poll } from '@civicng/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Modal show={poll !== null} onHide={onCancel} centered aria-labelledby="deactivate-poll-title">
      <Modal.Header closeButton>
        <Modal.Title id="deactivate-poll-title" as="h2" className="h5">
          {poll?.type === 'vote'
            ? t('polls.deactivate.titleVote')
            : t('polls.deactivate.titlePoll')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="fw-semibold text-break">{poll?.title}</p>
        <p className="mb-0 text-body-secondary">{t('polls.deactivate.body')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {t('polls.cancel')}
        </Button>
        <Button
          variant="danger"
          onClick={() => poll && onConfirm(poll)}
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('polls.deactivate.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

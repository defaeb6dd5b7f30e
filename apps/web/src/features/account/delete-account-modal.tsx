import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

interface DeleteAccountModalProps {
  show: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteAccountModal({
  show,
  pending,
  onCancel,
  onConfirm,
}: DeleteAccountModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="delete-account-title">
      <Modal.Header closeButton={!pending}>
        <Modal.Title id="delete-account-title" as="h2" className="h5">
          Delete my Account
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        Are you sure you want to delete your account? This action cannot be undone.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Yes, delete my account
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

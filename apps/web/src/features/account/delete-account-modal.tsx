import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="delete-account-title">
      <Modal.Header closeButton={!pending}>
        <Modal.Title id="delete-account-title" as="h2" className="h5">
          {t('account.deleteModal.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('account.deleteModal.body')}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {t('account.deleteModal.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('account.deleteModal.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

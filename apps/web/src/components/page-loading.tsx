import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

export function PageLoading({ label }: { label?: string }) {
  // Also the fallback while the catalogue itself loads, when there are no words yet.
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" variant="success" aria-hidden="true" />
      <span className="visually-hidden">{label ?? (ready ? t('common.loading') : '…')}</span>
    </div>
  );
}

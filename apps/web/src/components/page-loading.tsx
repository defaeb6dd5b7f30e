import Spinner from 'react-bootstrap/Spinner';

export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" variant="success" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

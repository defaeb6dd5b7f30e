import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** A list that could not be loaded: what went wrong, and a button to try again. */
export function RetryAlert({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{text}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

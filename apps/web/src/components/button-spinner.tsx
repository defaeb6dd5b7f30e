import Spinner from 'react-bootstrap/Spinner';

/** The small spinner a button shows while its request runs; the button carries aria-busy. */
export function ButtonSpinner({ className = 'me-1' }: { className?: string }) {
  return (
    <Spinner
      animation="border"
      size="sm"
      className={className}
      aria-hidden="true"
      role="presentation"
    />
  );
}

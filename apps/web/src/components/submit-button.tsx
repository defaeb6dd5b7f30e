import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  pending: boolean;
  disabled?: boolean;
  variant?: string;
  className?: string;
  children: ReactNode;
}

/** A form's full-width submit button; disabled with a spinner while its request runs. */
export function SubmitButton({
  pending,
  disabled = false,
  variant = 'primary',
  className = 'w-100',
  children,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={variant}
      className={className}
      disabled={pending || disabled}
      aria-busy={pending}
    >
      {pending && (
        <Spinner
          animation="border"
          size="sm"
          className="me-2"
          aria-hidden="true"
          role="presentation"
        />
      )}
      {children}
    </Button>
  );
}

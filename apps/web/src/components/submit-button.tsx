import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ButtonSpinner } from './button-spinner';

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
      {pending && <ButtonSpinner className="me-2" />}
      {children}
    </Button>
  );
}

import Alert from 'react-bootstrap/Alert';

export interface Notice {
  variant: 'success' | 'info' | 'warning' | 'danger';
  text: string;
}

interface FormAlertProps {
  notice: Notice | null;
  /** Makes the alert dismissible. */
  onClose?: () => void;
  className?: string;
}

/** The one message area of a form: errors are announced at once, other notes politely. */
export function FormAlert({ notice, onClose, className }: FormAlertProps) {
  if (!notice) return null;
  const urgent = notice.variant === 'danger';
  return (
    <Alert
      variant={notice.variant}
      dismissible={onClose !== undefined}
      onClose={onClose}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      className={className}
    >
      {notice.text}
    </Alert>
  );
}

import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

interface PageContainerProps {
  title?: string;
  lead?: ReactNode;
  children?: ReactNode;
  narrow?: boolean;
}

/** The common frame of a screen: one heading, consistent spacing. */
export function PageContainer({ title, lead, children, narrow = false }: PageContainerProps) {
  return (
    <Container className={`py-4 py-md-5 ${narrow ? 'readable' : ''}`}>
      {title && <h1 className="page-title h2 mb-2">{title}</h1>}
      {lead && <p className="text-body-secondary mb-4">{lead}</p>}
      {children}
    </Container>
  );
}

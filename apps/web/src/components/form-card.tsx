import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Logo } from './logo';
import { PageContainer } from './page-container';

interface FormCardProps {
  title: string;
  lead?: ReactNode;
  withLogo?: boolean;
  children: ReactNode;
  /** Shown under the card, e.g. a link to the other account screen. */
  footer?: ReactNode;
}

/** A single-form screen (log in, sign up, verify): centred, full width on a phone. */
export function FormCard({ title, lead, withLogo = false, children, footer }: FormCardProps) {
  return (
    <PageContainer>
      <Row className="justify-content-center">
        <Col sm={11} md={8} lg={6} xl={5}>
          <header className="text-center mb-4">
            {withLogo && <Logo size={64} className="mb-3" />}
            <h1 className="page-title h3 mb-1">{title}</h1>
            {lead && <p className="text-body-secondary mb-0">{lead}</p>}
          </header>
          <Card className="border-0 shadow-sm">
            <Card.Body className="p-3 p-sm-4">{children}</Card.Body>
          </Card>
          {footer && <div className="text-center mt-3">{footer}</div>}
        </Col>
      </Row>
    </PageContainer>
  );
}

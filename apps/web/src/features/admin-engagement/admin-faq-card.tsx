import type { AdminFaq } from '@civicng/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import { Markdown } from '../../lib/markdown';
import { askerCountText, faqStatusLabels, faqStatusVariants } from './faq-admin-rules';
import { ButtonSpinner } from '../../components/button-spinner';

interface AdminFaqCardProps {
  faq: AdminFaq;
  /** 1 for the first question citizens see. */
  place: number;
  isFirst: boolean;
  isLast: boolean;
  /** A publish or unpublish of this question is under way. */
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onTogglePublished: () => void;
}

export function AdminFaqCard({
  faq,
  place,
  isFirst,
  isLast,
  busy,
  onMove,
  onEdit,
  onTogglePublished,
}: AdminFaqCardProps) {
  const published = faq.status === 'published';
  return (
    <Card as="article" className="border-0 shadow-sm">
      <Card.Body className="p-3 p-sm-4">
        <div className="d-flex gap-3">
          <div className="d-flex flex-column align-items-center gap-1">
            <span className="faq-place">
              <span className="visually-hidden">Place </span>
              {place}
            </span>
            <ButtonGroup vertical size="sm" aria-label={`Move question ${place}`}>
              <Button
                variant="outline-secondary"
                onClick={() => onMove(-1)}
                disabled={isFirst}
                aria-label={`Move question ${place} up`}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                variant="outline-secondary"
                onClick={() => onMove(1)}
                disabled={isLast}
                aria-label={`Move question ${place} down`}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </ButtonGroup>
          </div>
          <div className="flex-grow-1 min-w-0">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <Badge
                bg={faqStatusVariants[faq.status]}
                text={faq.status === 'proposed' ? 'dark' : undefined}
              >
                {faqStatusLabels[faq.status]}
              </Badge>
              <span className="small text-body-secondary">{askerCountText(faq.asker_count)}</span>
            </div>
            <h3 className="h6 fw-bold mb-2 text-break">{faq.question}</h3>
            <Markdown className="faq-admin-answer small text-body-secondary mb-3">
              {faq.answer}
            </Markdown>
            <div className="d-flex flex-wrap gap-2">
              <Button variant="outline-primary" size="sm" onClick={onEdit}>
                Edit
              </Button>
              <Button
                variant={published ? 'outline-danger' : 'primary'}
                size="sm"
                onClick={onTogglePublished}
                disabled={busy}
                aria-busy={busy}
              >
                {busy && <ButtonSpinner />}
                {published ? 'Unpublish' : 'Publish'}
              </Button>
            </div>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
